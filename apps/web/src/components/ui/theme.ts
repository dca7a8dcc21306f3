import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Brand teal: trust and calm. Shade 8, the primary shade, is readable on white and on the light
 * variants' tint (5.5:1 and 5.0:1, WCAG AA; shade 7 gave 4.5:1 on white, 4.3:1 on gray-0, decision 094).
 */
const brand: MantineColorsTuple = [
  '#e7f7f5',
  '#cdebe6',
  '#9dd7cd',
  '#68c1b2',
  '#3fae9c',
  '#25a18e',
  '#139a86',
  '#038674',
  '#007766',
  '#006757',
];

/**
 * Warm accent for calls to action (premium, marketing highlights). Shades 7 to 9 are dark enough
 * for white text (4.7:1, 5.5:1, 7.0:1: `accent.7` buttons, the filled variant) and for the light
 * variant's text (5.9:1); they were #e27900, #c96a00 and #af5a00 (3.0:1 to 4.1:1, decision 094).
 */
const accent: MantineColorsTuple = [
  '#fff4e1',
  '#ffe8cc',
  '#fed09b',
  '#fdb766',
  '#fca13a',
  '#fc931d',
  '#fc8c0c',
  '#b35e00',
  '#a35500',
  '#8a4700',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 5 },
  colors: { brand, accent },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A label wraps onto a second line instead of being cut ("Valider la comm…", issue 11 item 8).
    Button: {
      defaultProps: { radius: 'md' },
      styles: {
        root: {
          height: 'auto',
          minHeight: 'var(--button-height)',
          paddingBlock: 4,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        inner: { height: 'auto' },
        label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible', lineHeight: 1.25 },
      },
    },
    // A select's list is built when it opens, not hidden in the page from the start: each one kept
    // mounted cost a portal and a position measure (a forced style recalculation) at every page's
    // first render (issue 15; Mantine's default is to keep it).
    Combobox: { defaultProps: { keepMounted: false } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'xl' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
    Notification: { defaultProps: { radius: 'md' } },
  },
});

export const BRAND_NAME = 'QRecrute';

/**
 * Mantine's dimmed text is gray-6 (#868e96, 3.3:1 on white), under WCAG AA's 4.5:1 for body text;
 * this grey keeps it lighter than the text yet readable on white (6.1:1) and on gray-0/gray-1
 * backgrounds (5.8:1, 5.5:1). Decision 094.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
