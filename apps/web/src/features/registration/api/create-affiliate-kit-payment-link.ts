import { paymentsCreateAffiliateKitPaymentLink } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { paymentLinkAnswerSchema, type PaymentLinkAnswer } from '@app/contracts/orders';
import { useMutation } from '@tanstack/react-query';

/** POST /ecommerce/affiliate-kit-payment-link/: the kit checkout of an affiliate who has not paid yet. */
export const createAffiliateKitPaymentLink = (body: { posters: number; stickers: number }): Promise<PaymentLinkAnswer> =>
  call(paymentsCreateAffiliateKitPaymentLink, { body, schema: import.meta.env.DEV && paymentLinkAnswerSchema });

export const useCreateAffiliateKitPaymentLink = () => useMutation({ mutationFn: createAffiliateKitPaymentLink });
