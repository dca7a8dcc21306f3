import { SUPPORTED_LANGUAGES, type Language } from '@app/contracts/constants';
import { Anchor, Group, type MantineColor } from '@mantine/core';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/cookies';
import { switchLanguage } from '@/lib/i18n';

/** The product's language and a way to change it (cookie, texts, `<html lang>`: decision 092). */
export function useLanguage(): { language: Language; choose: (language: Language) => void } {
  const { i18n } = useTranslation();
  // `language`, not `resolvedLanguage`: the latter stays French while the English texts are on their way.
  const current = i18n.language;
  return {
    language: isLanguage(current) ? current : 'fr',
    choose: (language) => void switchLanguage(language, i18n),
  };
}

interface LanguageSwitchProps {
  color?: MantineColor;
  size?: 'xs' | 'sm';
  /** The pre-rendered public site (decision 096) is HTML in one language: it reloads to get the page the server picks for the new cookie. */
  reload?: boolean;
}

/**
 * Set by a pre-rendered page (the public site's islands, the application's pre-rendered login page:
 * decisions 096 and 098): its HTML is in one language, so a change of language reloads it.
 */
export const PrerenderedPage = createContext(false);

/**
 * The language links of a footer: each language named in itself ("Français", "English"), the
 * current one marked. Used by the public site's footer (an island) and the application's footer
 * line (the account menu has its own items, `app/layouts/account-menu.tsx`: Mantine's Menu stays
 * off the pages without that menu).
 */
export function LanguageSwitch({ color = 'dimmed', size = 'sm', reload: reloadProp }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const prerendered = useContext(PrerenderedPage);
  const reload = reloadProp ?? prerendered;
  const { language, choose: switchTexts } = useLanguage();
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
