import { checkImageFile, IMAGE_MIME_TYPES } from '@app/contracts/addresses';
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import { readAsDataUrl } from '@/lib/files';
import '@/locales/shared';

interface LogoFieldProps {
  label: string;
  /** The stored logo's URL, a new image as a data URL, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Letter shown when there is no logo. */
  fallback: string;
  /** An error sent by the API for this field (already translated). */
  error?: ReactNode;
  testId?: string;
}

/**
 * Logo upload (spec section 5): PNG, JPEG or SVG, at most 2 MB, square advised. The file is read as
 * a data URL and sent with the form; the API checks it again by content.
 */
export function LogoField({ label, value, onChange, fallback, error, testId = 'logo-field' }: LogoFieldProps) {
  const { t } = useTranslation();
  const [localError, setLocalError] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setLocalError(translateMessage(t, problem) ?? problem);
      return;
    }
    setLocalError(null);
    onChange(await readAsDataUrl(file));
  };
  const shownError = localError ?? error;
  return (
    <Stack gap={6}>
      <Input.Label>{label}</Input.Label>
      <Group gap="md" wrap="nowrap">
        <Avatar src={value} size={72} radius="md" color="brand" data-testid={`${testId}-preview`}>
          {fallback.slice(0, 1).toUpperCase() || <IconPhoto size={24} />}
        </Avatar>
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={(f) => void choose(f)} accept={IMAGE_MIME_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconPhoto size={14} />} data-testid={testId}>
                  {value ? t('components.logo_field.change') : t('components.logo_field.choose')}
                </Button>
              )}
            </FileButton>
            {value ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => onChange(null)}
                data-testid={`${testId}-remove`}
              >
                {t('common.delete')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c={shownError ? 'red' : 'dimmed'} data-testid={`${testId}-message`}>
            {shownError ?? t('components.logo_field.hint')}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
