import { defaultPrice, priceMonths } from '@app/contracts/products';
import { APP_PATHS, CHECKOUT_SESSION_QUERY, REDIRECT_QUERY, SITE_PATHS } from '@app/contracts/routes';
import { Alert, Button, Card, Center, Grid, Group, Loader, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogout, IconMapPin, IconMapPinPlus, IconRocket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { OrderSummaryCard } from '@/components/ui/order-summary-card';
import { SimpleShell } from '@/components/ui/simple-shell';
import { SubscriptionOffers, useDurationTitle } from '@/components/ui/subscription-offers';
import { LinkButton } from '@/components/ui/link-button';
import { afterLoginPath, logout, profileQueryKey, profileQueryOptions, useCurrentProfile } from '@/lib/auth';
import { browser } from '@/lib/browser';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { useCreateAddressPaymentLink } from '@/api/create-address-payment-link';
import { useCreateAffiliateKitPaymentLink } from '../api/create-affiliate-kit-payment-link';
import { useOrderBySession } from '@/api/get-order-by-session';
import { useProducts } from '@/api/get-products';
import { KitExtrasFields } from '../components/kit-extras-fields';
import { KitInfos } from '../components/kit-infos';
import { KitOrderSummary } from '../components/kit-order-summary';
import '@/locales/registration';
import '@/locales/shared';

/**
 * /app/recruiter/reset?redirect=... (Reset): where the reset guard holds a user who has neither
 * paid nor a free pass (spec section 2). Recruiters subscribe their address, affiliates pay their
 * kit; back from the checkout (`checkout_session_id`), the page waits for the payment to be
 * confirmed, reloads the profile and lets the user in.
 */
export function ResetPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profile = useCurrentProfile();
  const [params] = useSearchParams();
  const sessionId = params.get(CHECKOUT_SESSION_QUERY);
  const order = useOrderBySession(sessionId);
  const paid = order.data?.status === 'paid';

  useEffect(() => {
    document.title = t('app.document_title', { page: t('pages.Reset.title') });
  }, [t]);
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: profileQueryKey }).then(async () => {
      const fresh = await queryClient.fetchQuery(profileQueryOptions());
      void navigate(afterLoginPath(params.get(REDIRECT_QUERY), fresh), { replace: true });
    });
  }, [paid, queryClient, navigate, params]);

  return (
    <SimpleShell
      size={1000}
      headerRight={
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout(queryClient, profile.recruiter.affiliate ? SITE_PATHS.affiliation : SITE_PATHS.home)}
          data-testid="reset-logout"
        >
          {t('navigation.logout')}
        </Button>
      }
    >
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs" data-testid="reset-page">
        <Stack gap="xl">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={56} radius="xl" variant="light" color={profile.recruiter.affiliate ? 'accent' : 'brand'}>
              <IconRocket size={28} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={1} fz={{ base: 24, sm: 28 }} data-testid="page-title">
                {t('pages.Reset.title')}
              </Title>
              <Text fw={600} c="brand.8">
                {t('pages.Reset.subtitle', { name: profile.firstName ?? profile.email })}
              </Text>
            </Stack>
          </Group>
          {sessionId && !paid ? (
            <Center py="xl" data-testid="reset-confirming">
              <Stack align="center" gap="sm">
                {order.fetchStatus === 'fetching' || order.isPending ? <Loader /> : null}
                <Text c="dimmed">{order.isError ? t('views.reset.not_found') : t('views.reset.confirming')}</Text>
              </Stack>
            </Center>
          ) : profile.recruiter.affiliate ? (
            <AffiliateKitPayment />
          ) : (
            <AddressSubscriptionPayment />
          )}
        </Stack>
      </Card>
    </SimpleShell>
  );
}

/** The subscription of the recruiter's address, paid from the reset screen. */
function AddressSubscriptionPayment() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const products = useProducts();
  const checkout = useCreateAddressPaymentLink();
  const durationTitle = useDurationTitle();
  const [priceId, setPriceId] = useState<number | null>(null);
  const addresses = profile.recruiter.addresses;
  const address = addresses.find((a) => a.subscription?.status !== 'active') ?? addresses[0];

  if (!address) {
    return (
      <Stack gap="md" align="flex-start">
        <Text c="dimmed">{t('pages.Reset.description')}</Text>
        <LinkButton to={APP_PATHS.addNewAddress} leftSection={<IconMapPinPlus size={18} />} data-testid="reset-add-address">
          {t('pages.Reset.add_address')}
        </LinkButton>
      </Stack>
    );
  }
  const incomplete = address.content === null;
  const product = products.data?.find((p) => p.code === 'address_subscription');
  const price = product?.prices.find((p) => p.id === priceId) ?? (product ? defaultPrice(product) : undefined);
  const months = price ? (priceMonths(price) ?? 1) : 1;
  const pay = () =>
    price &&
    checkout.mutate(
      { addresses: [address.uuid], price: price.id, returnPath: APP_PATHS.reset },
      {
        onSuccess: ({ url }) => browser.assign(url),
        // 409: the address is already subscribed (decision 074).
        onError: (error) =>
          notifyError(
            isHttpError(error) && error.status === 409
              ? errorText(t, error, t('common.errors.payment_link'))
              : t('common.errors.payment_link'),
          ),
      },
    );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Text c="dimmed">{t('views.reset.recruiter_text', { name: address.name })}</Text>
          {incomplete ? (
            // A site created blank for a franchisee: it is completed from its own link first (issue 11, item 7).
            <Alert color="brand" variant="light" icon={<IconMapPin size={18} />} data-testid="reset-complete-site">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('views.reset.complete_site', { name: address.name })}</Text>
                <LinkButton to={APP_PATHS.addressComplete(address.uuid)} size="xs" variant="light" data-testid="reset-complete-site-link">
                  {t('views.reset.complete_site_action')}
                </LinkButton>
              </Stack>
            </Alert>
          ) : null}
          {products.isPending ? (
            <Skeleton h={160} />
          ) : product ? (
            <SubscriptionOffers prices={product.prices} value={price?.id ?? null} onChange={setPriceId} />
          ) : (
            <FetchErrorAlert />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <OrderSummaryCard
          lines={
            product && price
              ? [
                  {
                    key: 'subscription',
                    label: `${durationTitle(months)} – ${address.name}`,
                    detail: t('views.register_step_4.duration', { count: months }),
                    quantity: 1,
                    unitAmount: price.unitAmount,
                  },
                ]
              : null
          }
          testId="reset"
          payLabel={t('views.reset.pay')}
          onPay={pay}
          // A site not completed yet cannot be paid for: its reason stays in view (issue 29).
          disabled={!price || incomplete}
          disabledReason={incomplete ? t('views.reset.pay_after_completion', { name: address.name }) : null}
          loading={checkout.isPending}
        />
      </Grid.Col>
    </Grid>
  );
}

/** The kit of an affiliate who registered but did not pay. */
function AffiliateKitPayment() {
  const { t } = useTranslation();
  const products = useProducts();
  const checkout = useCreateAffiliateKitPaymentLink();
  const [posters, setPosters] = useState(0);
  const [stickers, setStickers] = useState(0);
  const [consent, setConsent] = useState(false);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Text c="dimmed">{t('views.reset.affiliate_text')}</Text>
          <KitExtrasFields posters={posters} stickers={stickers} onPosters={setPosters} onStickers={setStickers} testIdPrefix="reset" />
          <KitInfos products={products.data} posters={posters} stickers={stickers} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder radius="md" p="lg">
          <KitOrderSummary
            products={products.data}
            posters={posters}
            stickers={stickers}
            consent={consent}
            onConsentChange={setConsent}
            loading={checkout.isPending}
            onValidate={() =>
              checkout.mutate(
                { posters, stickers },
                { onSuccess: ({ url }) => browser.assign(url), onError: () => notifyError(t('common.errors.payment_link')) },
              )
            }
          />
        </Card>
      </Grid.Col>
    </Grid>
  );
}
