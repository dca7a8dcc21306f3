import { SITE_PATHS } from '@app/contracts/routes';
import { ActionIcon, Anchor, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SimpleShell } from '@/components/ui/simple-shell';
import { StepProgress } from '@/components/ui/step-progress';
import '@/locales/registration';

interface RegisterFrameProps {
  title: string;
  subtitle?: string;
  /** Step and total of the progress bar; none on pages outside the steps. */
  step?: { current: number; total: number };
  /** Back arrow: an application path, or a site page (full load) with `external`. */
  back?: { to: string; external?: boolean };
  children: ReactNode;
  /** Wider cards for the offer and summary steps. */
  size?: number;
  testId?: string;
}

/**
 * Frame of the registration pages: header with the logo, progress bar, back arrow (to the site
 * root on step 1, else the previous step), the step's card, footer with year and legal links.
 */
export function RegisterFrame({ title, subtitle, step, back, children, size = 880, testId }: RegisterFrameProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.document_title', { page: title });
  }, [t, title]);
  const arrowProps = {
    variant: 'light',
    size: 'lg',
    radius: 'xl',
    'aria-label': t('views.register.back'),
    'data-testid': 'register-back',
    children: <IconArrowLeft size={18} />,
  } as const;
  const arrow = back ? (
    <Tooltip label={t('views.register.back')}>
      {back.external ? (
        <ActionIcon component="a" href={back.to} {...arrowProps} />
      ) : (
        <ActionIcon component={Link} to={back.to} {...arrowProps} />
      )}
    </Tooltip>
  ) : null;
  return (
    <SimpleShell
      size={size}
      headerRight={
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {t('views.register.secure')}
        </Text>
      }
    >
      <Stack gap="lg" data-testid={testId}>
        {step ? <StepProgress step={step.current} total={step.total} /> : null}
        <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
          <Stack gap="xl">
            <Group gap="md" wrap="nowrap" align="flex-start">
              {arrow}
              <Stack gap={4}>
                <Title order={1} fz={{ base: 24, sm: 28 }} data-testid="page-title">
                  {title}
                </Title>
                {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
              </Stack>
            </Group>
            {children}
          </Stack>
        </Card>
      </Stack>
    </SimpleShell>
  );
}

/** Link to the site root, where step 1's back arrow leads. */
export const SITE_ROOT = SITE_PATHS.home;

/** Plain link styled like the rest, for the terms and contract links. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" inherit>
      {children}
    </Anchor>
  );
}
