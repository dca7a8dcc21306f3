import { useSyncExternalStore } from 'react';
import { clearBasket, getBasket, setBasket, subscribeBasket, toggleBasketItem } from './cookies';

/** Removes uuids from the basket cookie (bought, deleted, or naming no candidate any more). */
export const removeFromBasket = (uuids: readonly string[]): void => {
  const current = getBasket();
  if (uuids.some((u) => current.includes(u))) setBasket(current.filter((u) => !uuids.includes(u)));
};

/**
 * The basket of candidate uuids kept in the basket cookie (spec section 3, 14 days), live across
 * components: the header icon, the resume shop cards and the basket page.
 */
export const useBasket = () => {
  const items = useSyncExternalStore(subscribeBasket, getBasket, getBasket);
  return {
    items,
    count: items.length,
    has: (uuid: string) => items.includes(uuid),
    toggle: toggleBasketItem,
    remove: (uuid: string) => removeFromBasket([uuid]),
    clear: clearBasket,
  };
};
