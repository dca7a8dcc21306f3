import { paymentsCreateProductPaymentLink } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { paymentLinkAnswerSchema, type PaymentLinkAnswer, type ProductPaymentLinkBody } from '@app/contracts/orders';
import { useMutation } from '@tanstack/react-query';

/** POST /ecommerce/product-payment-link/ (spec section 7): stickers for an address; answers the checkout page. */
export const createProductPaymentLink = (body: ProductPaymentLinkBody): Promise<PaymentLinkAnswer> =>
  call(paymentsCreateProductPaymentLink, { body, schema: import.meta.env.DEV && paymentLinkAnswerSchema });

export const useCreateProductPaymentLink = () => useMutation({ mutationFn: createProductPaymentLink });
