import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRecruiter } from '@/lib/auth';
import { useCurrentAddress } from '@/lib/current-address';
import { useBrandAddress } from '../api/get-brand-address';
import { hasBrandPage } from './brand-access';
import '@/locales/brand';
import '@/locales/jobs';

/** The current address and its brand fields, read only when the recruiter's plan has a brand page (spec section 6). */
export function useCurrentBrand() {
  const recruiter = useCurrentRecruiter();
  const current = useCurrentAddress();
  const allowed = hasBrandPage(recruiter);
  const address = useBrandAddress(current?.uuid, allowed);
  return { current, allowed, address };
}

type CurrentBrand = ReturnType<typeof useCurrentBrand>;

/**
 * What the brand pages show instead of their content: no brand page on this plan, no current
 * address, or the address could not be read; otherwise the content, given the current address.
 */
export function BrandGate({
  brand,
  children,
}: {
  brand: CurrentBrand;
  children: (current: NonNullable<CurrentBrand['current']>) => ReactNode;
}) {
  const { t } = useTranslation();
  const { current, allowed, address } = brand;
  if (!allowed) {
    return (
      <Alert color="gray" icon={<IconAlertTriangle size={18} />} data-testid="brand-unavailable">
        {t('components.brand_page.unavailable')}
      </Alert>
    );
  }
  if (!current) return <Alert color="gray">{t('components.jobs_page.no_address')}</Alert>;
  if (address.isError && !address.data) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="brand-load-error">
        {t('common.errors.fetch_data')}
      </Alert>
    );
  }
  return children(current);
}
