import type { AffiliatePosterFormat } from '@app/contracts/affiliates';
import { ActionIcon, Button, Card, Center, CopyButton, Image, Loader, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconFileTypePdf, IconQrcode } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardIntro } from '@/components/ui/card-intro';
import { notifyError } from '@/lib/notify';
import { downloadAffiliatePoster, downloadAffiliateQrCode, useAffiliateQrCode } from '../api/download-affiliate-files';
import '@/locales/affiliates';
import { PosterLanguageNote } from '@/components/ui/poster-language-note';

/** The personal QR code with the poster download buttons (spec section 2, "QR poster download buttons"). */
export function QrPosterCard({ signupUrl }: { signupUrl: string }) {
  const { t } = useTranslation();
  const qr = useAffiliateQrCode();
  const url = useMemo(() => (qr.data ? URL.createObjectURL(qr.data.blob) : null), [qr.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const [busy, setBusy] = useState<AffiliatePosterFormat | 'png' | null>(null);

  const download = async (what: AffiliatePosterFormat | 'png') => {
    setBusy(what);
    try {
      if (what === 'png') await downloadAffiliateQrCode();
      else await downloadAffiliatePoster(what);
    } catch {
      notifyError(t('components.affiliate_qr.error'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="md" p="lg" data-testid="affiliate-qr">
      <CardIntro
        icon={<IconQrcode size={22} stroke={1.6} color="var(--mantine-color-brand-7)" />}
        title={t('components.affiliate_qr.title')}
        text={t('components.affiliate_qr.text')}
      />
      <Center bg="gray.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        {url ? (
          <Image
            src={url}
            w={180}
            h={180}
            alt={t('components.affiliate_qr.alt')}
            style={{ imageRendering: 'pixelated' }}
            data-testid="affiliate-qr-image"
          />
        ) : qr.isError ? (
          <Text size="sm" c="red" h={180} py={80}>
            {t('components.affiliate_qr.load_error')}
          </Text>
        ) : (
          <Center h={180}>
            <Loader size="sm" />
          </Center>
        )}
      </Center>
      <TextInput
        mt="md"
        label={t('components.affiliate_qr.link')}
        value={signupUrl}
        readOnly
        size="xs"
        data-testid="affiliate-signup-url"
        rightSection={
          <CopyButton value={signupUrl}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('components.affiliate_qr.copied') : t('components.affiliate_qr.copy')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'brand' : 'gray'}
                  onClick={copy}
                  aria-label={t('components.affiliate_qr.copy')}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Stack gap="xs" mt="md">
        <Button
          leftSection={<IconFileTypePdf size={18} />}
          loading={busy === 'poster'}
          onClick={() => void download('poster')}
          data-testid="affiliate-download-poster"
        >
          {t('components.affiliate_qr.poster')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileTypePdf size={18} />}
          loading={busy === 'sticker'}
          onClick={() => void download('sticker')}
          data-testid="affiliate-download-sticker"
        >
          {t('components.affiliate_qr.sticker')}
        </Button>
        <PosterLanguageNote testId="affiliate-poster-language" />
        <Button
          variant="subtle"
          leftSection={<IconDownload size={18} />}
          loading={busy === 'png'}
          onClick={() => void download('png')}
          data-testid="affiliate-download-png"
        >
          {t('components.affiliate_qr.png')}
        </Button>
      </Stack>
    </Card>
  );
}
