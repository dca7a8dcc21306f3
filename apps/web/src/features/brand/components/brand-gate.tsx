import { PREMIUM_OFFER_QUERY } from '@app/contracts/routes';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCrown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
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

/** No brand page on this plan: what it takes, and the way to it (the premium offer), never a dead end (decision 143). */
function BrandUpgrade() {
  const { t } = useTranslation();
  return (
    <Alert color="accent" icon={<IconCrown size={18} />} data-testid="brand-unavailable">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('components.brand_page.unavailable')}</Text>
        {/* The layout opens the premium offer, as from its menu. */}
        <LinkButton to={`?${PREMIUM_OFFER_QUERY}=1`} color="accent" leftSection={<IconCrown size={16} />} data-testid="brand-upgrade">
          {t('components.brand_page.upgrade')}
        </LinkButton>
      </Stack>
    </Alert>
  );
}

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
  if (!allowed) return <BrandUpgrade />;
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
