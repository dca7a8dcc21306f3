import type { QrCodeType } from '@app/contracts/qr-codes';
import { Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QrCodeImage } from '@/components/ui/qr-code-image';
import { QrCodeModal } from '@/components/ui/qr-code-modal';
import { useQrCodeActions } from '@/components/ui/use-qr-code-actions';
import '@/locales/shared';

/** One QR code of the address (candidate or recruiter): preview (opens the QR modal), download, print in a hidden frame. */
export function QrCodeCard({ address, type }: { address: { uuid: string; name: string }; type: QrCodeType }) {
  const { t } = useTranslation();
  const { busy, run } = useQrCodeActions(address, type);
  const [opened, modal] = useDisclosure(false);
  return (
    <Card withBorder radius="md" p="lg" data-testid={`qr-card-${type}`}>
      <Stack align="center" gap="sm">
        <Title order={3} fz="lg" ta="center">
          {t(`components.qrcode.title_${type}`)}
        </Title>
        <Text size="sm" c="dimmed" ta="center" maw={320} mih={66}>
          {t(`components.qrcode.hint_${type}`)}
        </Text>
        <UnstyledButton onClick={modal.open} aria-label={t('components.qrcode.enlarge')} data-testid={`qr-card-${type}-open`}>
          <QrCodeImage uuid={address.uuid} type={type} size={200} testId={`qr-image-${type}`} />
        </UnstyledButton>
        <Group gap="xs" justify="center">
          <Button
            size="xs"
            leftSection={<IconDownload size={16} />}
            loading={busy === 'download'}
            onClick={() => void run('download')}
            data-testid={`qr-download-${type}`}
          >
            {t('components.qrcode.download')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={16} />}
            loading={busy === 'print'}
            onClick={() => void run('print')}
            data-testid={`qr-print-${type}`}
          >
            {t('components.qrcode.print')}
          </Button>
        </Group>
      </Stack>
      {opened ? <QrCodeModal opened={opened} onClose={modal.close} address={address} showPageLink={false} /> : null}
    </Card>
  );
}
