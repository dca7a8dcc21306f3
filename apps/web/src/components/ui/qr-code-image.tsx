import type { QrCodeType } from '@app/contracts/qr-codes';
import { Center, Image, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQrCode } from '@/lib/qr-codes';
import '@/locales/shared';

/** The small QR code of an address, loaded with the session's bearer token and shown from a blob URL. */
export function QrCodeImage({
  uuid,
  type,
  size = 220,
  testId = 'qr-code-image',
}: {
  uuid: string;
  type: QrCodeType;
  size?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['qr-codes', uuid, type, 'small'],
    queryFn: () => fetchQrCode(uuid, type, true),
    staleTime: 10 * 60_000,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data.blob) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (query.isError) {
    return (
      <Center w={size} h={size}>
        <Text size="sm" c="red" ta="center">
          {t('components.qrcode.load_error')}
        </Text>
      </Center>
    );
  }
  if (!url) {
    return (
      <Center w={size} h={size}>
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Image src={url} w={size} h={size} alt={t('components.qrcode.alt')} data-testid={testId} style={{ imageRendering: 'pixelated' }} />
  );
}
