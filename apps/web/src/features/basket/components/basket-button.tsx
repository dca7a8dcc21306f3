import { APP_PATHS } from '@app/contracts/routes';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconShoppingCart, IconShoppingCartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBasket } from '@/lib/basket';
import '@/locales/basket';

/** Header basket icon with its item count; the full icon on the basket page (spec section 2). */
export function BasketButton() {
  const { t } = useTranslation();
  const { count } = useBasket();
  const { pathname } = useLocation();
  const onBasketPage = pathname === APP_PATHS.shoppingBasket;
  const label = t('components.basket_button.label', { count });
  return (
    <Tooltip label={label}>
      <Indicator
        label={<span data-testid="header-basket-count">{count}</span>}
        size={18}
        disabled={count === 0}
        color="accent.7"
        offset={4}
      >
        <ActionIcon
          component={Link}
          to={APP_PATHS.shoppingBasket}
          variant={onBasketPage ? 'light' : 'subtle'}
          size="lg"
          radius="md"
          aria-label={label}
          data-testid="header-basket"
        >
          {onBasketPage ? <IconShoppingCartFilled size={22} /> : <IconShoppingCart size={22} />}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
