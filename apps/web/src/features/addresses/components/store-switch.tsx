import type { AddressSummary, Recruiter } from '@app/contracts/auth';
import { APP_PATHS } from '@app/contracts/routes';
import { ActionIcon, Avatar, Group, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconQrcode, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { lazyModal } from '@/components/ui/lazy-modal';
import { notifySuccess } from '@/lib/notify';
import { currentAddressOf, isSubscriptionOver, offersQrCode, setCurrentAddress, useCurrentAddress } from '@/lib/current-address';
import { canOpenStoreSwitch, isSwitchablePage } from './address-rules';
import '@/locales/store-switch';

/** Opened on demand: their code loads when they open (decision 085). */
const StoreSwitchModal = lazyModal(() => import('./store-switch-modal').then((m) => m.StoreSwitchModal));
const QrCodeModal = lazyModal(() => import('@/components/ui/qr-code-modal').then((m) => m.QrCodeModal));

/** The address chosen when none is current (spec section 4): kept for callers of the placeholder. */
export const defaultAddress = (recruiter: Pick<Recruiter, 'uuid' | 'addresses'>): AddressSummary | undefined =>
  currentAddressOf(recruiter, null);

/**
 * The site's place once (issue 29: 'Lyon · 12 rue X, 69002 Lyon' named the town twice): its
 * address line, which holds the town, else the place's name.
 */
const placeLine = (content: AddressSummary['content']): string => (content ? content.description || content.featureName : '');

/** Second line of the card: 'subscription is over', the 'parent' label, or the place. */
function AddressLine({ address }: { address: AddressSummary }) {
  const { t } = useTranslation();
  const over = isSubscriptionOver(address);
  const line = over
    ? t('components.store_switch.subscription_over')
    : address.isParent
      ? t('components.store_switch.parent')
      : placeLine(address.content);
  // Cut to the card's width on narrow headers: the whole line stays in its title.
  return (
    <Text size="xs" c={over ? 'red.7' : 'dimmed'} truncate maw={280} title={line} data-testid="store-switch-detail">
      {line}
    </Text>
  );
}

/**
 * Store switch of the header (spec sections 2, 4 and 6): the current address card; when the
 * current address is a parent or there are several addresses, a click opens the switch modal (on
 * every page, decision 143). Beside it, the QR-code modal when the address has an active subscription or is
 * premium.
 */
export function StoreSwitch({ recruiter }: { recruiter: Recruiter }) {
  const { t } = useTranslation();
  const address = useCurrentAddress();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  const [qrOpened, qr] = useDisclosure(false);
  const [params] = useSearchParams();
  const wanted = params.get('address');

  // The recruiter QR code opens `/app/dashboard?address={uuid}` (docs/decisions/012): select it.
  useEffect(() => {
    if (wanted && recruiter.addresses.some((a) => a.uuid === wanted)) setCurrentAddress(recruiter.uuid, wanted);
  }, [wanted, recruiter.addresses, recruiter.uuid]);

  if (!address) return null;
  const openable = canOpenStoreSwitch(address, recruiter.addresses.length);

  const choose = (uuid: string) => {
    setCurrentAddress(recruiter.uuid, uuid);
    modal.close();
    const chosen = recruiter.addresses.find((a) => a.uuid === uuid);
    if (chosen && uuid !== address.uuid) notifySuccess(t('components.store_switch.switched', { name: chosen.name }));
    // Spec section 4: from the account or addresses page, the switch goes to the dashboard.
    if (!isSwitchablePage(pathname)) void navigate(APP_PATHS.dashboard);
  };

  const card = (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={address.logo ?? undefined} radius="md" size={34} color="brand">
        {address.name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate maw={220} data-testid="store-switch-name">
          {address.name}
        </Text>
        <AddressLine address={address} />
      </Stack>
      {openable ? <IconSelector size={16} color="var(--mantine-color-gray-6)" /> : null}
    </Group>
  );

  return (
    // The row never grows wider than its place: at 390 px, in the phone's menu, the QR button went past
    // it and, the menu being slid off to the left, showed half at the page's left edge (walk of 2026-11-29).
    <Group gap={6} wrap="nowrap" maw="100%" data-testid="store-switch-row">
      <UnstyledButton
        data-testid="store-switch"
        data-openable={openable ? 'true' : 'false'}
        px="sm"
        py={6}
        disabled={!openable}
        onClick={openable ? modal.open : undefined}
        style={{
          minWidth: 0,
          borderRadius: 'var(--mantine-radius-md)',
          border: '1px solid var(--mantine-color-gray-3)',
          cursor: openable ? 'pointer' : 'default',
        }}
        aria-haspopup={openable ? 'dialog' : undefined}
      >
        {/* Named by its visible text, after this prefix (WCAG 2.5.3, label in name; decision 094). */}
        <VisuallyHidden>{t('components.store_switch.label')}</VisuallyHidden>
        {card}
      </UnstyledButton>
      {offersQrCode(address, recruiter) ? (
        <Tooltip label={t('components.store_switch.qr_code')} withArrow>
          <ActionIcon
            variant="light"
            size="lg"
            radius="md"
            onClick={qr.open}
            aria-label={t('components.store_switch.qr_code')}
            data-testid="store-switch-qr"
          >
            <IconQrcode size={20} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {opened ? <StoreSwitchModal opened={opened} onClose={modal.close} recruiter={recruiter} current={address} onChoose={choose} /> : null}
      {qrOpened ? <QrCodeModal opened={qrOpened} onClose={qr.close} address={address} /> : null}
    </Group>
  );
}
