import { withVat } from '@app/contracts/catalogue';
import { priceMonths } from '@app/contracts/products';
import { APP_PATHS, SITE_PATHS } from '@app/contracts/routes';
import { Badge, Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isPremium, useProfile } from '@/lib/auth';
import { browser } from '@/lib/browser';
import { formatPrice } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useCreatePremiumCheckout } from '../api/create-premium-checkout';
import { useProducts } from '@/api/get-products';
import { CheckList } from '@/components/ui/check-list';
import { LinkButton } from '@/components/ui/link-button';
import '@/locales/orders';

interface PremiumPopupProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Premium popup of the recruiter layout. Head-hunters get the premium head-hunter offer (spec
 * section 1: unlimited free recruiting and the employer-brand page, 100 euros excl. tax a month
 * billed annually: the month, the year excl. and incl. VAT, from the products the checkout charges); its button opens the hosted checkout, and on
 * failure shows 'Erreur lors de la création de la session de paiement' and comes back. Other
 * recruiters get the multi-address premium offer, set up with the team (contact form).
 * The layout loads it when it first opens (decision 085); the way back from a checkout is the
 * layout's (`useCheckoutReturn`).
 */
export function PremiumPopup({ opened, onClose }: PremiumPopupProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  const headhunter = profile.data?.recruiter.headhunter ?? false;
  // A premium recruiter is told what it has, not asked to become premium (issue 11, item 7).
  const alreadyPremium = !headhunter && profile.data !== undefined && isPremium(profile.data.recruiter);
  const products = useProducts(opened && headhunter);
  const checkout = useCreatePremiumCheckout();
  const premium = products.data?.find((p) => p.code === 'premium_headhunter')?.prices[0];
  // A month and a year of the price the checkout charges (the API's products, seeded from the catalogue, decision 122).
  const months = premium ? (priceMonths(premium) ?? 1) : 1;
  const monthly = premium ? formatPrice(Math.round(premium.unitAmount / months)) : null;
  const year = premium ? Math.round((premium.unitAmount / months) * 12) : 0;
  const subscribe = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => browser.assign(url),
      onError: () => notifyError(t('components.premium_popup.checkout_error')),
    });
  return (
    <Modal opened={opened} onClose={onClose} size="lg" data-testid="premium-popup" withCloseButton title={null}>
      <Stack gap="lg" px={{ base: 0, sm: 'md' }} pb="md">
        <ThemeIcon size={64} radius="xl" color="accent.6" variant="light">
          {headhunter ? <IconCrown size={34} stroke={1.6} /> : <IconBuildingSkyscraper size={34} stroke={1.6} />}
        </ThemeIcon>
        <Stack gap={6}>
          <Badge color="accent" variant="light" w="fit-content">
            {headhunter ? t('components.premium_popup.badge') : t('components.premium_popup.recruiter_badge')}
          </Badge>
          <Title order={2} data-testid="premium-popup-title">
            {headhunter
              ? t('components.premium_popup.title')
              : alreadyPremium
                ? t('components.premium_popup.active_title')
                : t('components.premium_popup.recruiter_title')}
          </Title>
          <Text c="dimmed">
            {headhunter
              ? t('components.premium_popup.text')
              : alreadyPremium
                ? t('components.premium_popup.active_text')
                : t('components.premium_popup.recruiter_text')}
          </Text>
        </Stack>
        <CheckList
          items={
            headhunter
              ? [
                  t('components.premium_popup.benefit_recruiting'),
                  t('components.premium_popup.benefit_brand'),
                  t('components.premium_popup.benefit_app'),
                ]
              : [
                  t('components.premium_popup.recruiter_benefit_addresses'),
                  t('components.premium_popup.recruiter_benefit_resumes'),
                  t('components.premium_popup.benefit_brand'),
                ]
          }
        />
        {headhunter ? (
          <>
            {monthly ? (
              <Text fw={700} fz={22} c="brand.8" data-testid="premium-popup-price">
                {t('components.premium_popup.price', { amount: monthly })}
              </Text>
            ) : null}
            {premium ? (
              <Text size="sm" c="dimmed" data-testid="premium-popup-billing">
                {t('components.premium_popup.billing', { year: formatPrice(year), yearTtc: formatPrice(withVat(year)) })}
              </Text>
            ) : null}
            <Button size="md" color="accent.7" loading={checkout.isPending} onClick={subscribe} data-testid="premium-popup-subscribe">
              {t('components.premium_popup.subscribe')}
            </Button>
          </>
        ) : alreadyPremium ? (
          // One way to add a site (decision 121): the new-address form, paid online like every site.
          <LinkButton to={APP_PATHS.addNewAddress} size="md" color="accent.7" onClick={onClose} data-testid="premium-popup-add-address">
            {t('components.premium_popup.add_address')}
          </LinkButton>
        ) : (
          <Button size="md" color="accent.7" component="a" href={SITE_PATHS.contact} data-testid="premium-popup-contact">
            {t('components.premium_popup.contact')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
