import { paymentsCreateAddressPaymentLink } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { paymentLinkAnswerSchema, type AddressPaymentLinkBody, type PaymentLinkAnswer } from '@app/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addressPaymentLinkBodySchema } from '@app/contracts/orders';

export type AddressPaymentLinkInput = z.input<typeof addressPaymentLinkBodySchema>;

/** POST /ecommerce/address-payment-link/ (spec section 7): the subscription checkout of an address. */
export const createAddressPaymentLink = (body: AddressPaymentLinkInput | AddressPaymentLinkBody): Promise<PaymentLinkAnswer> =>
  call(paymentsCreateAddressPaymentLink, { body, schema: import.meta.env.DEV && paymentLinkAnswerSchema });

export const useCreateAddressPaymentLink = () => useMutation({ mutationFn: createAddressPaymentLink });
