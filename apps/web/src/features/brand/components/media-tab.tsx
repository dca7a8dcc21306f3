import { updateAddressBodySchema } from '@app/contracts/addresses';
import { videoEmbed } from '@app/contracts/videos';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconTrash, IconVideo } from '@tabler/icons-react';
import { useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentedVideo } from '@/components/ui/consented-video';
import { translateMessage } from '@/lib/errors';
import type { BrandTabProps } from './brand-tab';
import { PictureDropZone } from './picture-drop-zone';
import { SaveButton } from './save-button';
import { useBrandSave } from './use-brand-save';
import { TitledCard } from './titled-card';
import '@/locales/brand';

const PICTURE_FIELDS = ['picture', 'pictureTwo', 'pictureThree'] as const;
type PictureField = (typeof PICTURE_FIELDS)[number];

/** The video link's error key (spec section 5: optional; else a valid video URL), or undefined. */
export const videoLinkError = (link: string): string | undefined => {
  const result = updateAddressBodySchema.safeParse({ youtubeLink: link });
  return result.success ? undefined : result.error.issues[0]?.message;
};

/**
 * Media tab (spec sections 2 and 5): a video link with its preview (YouTube, Vimeo or Dailymotion, each
 * in its privacy-friendly player: `videoEmbed`, decision 123), a button that deletes the video ("delete
 * clears"; saved with the tab), and three pictures, all saved together.
 */
export function MediaTab({ address, onSaved, ref }: BrandTabProps) {
  const { t } = useTranslation();
  const [link, setLink] = useState(address.youtubeLink ?? '');
  const [pictures, setPictures] = useState<Record<PictureField, string | null>>({
    picture: address.picture,
    pictureTwo: address.pictureTwo,
    pictureThree: address.pictureThree,
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const { save } = useBrandSave(address.uuid, 'components.brand_media.save', onSaved);

  const linkError = videoLinkError(link);
  const video = linkError ? null : videoEmbed(link);
  const dirty = link.trim() !== (address.youtubeLink ?? '') || PICTURE_FIELDS.some((f) => pictures[f] !== address[f]);
  const canSave = dirty && !linkError;
  const submit = async (): Promise<boolean> => {
    if (!canSave) return false;
    const result = await save({ youtubeLink: link.trim() === '' ? null : link.trim(), ...pictures });
    setServerErrors(result.ok ? {} : result.fieldErrors);
    return result.ok;
  };
  useImperativeHandle(ref, () => ({ isDirty: () => dirty, canSave: () => canSave, save: submit }));

  return (
    <Stack gap="lg">
      <TitledCard titleGap={4} title={t('components.brand_media.video_title')} hint={t('components.brand_media.video_hint')}>
        <TextInput
          label={t('components.brand_media.video_label')}
          placeholder="https://www.youtube.com/watch?v=…"
          leftSection={<IconVideo size={18} />}
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
          error={translateMessage(t, linkError ?? serverErrors.youtubeLink?.[0])}
          data-testid="brand-video-link"
        />
        {link.trim() !== '' ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            mt="xs"
            style={{ alignSelf: 'flex-start' }}
            leftSection={<IconTrash size={16} />}
            onClick={() => {
              setLink('');
              setServerErrors(({ youtubeLink: _dropped, ...rest }) => rest);
            }}
            data-testid="brand-video-delete"
          >
            {t('components.brand_media.video_delete')}
          </Button>
        ) : null}
        {video ? (
          <ConsentedVideo video={video} title={t('components.brand_media.video_preview')} maw={560} mt="md" testId="brand-video-preview" />
        ) : null}
      </TitledCard>
      <TitledCard titleGap={4} title={t('components.brand_media.pictures_title')} hint={t('components.brand_media.pictures_hint')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {PICTURE_FIELDS.map((field, index) => (
            <PictureDropZone
              key={field}
              label={t('components.brand_media.picture_label', { number: index + 1 })}
              value={pictures[field]}
              onChange={(value) => {
                setPictures((current) => ({ ...current, [field]: value }));
                setServerErrors(({ [field]: _dropped, ...rest }) => rest);
              }}
              error={serverErrors[field]?.[0]}
              testId={`brand-picture-${index + 1}`}
            />
          ))}
        </SimpleGrid>
      </TitledCard>
      <SaveButton disabled={!canSave} onConfirm={submit} testId="brand-media" />
    </Stack>
  );
}
