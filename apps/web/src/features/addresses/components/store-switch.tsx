import type { AddressSummary, Recruiter } from '@app/contracts/auth';
import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The address chosen when none is current: the recruiter's own address, otherwise the first
 * (spec section 4, "Address loading").
 */
export const defaultAddress = (recruiter: Pick<Recruiter, 'uuid' | 'addresses'>): AddressSummary | undefined =>
  recruiter.addresses.find((address) => address.recruiter_uuid === recruiter.uuid) ?? recruiter.addresses[0];

/**
 * Store switch of the header (spec section 2, "Store switch").
 * PLACEHOLDER: shows the current address card only; the switch modal (filter, pagination,
 * access/pay rows) comes with the addresses feature.
 */
export function StoreSwitch({ recruiter }: { recruiter: Recruiter }) {
  const { t } = useTranslation();
  const address = defaultAddress(recruiter);
  if (!address) return null;
  const subscriptionOver = !address.premium && address.subscription !== null && address.subscription.status !== 'active';
  return (
    <UnstyledButton
      data-testid="store-switch"
      px="sm"
      py={6}
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
      aria-label={t('components.store_switch.label')}
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar src={address.logo ?? undefined} radius="md" size={34} color="brand">
          {address.name.charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate maw={200}>
            {address.name}
          </Text>
          <Text size="xs" c={subscriptionOver ? 'red.7' : 'dimmed'} truncate maw={200}>
            {subscriptionOver
              ? t('components.store_switch.subscription_over')
              : address.isParent
                ? t('components.store_switch.parent')
                : (address.content?.placeName ?? '')}
          </Text>
        </Stack>
        <IconSelector size={16} color="var(--mantine-color-gray-6)" />
      </Group>
    </UnstyledButton>
  );
}
