import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCrown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyModal } from '@/components/ui/lazy-modal';
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

/** The premium offer, opened from the gate (its code loads when it opens, decision 085). */
const PremiumPopup = lazyModal(() => import('@/features/orders/components/premium-popup').then((m) => m.PremiumPopup));

/** No brand page on this plan: what it takes, and the way to it (the premium offer), never a dead end (decision 143). */
function BrandUpgrade() {
  const { t } = useTranslation();
  const [opened, popup] = useDisclosure(false);
  return (
    <Alert color="accent" icon={<IconCrown size={18} />} data-testid="brand-unavailable">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('components.brand_page.unavailable')}</Text>
        <Button color="accent" leftSection={<IconCrown size={16} />} onClick={popup.open} data-testid="brand-upgrade">
          {t('components.brand_page.upgrade')}
        </Button>
      </Stack>
      {opened ? <PremiumPopup opened={opened} onClose={popup.close} /> : null}
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
