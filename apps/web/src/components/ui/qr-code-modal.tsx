import { QR_CODE_TYPES, qrCodeUrl, type QrCodeType } from '@app/contracts/qr-codes';
import { APP_PATHS } from '@app/contracts/routes';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyLinkField } from './copy-link-field';
import { QrCodeImage } from './qr-code-image';
import { useQrCodeActions } from './use-qr-code-actions';
import { LinkButton } from './link-button';
import '@/locales/shared';

interface QrCodeModalProps {
  opened: boolean;
  onClose: () => void;
  address: { uuid: string; name: string };
  /** Whether to show the link to the "my QR codes" page. */
  showPageLink?: boolean;
}

/**
 * The address of the page the candidate code opens, to share where no one scans (a mail, a text, a
 * job board): the same address the code holds, read-only, with a copy button.
 */
function ApplyLink({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  return (
    <CopyLinkField
      url={qrCodeUrl(window.location.origin, 'candidate', uuid)}
      label={t('components.qrcode.link_label')}
      description={t('components.qrcode.link_hint')}
      copyLabel={t('components.qrcode.copy')}
      copiedLabel={t('components.qrcode.copied')}
      fieldTestId="qr-code-apply-link"
      buttonTestId="qr-code-copy-link"
    />
  );
}

/** The QR-code modal (spec section 2, store switch): the code, its download and its printing. */
export function QrCodeModal({ opened, onClose, address, showPageLink = true }: QrCodeModalProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<QrCodeType>('candidate');
  const { busy, run } = useQrCodeActions(address, type);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{t('components.qrcode.modal_title', { name: address.name })}</Text>}
      centered
      data-testid="qr-code-modal"
    >
      <Stack align="center" gap="md">
        <SegmentedControl
          value={type}
          onChange={(v) => setType(v as QrCodeType)}
          data={QR_CODE_TYPES.map((value) => ({ value, label: t(`components.qrcode.type_${value}`) }))}
          data-testid="qr-code-type"
        />
        <QrCodeImage uuid={address.uuid} type={type} />
        <Text size="sm" c="dimmed" ta="center" maw={360}>
          {t(`components.qrcode.hint_${type}`)}
        </Text>
        {type === 'candidate' ? <ApplyLink uuid={address.uuid} /> : null}
        <Group gap="sm">
          <Button
            leftSection={<IconDownload size={16} />}
            loading={busy === 'download'}
            onClick={() => void run('download')}
            data-testid="qr-code-download"
          >
            {t('components.qrcode.download')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            loading={busy === 'print'}
            onClick={() => void run('print')}
            data-testid="qr-code-print"
          >
            {t('components.qrcode.print')}
          </Button>
        </Group>
        {showPageLink ? (
          <LinkButton to={APP_PATHS.myQrCodes} variant="subtle" leftSection={<IconQrcode size={16} />} onClick={onClose}>
            {t('components.qrcode.all_codes')}
          </LinkButton>
        ) : null}
      </Stack>
    </Modal>
  );
}
