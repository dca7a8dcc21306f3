import { Button, CopyButton, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyLinkFieldProps {
  url: string;
  /** The field's visible label and hint, or its accessible name when the card already titles it. */
  label?: string;
  description?: string;
  ariaLabel?: string;
  copyLabel: string;
  copiedLabel: string;
  fieldTestId: string;
  buttonTestId: string;
}

/** A link to share: read-only (selected on focus), with a button that copies it and says so. */
export function CopyLinkField({
  url,
  label,
  description,
  ariaLabel,
  copyLabel,
  copiedLabel,
  fieldTestId,
  buttonTestId,
}: CopyLinkFieldProps) {
  return (
    <Stack gap="xs" w="100%">
      <TextInput
        label={label}
        description={description}
        aria-label={ariaLabel}
        value={url}
        readOnly
        size="sm"
        onFocus={(event) => event.currentTarget.select()}
        data-testid={fieldTestId}
      />
      <CopyButton value={url} timeout={2500}>
        {({ copied, copy }) => (
          <Button
            onClick={copy}
            color={copied ? 'teal' : 'brand'}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            data-testid={buttonTestId}
            fullWidth
          >
            {copied ? copiedLabel : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
