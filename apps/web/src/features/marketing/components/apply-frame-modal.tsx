import { APPLY_FRAME_QUERY, isApplyFrameMessage, type ApplyFrameMessage } from '@app/contracts/apply';
import { APP_PATHS, appUrl } from '@app/contracts/routes';
import { Box, Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMoodEmpty } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/marketing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/?candidature=<address uuid>`: the address's apply page in a frame over the site. The frame's
 * message (spec section 2) then opens the application modal ("candidature envoyée") or the
 * not-found modal. Only messages from a frame of this origin are heard.
 */
export function ApplyFrameModal({ search }: { search?: string }) {
  const { t } = useTranslation();
  // Pre-rendered without a query; the page's script hydrates it only when the query names an address.
  const requested = new URLSearchParams(search ?? (typeof window === 'undefined' ? '' : window.location.search)).get(APPLY_FRAME_QUERY);
  const uuid = requested && UUID.test(requested) ? requested : null;
  const [frameOpen, setFrameOpen] = useState(uuid !== null);
  const [outcome, setOutcome] = useState<ApplyFrameMessage | null>(
    requested && !uuid ? { source: 'qrecrute-apply', type: 'not_found' } : null,
  );
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isApplyFrameMessage(event.data)) return;
      setFrameOpen(false);
      setOutcome(event.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  return (
    <>
      <Modal
        opened={frameOpen}
        onClose={() => setFrameOpen(false)}
        size="lg"
        title={t('marketing.apply_frame.title')}
        data-testid="apply-frame-modal"
      >
        {uuid && (
          <Box
            component="iframe"
            src={appUrl(APP_PATHS.addressApply(uuid))}
            title={t('marketing.apply_frame.title')}
            w="100%"
            h={640}
            style={{ border: 0 }}
            data-testid="apply-frame"
          />
        )}
      </Modal>
      <Modal opened={outcome !== null} onClose={() => setOutcome(null)} centered withCloseButton={false}>
        {outcome && (
          <Stack align="center" ta="center" gap="md" py="md" data-testid={`apply-frame-${outcome.type}`}>
            <ThemeIcon size={64} radius="xl" variant="light" color={outcome.type === 'applied' ? 'teal' : 'gray'}>
              {outcome.type === 'applied' ? <IconCircleCheck size={36} /> : <IconMoodEmpty size={36} />}
            </ThemeIcon>
            <Title order={2} fz="h3">
              {outcome.type === 'applied'
                ? t('marketing.apply_frame.applied_title', { firstName: outcome.firstName })
                : t('marketing.apply_frame.not_found_title')}
            </Title>
            <Text c="dimmed">
              {outcome.type === 'applied' ? t('marketing.apply_frame.applied_text') : t('marketing.apply_frame.not_found_text')}
            </Text>
            <Button onClick={() => setOutcome(null)} data-testid="apply-frame-close">
              {t('marketing.apply_frame.close')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
