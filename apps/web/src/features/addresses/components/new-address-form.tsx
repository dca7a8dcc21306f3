import type { Place } from '@app/contracts/auth';
import { newAddressDraftSchema, type NewAddressDraft } from '@app/contracts/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Grid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSectionTitle } from '@/components/ui/form-section-title';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { LogoField } from '@/components/ui/logo-field';
import { formatMoney } from '@/lib/format';
import { QuantitySelect } from '@/components/ui/quantity-select';
import { OrderSummaryCard } from '@/components/ui/order-summary-card';
import { QrAddressFields } from '@/components/ui/qr-address-fields';
import { SubscriptionOffers, useSubscriptionOrder } from '@/components/ui/subscription-offers';
import type { ActivitySector } from '@/lib/activity-sectors';
import { browser } from '@/lib/browser';
import { translateMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useCreateNewAddressPaymentLink } from '../api/pay-address';
import { useProducts } from '@/api/get-products';
import '@/locales/addresses';
import { setApiFieldErrors } from '@/lib/field-errors';

const FIELDS = ['name', 'qrcodeTown', 'content', 'activitySector', 'logo'] as const satisfies readonly (keyof NewAddressDraft)[];

/**
 * New-address form with its payment step (spec sections 2, 4 and 5): name and town under the QR
 * code (18 characters each, the town filled from the chosen place), location, activity sector and
 * logo; then the subscription duration and the order summary. Paying creates the address without
 * subscription and sends the browser to the hosted checkout, which returns to the addresses page.
 * Pay stays disabled while the sector, the geocoded place, the town or the name is missing.
 */
export function NewAddressForm() {
  const { t } = useTranslation();
  const products = useProducts();
  const checkout = useCreateNewAddressPaymentLink();
  const [priceId, setPriceId] = useState<number | null>(null);
  // QR stickers ordered with the new address, 0 to 10 (spec section 2, issue 11 item 11).
  const [stickers, setStickers] = useState(0);
  // Shown choices; the form holds the parsed place and the sector id (0 while none is chosen).
  const [place, setPlace] = useState<Place | null>(null);
  const [sector, setSector] = useState<ActivitySector | null>(null);
  const form = useForm({
    resolver: zodResolver(newAddressDraftSchema),
    mode: 'onChange',
    defaultValues: { name: '', qrcodeTown: '', content: undefined, activitySector: 0, logo: null },
  });
  const { errors, isValid } = form.formState;
  const message = (m: string | undefined) => translateMessage(t, m);
  const name = form.watch('name');

  const { product, price, sticker, lines } = useSubscriptionOrder({
    products: products.data,
    priceId,
    siteName: name.trim() || t('views.addresses.new_address_form.unnamed'),
    stickers,
  });

  const pay = form.handleSubmit((values) => {
    if (!product || !price) return;
    checkout.mutate(
      {
        address: values,
        price: price.id,
        subscription: product.id,
        ...(sticker ? { stickers: { price: sticker.id, quantity: stickers } } : {}),
      },
      {
        onSuccess: ({ url }) => browser.assign(url),
        onError: (error) => {
          // The API names the fields of the first new address `addresses.0.<field>`.
          setApiFieldErrors(form.setError, error, FIELDS, { prefix: 'addresses.0.' });
          notifyError(t('views.addresses.new_address_form.error'));
        },
      },
    );
  });

  return (
    <form onSubmit={(e) => void pay(e)} noValidate data-testid="new-address-form">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <FormSectionTitle>{t('views.addresses.new_address_form.address_title')}</FormSectionTitle>
            <QrAddressFields
              form={form}
              names={{ name: 'name', place: 'content' }}
              testIdPrefix="new-address"
              nameTestId="new-address-name"
              texts={{
                name: t('components.address_form.name'),
                qrcodeTown: t('views.addresses.new_address_form.qrcode_town'),
              }}
              place={place}
              onPlace={setPlace}
              placeField={{ label: t('components.address_form.location'), testId: 'new-address-location' }}
              placeError={({ shown, parsed, message }) => (shown && !parsed ? t('form.validation.french_place') : message)}
              sector={sector}
              onSector={setSector}
              sectorField={{ testId: 'new-address-activity-sector' }}
            />
            <Controller
              control={form.control}
              name="logo"
              render={({ field }) => (
                <LogoField
                  label={t('components.address_form.logo')}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  fallback={name}
                  error={message(errors.logo?.message)}
                  testId="new-address-logo"
                />
              )}
            />
            <QuantitySelect
              label={t('views.addresses.new_address_form.stickers', { price: sticker ? formatMoney(sticker.unitAmount) : '' })}
              value={stickers}
              onChange={setStickers}
              testId="new-address-stickers"
            />
            <Divider my="xs" />
            <FormSectionTitle>{t('views.addresses.new_address_form.subscription_title')}</FormSectionTitle>
            {products.isPending ? (
              <Skeleton h={180} radius="md" />
            ) : products.isError || !product ? (
              <FetchErrorAlert />
            ) : (
              <SubscriptionOffers prices={product.prices} value={price?.id ?? null} onChange={setPriceId} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummaryCard
            lines={price ? lines : null}
            testId="new-address"
            payLabel={t('views.addresses.new_address_form.pay')}
            disabled={!isValid || !price}
            loading={checkout.isPending || checkout.isSuccess}
            notices={[t('views.addresses.new_address_form.secure'), t('views.addresses.new_address_form.invoice')]}
            sticky
          />
        </Grid.Col>
      </Grid>
    </form>
  );
}
