import type { BusinessUnit } from '@app/contracts/business-units';
import { APP_PATHS } from '@app/contracts/routes';
import { Alert, Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingCommunity } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageTitle } from '@/components/ui/page-title';
import { isPremium, useCurrentRecruiter } from '@/lib/auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteBusinessUnit } from '../api/delete-business-unit';
import { useBusinessUnits } from '../api/get-business-units';
import { BusinessUnitCard } from '../components/business-unit-card';
import { BusinessUnitForm } from '../components/business-unit-form';
import { useCurrentAddress } from '@/lib/current-address';
import { EmptyStateCard } from '@/components/ui/centered-message';
import '@/locales/business-units';
import '@/locales/jobs';

/**
 * /app/business-unit (spec sections 2 and 6): shown to premium or head-hunter accounts with the
 * displayBusinessUnitPage flag; cards with name, job count and delete.
 */
export function BusinessUnitsPage() {
  const { t } = useTranslation();
  const recruiter = useCurrentRecruiter();
  const address = useCurrentAddress();
  const allowed = recruiter.displayBusinessUnitPage && (isPremium(recruiter) || recruiter.headhunter);
  const units = useBusinessUnits(address?.uuid, allowed);
  const remove = useDeleteBusinessUnit();
  const [deleting, setDeleting] = useState<BusinessUnit | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notifySuccess(t('components.business_unit_card.delete_success')),
      onError: () => notifyError(t('components.business_unit_card.delete_error')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <PageTitle
        title={t('pages.businessUnit.title')}
        subtitle={address ? t('components.business_unit_page.subtitle', { name: address.name }) : t('pages.businessUnit.subtitle')}
      />
      {!allowed ? (
        <Alert color="gray" icon={<IconAlertTriangle size={18} />} data-testid="business-units-unavailable">
          {t('components.business_unit_page.unavailable')}{' '}
          <Anchor component={Link} to={APP_PATHS.jobs}>
            {t('navigation.jobs')}
          </Anchor>
        </Alert>
      ) : !address ? (
        <Alert color="gray">{t('components.jobs_page.no_address')}</Alert>
      ) : (
        <Stack gap="lg">
          <Text c="dimmed" size="sm">
            {t('pages.businessUnit.description')}
          </Text>
          <BusinessUnitForm addressId={address.id} />
          {units.isError ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {t('common.errors.fetch_data')}
            </Alert>
          ) : units.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={150} radius="lg" />
              ))}
            </SimpleGrid>
          ) : units.data.length === 0 ? (
            <EmptyStateCard
              testId="business-units-empty"
              card={{ withBorder: true, radius: 'lg', p: 'xl' }}
              gap="xs"
              maw={420}
              icon={IconBuildingCommunity}
              iconColor="grape"
              iconSize={52}
              titleSize="md"
              title={t('components.business_unit_page.empty_title')}
              text={t('components.business_unit_page.empty_text')}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {units.data.map((unit) => (
                <BusinessUnitCard key={unit.id} unit={unit} onDelete={() => setDeleting(unit)} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('components.business_unit_card.delete_modal.title')}
        confirmLabel={t('common.delete')}
        color="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="delete-business-unit"
      >
        {t('components.business_unit_card.delete_modal.text', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </>
  );
}
