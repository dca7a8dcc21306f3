import { useSyncExternalStore } from 'react';
import { clearBasket, getBasket, subscribeBasket, toggleBasketItem } from '@/lib/cookies';

/** The basket of candidate uuids kept in the basket cookie (spec section 3), live across components. */
export const useBasket = () => {
  const items = useSyncExternalStore(subscribeBasket, getBasket, getBasket);
  return {
    items,
    count: items.length,
    has: (uuid: string) => items.includes(uuid),
    toggle: toggleBasketItem,
    clear: clearBasket,
  };
};
