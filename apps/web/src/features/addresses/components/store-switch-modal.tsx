import type { AddressSummary, Recruiter } from '@app/contracts/auth';
import { APP_PATHS } from '@app/contracts/routes';
import { Avatar, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '@/lib/browser';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { usePayAddress } from '../api/pay-address';
import { useAddresses } from '../api/get-addresses';
import { useParentAddress } from '../api/get-parent-address';
import { rowState, switchableRows } from './address-rules';
import { LinkButton } from '@/components/ui/link-button';
import '@/locales/store-switch';

interface StoreSwitchModalProps {
  opened: boolean;
  onClose: () => void;
  recruiter: Recruiter;
  current: AddressSummary;
  onChoose: (uuid: string) => void;
}

/**
 * Switch modal (spec sections 2 and 6): the parent apart, then the addresses with a subscription
 * or premium and no children, filtered by text, by pages ('Précédent' / 'Suivant'); each row says
 * 'no subscription' or 'subscription is over', or offers Access or Pay; 'manage addresses' below.
 */
export function StoreSwitchModal({ opened, onClose, recruiter, current, onChoose }: StoreSwitchModalProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter, 300);
  const [page, setPage] = useState(1);
  const list = useAddresses(page, debounced);
  const parentQuery = useParentAddress();
  const pay = usePayAddress();
  // Spec section 4: a parent of another account changes nothing; without one, the current address is the parent.
  const parent = parentQuery.data
    ? parentQuery.data.recruiter_uuid === recruiter.uuid
      ? parentQuery.data
      : null
    : parentQuery.isSuccess && current.isParent
      ? current
      : null;
  const rows = switchableRows(list.data?.results ?? [], parent?.uuid ?? null);

  const close = () => {
    setFilter('');
    setPage(1);
    onClose();
  };
  const choose = (uuid: string) => {
    setFilter('');
    setPage(1);
    onChoose(uuid);
  };
  const goPay = async (uuid: string) => {
    try {
      const { url } = await pay.mutateAsync(uuid);
      browser.assign(url);
    } catch (error) {
      // 409: the address is already subscribed (decision 074).
      notifyError(
        isHttpError(error) && error.status === 409 ? errorText(t, error, t('common.errors.payment_link')) : t('common.errors.payment_link'),
      );
    }
  };

  const row = (address: AddressSummary, isParent: boolean) => {
    const state = rowState(address);
    const isCurrent = address.uuid === current.uuid;
    return (
      <Paper
        key={address.uuid}
        withBorder
        radius="md"
        p="sm"
        data-testid={isParent ? 'store-switch-parent' : 'store-switch-row'}
        data-address-uuid={address.uuid}
        bg={isCurrent ? 'var(--mantine-color-brand-0)' : undefined}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={address.logo ?? undefined} radius="md" size={38} color="brand">
              {address.name.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {address.name}
                </Text>
                {isParent ? (
                  <Badge size="xs" variant="light">
                    {t('components.store_switch.parent')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c={state === 'access' ? 'dimmed' : 'red.7'} truncate>
                {state === 'no_subscription'
                  ? t('components.store_switch.no_subscription')
                  : state === 'subscription_over'
                    ? t('components.store_switch.subscription_over')
                    : (address.content?.placeName ?? '')}
              </Text>
            </Stack>
          </Group>
          {isCurrent ? (
            <Badge variant="outline">{t('components.store_switch.current')}</Badge>
          ) : state === 'access' ? (
            <Button size="xs" onClick={() => choose(address.uuid)} data-testid="store-switch-access">
              {t('components.store_switch.access')}
            </Button>
          ) : (
            <Button
              size="xs"
              color="accent"
              loading={pay.isPending && pay.variables === address.uuid}
              onClick={() => void goPay(address.uuid)}
              data-testid="store-switch-pay"
            >
              {t('components.store_switch.pay')}
            </Button>
          )}
        </Group>
      </Paper>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{t('components.store_switch.title')}</Text>}
      size="lg"
      data-testid="store-switch-modal"
    >
      <Stack gap="md">
        {parent ? row(parent, true) : null}
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('components.store_switch.filter')}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
          data-testid="store-switch-filter"
        />
        <Stack gap="xs" mih={120}>
          {list.isPending ? (
            <Group justify="center" py="lg">
              <Loader size="sm" />
            </Group>
          ) : list.isError ? (
            <Text c="red" size="sm">
              {t('common.errors.fetch_data')}
            </Text>
          ) : rows.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="lg">
              {t('components.store_switch.empty')}
            </Text>
          ) : (
            rows.map((a) => row(a, false))
          )}
        </Stack>
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={!list.data?.previousPageNumber}
              onClick={() => setPage(list.data?.previousPageNumber ?? 1)}
              data-testid="store-switch-previous"
            >
              {t('common.previous')}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!list.data?.nextPageNumber}
              onClick={() => setPage(list.data?.nextPageNumber ?? page)}
              data-testid="store-switch-next"
            >
              {t('common.next')}
            </Button>
          </Group>
          <LinkButton
            to={APP_PATHS.addresses}
            variant="light"
            size="xs"
            leftSection={<IconSettings size={14} />}
            onClick={close}
            data-testid="store-switch-manage"
          >
            {t('components.store_switch.manage')}
          </LinkButton>
        </Group>
      </Stack>
    </Modal>
  );
}
