import { basketCheckoutAnswerSchema, type BasketCheckoutAnswer } from '@app/contracts/basket';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/basket/checkout {uuids}: a pending order of the resumes not bought yet; answers the checkout URL. */
export const checkoutBasket = (uuids: readonly string[]): Promise<BasketCheckoutAnswer> =>
  http.post('/api/basket/checkout', { uuids }, { schema: import.meta.env.DEV && basketCheckoutAnswerSchema });

export const useCheckoutBasket = () => useMutation({ mutationFn: checkoutBasket });
