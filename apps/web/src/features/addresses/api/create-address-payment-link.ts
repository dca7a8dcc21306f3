import { APP_PATHS } from '@app/contracts/routes';
import { paymentLinkAnswerSchema, type PaymentLinkAnswer } from '@app/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/**
 * POST /ecommerce/address-payment-link/ for an existing address (the pay button of an address
 * without subscription): answers the hosted checkout page to go to.
 */
export const createAddressPaymentLink = (uuid: string): Promise<PaymentLinkAnswer> =>
  http.post('/ecommerce/address-payment-link/', { addresses: [uuid], lineItems: [], returnPath: APP_PATHS.addresses }, { schema: paymentLinkAnswerSchema });

export const useCreateAddressPaymentLink = () => useMutation({ mutationFn: createAddressPaymentLink });
