import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { jsonResponse, mockApi } from '@/test/fetch';
import { ADDRESS_SUBSCRIPTION_PRODUCT } from '@/test/products';
import { renderRoutes } from '@/test/render';
import { AddNewAddressPage } from './add-new-address-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PRODUCTS = {
  results: [
    ADDRESS_SUBSCRIPTION_PRODUCT,
    {
      id: 9,
      code: 'additional_sticker',
      name: 'Autocollant supplémentaire',
      description: null,
      prices: [{ id: 91, unitAmount: 1200, recurring: null, isDefault: true, freeProducts: [] }],
      quantity: 1,
    },
  ],
};
const LYON = {
  placeName: 'Lyon',
  featureName: 'Lyon',
  context: '69, Rhône, Auvergne-Rhône-Alpes',
  description: 'Lyon',
  latitude: 45.76,
  longitude: 4.84,
  postalCode: '69001',
  inseeCode: '69123',
};
const lookups = () => ({
  'GET /api/products/': () => jsonResponse(200, PRODUCTS),
  'GET /api/places/': () => jsonResponse(200, { results: [LYON] }),
  'GET /api/activity-sectors/': () => jsonResponse(200, { count: 1, results: [{ id: 3, name: 'Restauration' }] }),
});

/** Picks the place and the activity sector among their suggestions. */
async function pickPlaceAndSector(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('new-address-location'), 'Lyo');
  await user.click(await screen.findByRole('option', { name: /Lyon/ }, { timeout: 3000 }));
  await user.type(screen.getByTestId('new-address-activity-sector'), 'rest');
  await user.click(await screen.findByRole('option', { name: 'Restauration' }, { timeout: 3000 }));
}

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ');

describe('AddNewAddressPage (/app/addresses/add)', () => {
  it('shows the new-address form and its order summary, not a placeholder', async () => {
    mockApi(lookups());
    renderRoutes([{ path: '/addresses/add', Component: AddNewAddressPage }], '/addresses/add');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Ajouter une adresse');
    expect(screen.getByText('Un nouvel établissement')).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    for (const id of [
      'new-address-name',
      'new-address-qrcode-town',
      'new-address-location',
      'new-address-activity-sector',
      'new-address-logo',
    ]) {
      expect(screen.getByTestId(id)).toBeInTheDocument();
    }
    // The 12-month price is the default; pay stays disabled until the form is complete.
    expect(await screen.findAllByTestId('subscription-offer')).toHaveLength(2);
    expect(text('new-address-totals-excl')).toBe('490,00 €');
    expect(screen.getByTestId('new-address-pay')).toBeDisabled();
    expect(screen.getByTestId('add-new-address-back')).toHaveAttribute('href', '/app/addresses');
  });

  it('creates the address with its subscription and goes to the checkout, which returns to the addresses page', async () => {
    const calls = mockApi({
      ...lookups(),
      'payments.createAddressPaymentLink': () => ({ status: 200, body: { url: 'https://checkout.test/session/1' } }),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoutes([{ path: '/addresses/add', Component: AddNewAddressPage }], '/addresses/add');
    // A name over the bound is kept whole and refused at once, with the count (issue 29: it was cut to 18 silently).
    const name = screen.getByTestId<HTMLInputElement>('new-address-name');
    await user.click(name);
    await user.paste('Bistrot des Lilas et des Roses de Lyon');
    expect(name.value).toBe('Bistrot des Lilas et des Roses de Lyon');
    expect(await screen.findByText('35 caractères au plus : ce texte en a 38, raccourcissez-le.')).toBeInTheDocument();
    expect(screen.getByTestId('new-address-pay')).toBeDisabled();
    await user.clear(name);
    await user.paste('Bistrot des Lilas et des Roses');
    expect(screen.getByText('30 / 35 caractères')).toBeInTheDocument();
    await pickPlaceAndSector(user);
    // The town under the QR code is filled from the chosen place.
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('new-address-qrcode-town').value).toBe('Lyon'));
    await user.click((await screen.findAllByTestId('subscription-offer'))[0]!);
    expect(text('new-address-totals-excl')).toBe('49,00 €');
    await waitFor(() => expect(screen.getByTestId('new-address-pay')).toBeEnabled());
    await user.click(screen.getByTestId('new-address-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/session/1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      addresses: [
        {
          name: 'Bistrot des Lilas et des Roses',
          qrcodeTown: 'Lyon',
          content: LYON,
          activitySector: 3,
          logo: null,
        },
      ],
      lineItems: [],
      price: 71,
      subscription: 7,
      returnPath: '/addresses',
    });
  }, 20_000);

  it('orders QR stickers with the new address, 0 to 10, in the summary and the payment (issue 11, item 11)', async () => {
    const calls = mockApi({
      ...lookups(),
      'payments.createAddressPaymentLink': () => ({ status: 200, body: { url: 'https://checkout.test/session/2' } }),
    });
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoutes([{ path: '/addresses/add', Component: AddNewAddressPage }], '/addresses/add');
    await user.type(screen.getByTestId('new-address-name'), 'Bistrot');
    await pickPlaceAndSector(user);
    await user.click((await screen.findAllByTestId('subscription-offer'))[0]!);
    await user.click(screen.getByTestId('new-address-stickers'));
    await user.click(await screen.findByRole('option', { name: '3' }));
    // 49 € of subscription and 3 x 12 € of stickers.
    await waitFor(() => expect(text('new-address-totals-excl')).toBe('85,00 €'));
    await waitFor(() => expect(screen.getByTestId('new-address-pay')).toBeEnabled());
    await user.click(screen.getByTestId('new-address-pay'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ lineItems: [{ price: 91, quantity: 3 }], price: 71 }),
    );
  }, 20_000);

  it('says so when the checkout cannot be created', async () => {
    mockApi({
      ...lookups(),
      'payments.createAddressPaymentLink': () => ({ status: 500, body: { code: 'internal_error', message: 'Internal error' } }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/addresses/add', Component: AddNewAddressPage }], '/addresses/add');
    await user.type(screen.getByTestId('new-address-name'), 'Bistrot');
    await pickPlaceAndSector(user);
    await waitFor(() => expect(screen.getByTestId('new-address-pay')).toBeEnabled());
    await user.click(screen.getByTestId('new-address-pay'));
    expect(await screen.findByText("Une erreur s'est produite. Veuillez réessayer ultérieurement.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('new-address-pay')).toBeEnabled());
  }, 20_000);
});
