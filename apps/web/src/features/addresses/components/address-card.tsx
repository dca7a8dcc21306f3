import type { AddressSummary } from '@app/contracts/auth';
import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCreditCard, IconMapPin, IconQrcode, IconSettings } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DangerConfirmModal } from '@/components/ui/danger-confirm-modal';
import { QrCodeModal } from '@/components/ui/qr-code-modal';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { browser } from '@/lib/browser';
import { offersQrCode } from '@/lib/current-address';
import { formatNumericDate } from '@/lib/format';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePayAddress } from '../api/pay-address';
import { useStopSubscription } from '../api/stop-subscription';
import { useUpdateAddress } from '@/api/update-address';
import { cardNotice } from './address-rules';
import { DeleteAddressButton } from './delete-address-button';
import { ManageAddressModal } from './manage-address-modal';
import '@/locales/addresses';
import '@/locales/store-switch';
import { useReferenceName } from '@/lib/reference-name';

/**
 * Address card (spec section 2): name, logo, placeName, active switch saved at once, manage and
 * delete modals; no-subscription notice with a pay button, subscription-over notice, and the
 * stop-subscription link while the subscription is active.
 */
export function AddressCard({ address }: { address: AddressSummary }) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const [manageOpened, manage] = useDisclosure(false);
  const [qrOpened, qr] = useDisclosure(false);
  const [active, setActive] = useState(address.active);
  const update = useUpdateAddress();
  const pay = usePayAddress();
  const stopSubscription = useStopSubscription();
  const notice = cardNotice(address);

  useEffect(() => setActive(address.active), [address.active]);

  const toggle = async (next: boolean) => {
    setActive(next); // reflected at once (spec section 4)
    try {
      await update.mutateAsync({ uuid: address.uuid, body: { active: next } });
    } catch {
      setActive(!next);
      notifyError(t('components.address_card.update.error'));
    }
  };

  const goPay = async () => {
    try {
      const { url } = await pay.mutateAsync(address.uuid);
      browser.assign(url);
    } catch (error) {
      // 409: the address is already subscribed (decision 074).
      notifyError(
        isHttpError(error) && error.status === 409 ? errorText(t, error, t('common.errors.payment_link')) : t('common.errors.payment_link'),
      );
    }
  };

  const confirmStop = async (close: () => void) => {
    try {
      await stopSubscription.mutateAsync(address.uuid);
      close();
      notifySuccess(t('components.address_card.stop_subscription.success'));
    } catch {
      notifyError(t('components.address_card.stop_subscription.error'));
    }
  };
  const stop = useConfirmation({
    mutation: stopSubscription,
    title: t('components.address_card.stop_subscription.title'),
    confirmLabel: t('components.address_card.stop_subscription.confirm'),
    testId: 'stop-subscription',
    onConfirm: (close) => void confirmStop(close),
  });

  return (
    <Card withBorder radius="md" p="lg" data-testid="address-card" data-address-uuid={address.uuid}>
      <Stack gap="md" h="100%">
        {/* On a phone the switch goes under the name and place rather than squeezing them (issue 29). */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Avatar src={address.logo} size={56} radius="md" color="brand" data-testid="address-card-logo">
              {address.name.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" lineClamp={2} lh={1.25} data-testid="address-card-name">
                {address.name}
              </Text>
              {address.isParent ? (
                <Badge size="sm" variant="light" w="fit-content">
                  {t('components.store_switch.parent')}
                </Badge>
              ) : null}
              <Group gap={4} wrap="nowrap" align="flex-start">
                <IconMapPin size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 3 }} />
                <Text size="sm" c="dimmed" lineClamp={2} data-testid="address-card-place">
                  {address.content?.placeName ?? t('components.address_card.no_place')}
                </Text>
              </Group>
              {address.activitySector ? (
                <Text size="xs" c="dimmed">
                  {referenceName(address.activitySector.name)}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Tooltip label={t(active ? 'components.address_card.active_hint' : 'components.address_card.inactive_hint')} withArrow>
            <Switch
              checked={active}
              onChange={(e) => void toggle(e.currentTarget.checked)}
              label={t('components.address_card.active')}
              labelPosition="left"
              data-testid="address-card-active"
            />
          </Tooltip>
        </Group>

        {notice === 'no_subscription' ? (
          <Alert color="accent" variant="light" icon={<IconCreditCard size={18} />} data-testid="address-card-no-subscription">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('components.address_card.no_subscription')}</Text>
              <Button size="xs" color="accent" loading={pay.isPending} onClick={() => void goPay()} data-testid="address-card-pay">
                {t('components.address_card.pay')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {notice === 'subscription_over' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="address-card-subscription-over">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('components.store_switch.subscription_over')}</Text>
              <Button size="xs" color="red" variant="light" loading={pay.isPending} onClick={() => void goPay()}>
                {t('components.address_card.renew')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {notice === 'active' && address.subscription ? (
          <Group gap="xs" justify="space-between">
            <Badge color="brand" variant="light">
              {address.subscription.cancelAtPeriodEnd && address.subscription.currentPeriodEnd
                ? t('components.address_card.ends_on', { date: formatNumericDate(address.subscription.currentPeriodEnd) })
                : t('components.address_card.subscription_active')}
            </Badge>
            {!address.subscription.cancelAtPeriodEnd ? (
              <Anchor
                component="button"
                type="button"
                size="xs"
                c="dimmed"
                onClick={stop.open}
                data-testid="address-card-stop-subscription"
              >
                {t('components.address_card.stop_subscription.link')}
              </Anchor>
            ) : null}
          </Group>
        ) : null}

        <Group gap="xs" mt="auto">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSettings size={14} />}
            onClick={manage.open}
            data-testid="address-card-manage"
          >
            {t('components.address_card.manage')}
          </Button>
          {offersQrCode(address) ? (
            <Button size="xs" variant="default" leftSection={<IconQrcode size={14} />} onClick={qr.open} data-testid="address-card-qr">
              {t('components.address_card.qr_code')}
            </Button>
          ) : null}
          {!address.isParent && address.childrenLength === 0 ? <DeleteAddressButton address={address} /> : null}
        </Group>
      </Stack>
      <ManageAddressModal address={address} opened={manageOpened} onClose={manage.close} />
      {qrOpened ? <QrCodeModal opened={qrOpened} onClose={qr.close} address={address} /> : null}
      <DangerConfirmModal {...stop.modalProps}>{t('components.address_card.stop_subscription.text')}</DangerConfirmModal>
    </Card>
  );
}
