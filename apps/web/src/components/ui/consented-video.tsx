import type { VideoEmbed, VideoHost } from '@app/contracts/videos';
import { AspectRatio, Button, Center, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveConsent, useConsent } from '@/lib/consent';

/**
 * A video (YouTube, Vimeo or Dailymotion player), embedded only once the visitor allowed videos (decision 089); before that, a
 * placeholder says why and offers to allow them. Nothing is loaded from the video site until then.
 */
const SITE_NAMES: Record<VideoHost, string> = { youtube: 'YouTube', vimeo: 'Vimeo', dailymotion: 'Dailymotion' };

export function ConsentedVideo({
  video,
  title,
  testId,
  maw,
  mt,
}: {
  video: VideoEmbed;
  title: string;
  testId?: string;
  maw?: number;
  mt?: string;
}) {
  const { t } = useTranslation();
  const { choice } = useConsent();
  return (
    <AspectRatio ratio={16 / 9} maw={maw} mt={mt}>
      {choice?.videos ? (
        <iframe
          src={video.src}
          title={title}
          style={{ border: 0, borderRadius: 12 }}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid={testId}
        />
      ) : (
        <Center bg="gray.1" style={{ borderRadius: 12 }} data-testid="video-placeholder">
          <Stack align="center" gap="xs" p="md" ta="center">
            <IconVideo size={36} aria-hidden="true" />
            <Text size="sm" maw={360}>
              {t('consent.video_blocked', { site: SITE_NAMES[video.host] })}
            </Text>
            <Button size="xs" variant="default" onClick={() => saveConsent({ videos: true })} data-testid="video-allow">
              {t('consent.video_allow')}
            </Button>
          </Stack>
        </Center>
      )}
    </AspectRatio>
  );
}
