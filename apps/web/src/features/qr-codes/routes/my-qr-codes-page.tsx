import { Alert, Button, Card, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { useCurrentProfile } from '@/lib/auth';
import { offersQrCode, useCurrentAddress } from '@/lib/current-address';
import { notifyError } from '@/lib/notify';
import { downloadPoster } from '@/lib/qr-codes';
import { OrderStickerCard } from '../components/order-sticker-card';
import { QrCodeCard } from '../components/qr-code-card';
import { QrCodeContactForm } from '../components/qr-code-contact-form';
import { IconHeading } from '@/components/ui/icon-heading';
import '@/locales/qr-codes';
import '@/locales/shared';
import { PosterLanguageNote } from '@/components/ui/poster-language-note';

/**
 * /app/my-qr-codes (spec section 2): the candidate and recruiter codes of the current address (for a
 * premium child, the API answers its parent's code: spec section 6), the A4 poster, the sticker
 * order and the contact form about QR codes.
 */
export function MyQrCodesPage() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const address = useCurrentAddress();
  const [posterBusy, setPosterBusy] = useState(false);
  const poster = async () => {
    if (!address) return;
    setPosterBusy(true);
    try {
      await downloadPoster(address.uuid);
    } catch {
      notifyError(t('components.qrcode.download_error'));
    } finally {
      setPosterBusy(false);
    }
  };
  return (
    <>
      <PageTitle title={t('pages.myQrCodes.title')} subtitle={t('pages.myQrCodes.subtitle')} />
      {!address ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {t('views.my_qr_codes.no_address')}
        </Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              {!offersQrCode(address, profile.recruiter) ? (
                <Alert color="accent" variant="light" icon={<IconInfoCircle size={18} />} data-testid="my-qr-codes-no-subscription">
                  {/* A head-hunter has no Addresses page: it is told what its candidates' QR code gives instead. */}
                  {profile.recruiter.headhunter ? t('views.my_qr_codes.headhunter_no_premium') : t('views.my_qr_codes.no_subscription')}
                </Alert>
              ) : null}
              <Text size="sm" c="dimmed">
                {t('views.my_qr_codes.for_address', { name: address.name })}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <QrCodeCard address={address} type="candidate" />
                <QrCodeCard address={address} type="recruiter" />
              </SimpleGrid>
              <Card withBorder radius="md" p="lg">
                <Group justify="space-between" wrap="wrap" gap="md">
                  <IconHeading
                    icon={IconFileTypePdf}
                    badge={{ size: 44, radius: 'md', variant: 'light', color: 'red', glyph: 24 }}
                    title={t('views.my_qr_codes.poster_title')}
                    text={t('views.my_qr_codes.poster_text')}
                  />
                  <Button variant="light" loading={posterBusy} onClick={() => void poster()} data-testid="qr-poster-download">
                    {t('views.my_qr_codes.poster_download')}
                  </Button>
                </Group>
                <PosterLanguageNote testId="qr-poster-language" />
              </Card>
              <QrCodeContactForm defaultEmail={profile.email} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <OrderStickerCard addressUuid={address.uuid} />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
