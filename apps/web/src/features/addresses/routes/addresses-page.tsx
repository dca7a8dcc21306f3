import { APP_PATHS } from '@app/contracts/routes';
import { Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { PageTitle } from '@/components/ui/page-title';
import { LinkButton } from '@/components/ui/link-button';
import { useCurrentProfile } from '@/lib/auth';
import { useCurrentAddress } from '@/lib/current-address';
import type { PagePrefetch } from '@/lib/page-prefetch';
import { addressesQueryOptions, useAddresses } from '../api/get-addresses';
import { parentAddressQueryOptions, useParentAddress } from '../api/get-parent-address';
import { AddressCard } from '../components/address-card';
import { AskAddressForm } from '../components/ask-address-form';
import { ContactUsCard } from '../components/contact-us-card';
import '@/locales/addresses';

/** The page's first calls: the first page of addresses (no search) and the parent address. */
export const prefetch: PagePrefetch = async (queryClient) => {
  await Promise.all([queryClient.prefetchQuery(addressesQueryOptions(1, '')), queryClient.prefetchQuery(parentAddressQueryOptions())]);
};

/** /app/addresses (spec section 2): the account's address cards, the ask-address form and the contact-us card. */
export function AddressesPage() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const current = useCurrentAddress();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const list = useAddresses(page, debounced);
  const parent = useParentAddress();
  const [askOpened, ask] = useDisclosure(false);
  const parentUuid = parent.data?.recruiter_uuid === profile.recruiter.uuid ? parent.data.uuid : current?.uuid;

  return (
    <>
      <PageTitle
        title={t('pages.addresses.title')}
        subtitle={t('pages.addresses.subtitle')}
        actions={
          <>
            {parentUuid ? (
              <Button variant="default" leftSection={<IconSend size={16} />} onClick={ask.open} data-testid="open-ask-address">
                {t('views.addresses.ask')}
              </Button>
            ) : null}
            <LinkButton to={APP_PATHS.addNewAddress} leftSection={<IconPlus size={16} />} data-testid="add-address">
              {t('views.addresses.add')}
            </LinkButton>
          </>
        }
      />
      <Stack gap="lg">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('views.addresses.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={420}
          data-testid="addresses-search"
        />
        {list.isPending ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Skeleton h={180} radius="md" />
            <Skeleton h={180} radius="md" />
          </SimpleGrid>
        ) : list.isError ? (
          <FetchErrorAlert />
        ) : list.data.results.length === 0 ? (
          <Text c="dimmed" data-testid="addresses-empty">
            {t('views.addresses.empty')}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="addresses-list">
              {list.data.results.map((address) => (
                <AddressCard key={address.uuid} address={address} />
              ))}
            </SimpleGrid>
            {list.data.totalPages > 1 ? (
              <Group justify="center" gap="sm">
                <Button
                  variant="default"
                  disabled={list.data.previousPageNumber === null}
                  onClick={() => setPage(list.data.previousPageNumber ?? 1)}
                >
                  {t('common.previous')}
                </Button>
                <Text size="sm" c="dimmed">
                  {t('views.addresses.page_of', { page, total: list.data.totalPages })}
                </Text>
                <Button
                  variant="default"
                  disabled={list.data.nextPageNumber === null}
                  onClick={() => setPage(list.data.nextPageNumber ?? page)}
                >
                  {t('common.next')}
                </Button>
              </Group>
            ) : null}
          </>
        )}
        <ContactUsCard onAsk={parentUuid ? ask.open : undefined} />
      </Stack>
      <Modal
        opened={askOpened}
        onClose={ask.close}
        title={<Text fw={700}>{t('components.ask_address_form.title')}</Text>}
        size="lg"
        data-testid="ask-address-modal"
      >
        {askOpened && parentUuid ? <AskAddressForm parentUuid={parentUuid} defaultEmail={profile.email} onDone={ask.close} /> : null}
      </Modal>
    </>
  );
}
