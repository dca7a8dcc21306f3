import { paymentsCreateHeadhunterCheckout } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { paymentLinkAnswerSchema } from '@app/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

export type PaymentLinkAnswer = z.infer<typeof paymentLinkAnswerSchema>;

/** POST /ecommerce/premium-headhunter-checkout/ -> {url} of the hosted checkout (spec section 7). */
export const createPremiumCheckout = (): Promise<PaymentLinkAnswer> =>
  call(paymentsCreateHeadhunterCheckout, { schema: import.meta.env.DEV && paymentLinkAnswerSchema });

export const useCreatePremiumCheckout = () => useMutation({ mutationFn: createPremiumCheckout });
