import { basketCheckOutBasket } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { basketCheckoutAnswerSchema, type BasketCheckoutAnswer } from '@app/contracts/basket';
import { useMutation } from '@tanstack/react-query';

/** POST /api/basket/checkout {uuids}: a pending order of the resumes not bought yet; answers the checkout URL. */
export const checkoutBasket = (uuids: readonly string[]): Promise<BasketCheckoutAnswer> =>
  call(basketCheckOutBasket, { body: { uuids: [...uuids] }, schema: import.meta.env.DEV && basketCheckoutAnswerSchema });

export const useCheckoutBasket = () => useMutation({ mutationFn: checkoutBasket });
