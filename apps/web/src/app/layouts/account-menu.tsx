import { SUPPORTED_LANGUAGES } from '@app/contracts/constants';
import { APP_PATHS } from '@app/contracts/routes';
import { Menu } from '@mantine/core';
import { IconCheck, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/components/ui/language-switch';
import { AccountButton, type AccountButtonProps } from './account-button';
import type { LazyMenuState } from '@/components/ui/lazy-menu';

export interface AccountMenuProps extends Pick<AccountButtonProps, 'initials' | 'displayName' | 'company'> {
  onLogout: () => void;
}

/**
 * The account menu of the recruiter layout's header (decision 092): the user's name opens it;
 * it leads to the account page, chooses the language (each named in itself, the current one
 * checked) and logs out (through the layout's confirmation).
 */
export function AccountMenu({ onLogout, opened, onChange, ...button }: AccountMenuProps & LazyMenuState) {
  const { t } = useTranslation();
  const { language, choose } = useLanguage();
  return (
    <Menu position="bottom-end" width={220} shadow="md" opened={opened} onChange={onChange}>
      <Menu.Target>
        <AccountButton {...button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={APP_PATHS.account} leftSection={<IconUserCircle size={16} />} data-testid="menu-account">
          {t('navigation.account')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('language.label')}</Menu.Label>
        {SUPPORTED_LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => code !== language && choose(code)}
            rightSection={code === language ? <IconCheck size={14} /> : null}
            aria-current={code === language ? 'true' : undefined}
            data-testid={`menu-language-${code}`}
          >
            {t(`language.${code}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout} data-testid="menu-logout">
          {t('navigation.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
