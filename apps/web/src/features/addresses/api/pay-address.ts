import { APP_PATHS } from '@app/contracts/routes';
import type { NewAddressDraft, PaymentLinkAnswer } from '@app/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { createAddressPaymentLink } from '@/api/create-address-payment-link';

/**
 * POST /ecommerce/address-payment-link/ for an existing address (the pay button of an address
 * without subscription): answers the hosted checkout page to go to.
 */
export const payAddress = (uuid: string): Promise<PaymentLinkAnswer> =>
  createAddressPaymentLink({ addresses: [uuid], lineItems: [], returnPath: APP_PATHS.addresses });

export const usePayAddress = () => useMutation({ mutationFn: payAddress });

export interface NewAddressPaymentInput {
  address: NewAddressDraft;
  /** The chosen subscription price. */
  price: number;
  /** The subscription product (informative; the price decides). */
  subscription: number;
  /** QR stickers ordered with the address (price id and 0 to 10), spec section 2 "Register-address form". */
  stickers?: { price: number; quantity: number };
}

/**
 * The same call for a new address (spec section 4, "Address creation"): the API keeps the address
 * without subscription and the payment subscribes it. The checkout returns to the addresses page,
 * like the pay button of an existing address.
 */
export const createNewAddressPaymentLink = ({
  address,
  price,
  subscription,
  stickers,
}: NewAddressPaymentInput): Promise<PaymentLinkAnswer> =>
  createAddressPaymentLink({
    addresses: [address],
    lineItems: stickers && stickers.quantity > 0 ? [stickers] : [],
    price,
    subscription,
    returnPath: APP_PATHS.addresses,
  });

export const useCreateNewAddressPaymentLink = () => useMutation({ mutationFn: createNewAddressPaymentLink });
