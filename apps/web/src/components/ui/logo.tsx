import { Group, Text, type MantineSize } from '@mantine/core';
import { BRAND_NAME } from './theme';

interface LogoMarkProps {
  size?: number;
  /** White mark for dark backgrounds. */
  inverted?: boolean;
}

/** The brand mark: a rounded QR-like square with three finder patterns and a few modules. */
export function LogoMark({ size = 32, inverted = false }: LogoMarkProps) {
  const fg = inverted ? '#ffffff' : 'var(--mantine-color-brand-7)';
  const bg = inverted ? 'rgba(255,255,255,0.14)' : 'var(--mantine-color-brand-0)';
  const dot = inverted ? '#ffffff' : 'var(--mantine-color-accent-6)';
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="40" height="40" rx="10" fill={bg} />
      <g fill="none" stroke={fg} strokeWidth="2.6">
        <rect x="6.3" y="6.3" width="10.4" height="10.4" rx="2.6" />
        <rect x="23.3" y="6.3" width="10.4" height="10.4" rx="2.6" />
        <rect x="6.3" y="23.3" width="10.4" height="10.4" rx="2.6" />
      </g>
      <g fill={fg}>
        <rect x="9.8" y="9.8" width="3.4" height="3.4" rx="0.8" />
        <rect x="26.8" y="9.8" width="3.4" height="3.4" rx="0.8" />
        <rect x="9.8" y="26.8" width="3.4" height="3.4" rx="0.8" />
        <rect x="23.5" y="23.5" width="4" height="4" rx="1" />
        <rect x="29.5" y="29.5" width="4" height="4" rx="1" />
        <rect x="23.5" y="29.5" width="4" height="4" rx="1" />
      </g>
      <circle cx="31.5" cy="25.5" r="2.4" fill={dot} />
    </svg>
  );
}

interface LogoProps extends LogoMarkProps {
  textSize?: MantineSize | string;
}

/**
 * The accessible name of a link made of the logo: its visible name first, then where it leads
 * ("QRecrute – Accueil"), so that speech control finds it by what is shown (WCAG 2.5.3, decision 094).
 */
export const logoLinkLabel = (purpose: string): string => `${BRAND_NAME} – ${purpose}`;

/** Mark and name. The name reads "QR" in the brand colour followed by "ecrute". */
export function Logo({ size = 32, inverted = false, textSize = 'xl' }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="QRecrute">
      <LogoMark size={size} inverted={inverted} />
      <Text component="span" fw={800} fz={textSize} lh={1} c={inverted ? 'white' : 'dark.8'} style={{ letterSpacing: '-0.02em' }}>
        <Text component="span" inherit c={inverted ? 'white' : 'brand.8'}>
          QR
        </Text>
        ecrute
      </Text>
    </Group>
  );
}
