import { lazyMenu } from '@/components/ui/lazy-menu';
import { AccountButton } from './account-button';
import type { AccountMenuProps } from './account-menu';

/**
 * The account menu as the layout renders it: the button alone until first used, then the menu,
 * opened (`lazyMenu`): Mantine's Menu (about 8 kB with its styles) loads on the first click, or as
 * the pointer comes near, instead of with every page (decision 085).
 */
export const LazyAccountMenu = lazyMenu<AccountMenuProps>(
  () => import('./account-menu').then((m) => m.AccountMenu),
  ({ onLogout: _onLogout, ...button }) => <AccountButton {...button} />,
);
