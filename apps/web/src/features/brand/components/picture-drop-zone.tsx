import { BRAND_ERRORS } from '@app/contracts/brand';
import { checkImageFile, IMAGE_MIME_TYPES } from '@app/contracts/addresses';
import { V } from '@app/contracts/validation';
import { ActionIcon, Box, Image, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readAsDataUrl } from '@/lib/files';
import '@/locales/brand';

/** The spec's message keys of a refused picture (section 5): format, or size over 2 MB. */
export const pictureProblem = (file: { type: string; size: number }): string | null => {
  const problem = checkImageFile(file);
  if (problem === V.imageFileFormat) return BRAND_ERRORS.pictureFormat;
  if (problem === V.fileSize) return BRAND_ERRORS.pictureSize;
  return null;
};

interface PictureDropZoneProps {
  label: string;
  /** The stored picture's URL, a new one as a data URL (local preview), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** An error sent by the API for this picture (an i18n key). */
  error?: string | undefined;
  testId: string;
}

/**
 * One of the three brand pictures (spec section 2): drop a file or click to choose one; PNG, JPEG
 * or SVG of at most 2 MB; previewed locally and sent only when the tab is saved.
 */
export function PictureDropZone({ label, value, onChange, error, testId }: PictureDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const accept = async (file: File | undefined) => {
    if (!file) return;
    const refused = pictureProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    onChange(await readAsDataUrl(file));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void accept(event.dataTransfer.files[0]);
  };
  const shown = problem ?? error;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Box pos="relative">
        <UnstyledButton
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          w="100%"
          h={190}
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            border: `2px dashed ${shown ? 'var(--mantine-color-red-5)' : over ? 'var(--mantine-color-brand-5)' : 'var(--mantine-color-gray-4)'}`,
            background: over ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-0)',
            overflow: 'hidden',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
          aria-label={t('components.brand_media.drop_text')}
          data-testid={`${testId}-zone`}
        >
          {value ? (
            <Image src={value} alt={label} h="100%" w="100%" fit="cover" data-testid={`${testId}-preview`} />
          ) : (
            <Stack align="center" gap={6} p="md">
              <ThemeIcon variant="light" size={44} radius="xl">
                <IconPhotoPlus size={24} />
              </ThemeIcon>
              <Text size="sm" ta="center">
                {t('components.brand_media.drop_text')}
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                {t('components.brand_media.drop_hint')}
              </Text>
            </Stack>
          )}
        </UnstyledButton>
        {value ? (
          <ActionIcon
            pos="absolute"
            top={8}
            right={8}
            variant="white"
            color="red"
            radius="xl"
            size="lg"
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
            aria-label={t('components.brand_media.remove')}
            data-testid={`${testId}-remove`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        ) : null}
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={[...IMAGE_MIME_TYPES, '.jpg', '.jpeg', '.png', '.svg'].join(',')}
        onChange={(event) => {
          void accept(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
        data-testid={`${testId}-input`}
      />
      {shown ? (
        <Text size="xs" c="red" data-testid={`${testId}-error`}>
          {t(shown as 'components.brand_media.errors.format')}
        </Text>
      ) : null}
    </Stack>
  );
}
