import { APP_PATHS } from '@app/contracts/routes';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPinPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleShell } from '@/components/ui/simple-shell';
import { LinkButton } from '@/components/ui/link-button';
import { NewAddressForm } from '../components/new-address-form';
import '@/locales/addresses';

/**
 * /app/addresses/add (AddNewAddress): an authenticated page without layout (spec section 2), open
 * to users the reset guard holds back, where a recruiter adds an address and pays its subscription.
 * The addresses page's "Ajouter une adresse" button and the reset screen lead here.
 */
export function AddNewAddressPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.document_title', { page: t('pages.AddNewAddress.title') });
  }, [t]);
  return (
    <SimpleShell
      size={1080}
      headerRight={
        <LinkButton
          to={APP_PATHS.addresses}
          variant="subtle"
          color="gray"
          leftSection={<IconArrowLeft size={16} />}
          data-testid="add-new-address-back"
        >
          {t('views.addresses.new_address_form.back')}
        </LinkButton>
      }
    >
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs" data-testid="add-new-address-page">
        <Stack gap="xl">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={56} radius="xl" variant="light" visibleFrom="xs">
              <IconMapPinPlus size={28} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={1} fz={{ base: 24, sm: 28 }} data-testid="page-title">
                {t('pages.AddNewAddress.title')}
              </Title>
              <Text fw={600} c="brand.8">
                {t('pages.AddNewAddress.subtitle')}
              </Text>
              <Text c="dimmed" size="sm">
                {t('pages.AddNewAddress.description')}
              </Text>
            </Stack>
          </Group>
          <NewAddressForm />
        </Stack>
      </Card>
    </SimpleShell>
  );
}
