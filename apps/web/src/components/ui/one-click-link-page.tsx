import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SimpleShell } from '@/components/ui/simple-shell';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * The page behind a link mailed to prove something with one click (decisions 118, 119): the
 * opening shows what the click will do and a button (mail scanners open links, they do not
 * click); the click calls the API once. Four states: no usable link (`deadLink`), the question,
 * the API's refusal beside the button, and the result with its next steps.
 */
export interface OneClickLinkPageProps {
  title: string;
  /** What the click will do, shown before it. */
  text: string;
  submitLabel: string;
  onSubmit: () => void;
  pending: boolean;
  /** The API's refusal, shown above the button; null when there is none. */
  error: string | null;
  /** Set when the link cannot work (no token, unknown, used or expired): replaces the page's body. */
  deadLink: string | null;
  /** Set once the click worked: the message and what to do next. */
  done: { message: string; next?: ReactNode } | null;
  /** Prefix of the page's test ids: `-submit`, `-error`, `-done`. */
  testId: string;
}

export function OneClickLinkPage({ title, text, submitLabel, onSubmit, pending, error, deadLink, done, testId }: OneClickLinkPageProps) {
  // Its own title, not the app's default "Espace recruteur" (decision 121).
  useDocumentTitle(title);
  const body = () => {
    if (deadLink !== null)
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid={`${testId}-error`}>
          {deadLink}
        </Alert>
      );
    if (done)
      return (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid={`${testId}-done`}>
            {done.message}
          </Alert>
          {done.next}
        </Stack>
      );
    return (
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {error !== null && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
        <Button onClick={onSubmit} loading={pending} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Stack>
    );
  };

  return (
    <SimpleShell size={640}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {body()}
      </Stack>
    </SimpleShell>
  );
}
