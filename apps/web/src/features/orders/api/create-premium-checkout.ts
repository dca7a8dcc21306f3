import { paymentLinkAnswerSchema } from '@app/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type PaymentLinkAnswer = z.infer<typeof paymentLinkAnswerSchema>;

/** POST /ecommerce/premium-headhunter-checkout/ -> {url} of the hosted checkout (spec section 7). */
export const createPremiumCheckout = (): Promise<PaymentLinkAnswer> =>
  http.post('/ecommerce/premium-headhunter-checkout/', undefined, { schema: import.meta.env.DEV && paymentLinkAnswerSchema });

export const useCreatePremiumCheckout = () => useMutation({ mutationFn: createPremiumCheckout });
