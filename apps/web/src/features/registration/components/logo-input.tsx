import { IMAGE_MAX_BYTES } from '@app/contracts/constants';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/registration';

/** Register-address logo: PNG or JPEG (not SVG here, spec section 5), 2 MB at most, square advised. */
const ACCEPTED = ['image/png', 'image/jpeg'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

export function LogoInput({
  value,
  onChange,
  fallback,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  fallback: string;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setError(t('form.validation.image_file_format_no_svg'));
    if (file.size > IMAGE_MAX_BYTES) return setError(t('form.validation.file_size'));
    setError(null);
    onChange(await readAsDataUrl(file));
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('views.register_step_2.logo')}
      </Text>
      <Group gap="md">
        <Avatar src={value} size={64} radius="md" color="brand">
          {fallback.slice(0, 1).toUpperCase() || <IconPhoto size={24} />}
        </Avatar>
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={(f) => void choose(f)} accept={ACCEPTED.join(',')}>
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconPhoto size={14} />} data-testid="register-logo">
                  {value ? t('views.register_step_2.logo_change') : t('views.register_step_2.logo_choose')}
                </Button>
              )}
            </FileButton>
            {value ? (
              <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => onChange(null)}>
                {t('common.delete')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c={error ? 'red' : 'dimmed'}>
            {error ?? t('views.register_step_2.logo_hint')}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
