import { SUPPORTED_LANGUAGES, type Language } from '@app/contracts/constants';
import { Anchor, Group, Menu, type MantineColor } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/cookies';
import { switchLanguage } from '@/lib/i18n';

/** The product's language and a way to change it (cookie, texts, `<html lang>`: decision 092). */
export function useLanguage(): { language: Language; choose: (language: Language) => void } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return {
    language: isLanguage(current) ? current : 'fr',
    choose: (language) => void switchLanguage(language, i18n),
  };
}

/**
 * The language links of a footer: each language named in itself ("Français", "English"), the
 * current one marked; `reload` for the pre-rendered public site. Used by the public site's footer and the application's footer line.
 */
export function LanguageSwitch({ color = 'dimmed', size = 'sm', reload = false }: { color?: MantineColor; size?: 'xs' | 'sm'; reload?: boolean }) {
  const { t } = useTranslation();
  const { language, choose: switchTexts } = useLanguage();
  // The pre-rendered public site (decision 096) is HTML in one language: it reloads to get the page
  // the server picks for the new cookie.
  const choose = (code: Language) => (reload ? void switchLanguage(code).finally(() => window.location.reload()) : switchTexts(code));
  return (
    <Group gap={8} component="nav" aria-label={t('language.label')} data-testid="language-switch">
      {SUPPORTED_LANGUAGES.map((code) => (
        <Anchor
          key={code}
          component="button"
          type="button"
          size={size}
          c={color}
          lang={code}
          fw={code === language ? 700 : undefined}
          aria-current={code === language ? 'true' : undefined}
          onClick={() => code !== language && choose(code)}
          data-testid={`language-${code}`}
        >
          {t(`language.${code}`)}
        </Anchor>
      ))}
    </Group>
  );
}

/** The language choice inside a Mantine menu (the application's account menu). */
export function LanguageMenuItems() {
  const { t } = useTranslation();
  const { language, choose } = useLanguage();
  return (
    <>
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
    </>
  );
}
