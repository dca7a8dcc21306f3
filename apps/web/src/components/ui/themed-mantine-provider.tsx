import { MantineProvider, mergeThemeOverrides, type MantineColorSchemeManager, type MantineProviderProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

/**
 * The product has one colour scheme, light (`defaultColorScheme`), which nothing changes: nothing to
 * read from or keep in local storage, whose first read at start-up blocked the main thread for
 * 10 to 70 ms (issue 15).
 */
const fixedColorScheme: MantineColorSchemeManager = {
  get: (defaultValue) => defaultValue,
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

/**
 * Mantine's provider with the product's theme and the texts the theme's components need: every
 * modal's and drawer's close button is named in the page's language ("Fermer"), which Mantine's
 * icon-only button is not by default (axe: button-name). A component may still pass its own
 * `closeButtonProps`.
 */
export function ThemedMantineProvider(props: Omit<MantineProviderProps, 'theme'>) {
  const { t } = useTranslation();
  const close = t('common.close');
  const themed = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    [close],
  );
  return <MantineProvider theme={themed} colorSchemeManager={fixedColorScheme} {...props} />;
}
