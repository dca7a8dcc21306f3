import { Anchor, Box, Container, Group } from '@mantine/core';
import { SITE_PATHS } from '@app/contracts/routes';
import type { ReactNode } from 'react';
import { LegalFooterBar } from './legal-links';
import { Logo } from './logo';

interface SimpleShellProps {
  children: ReactNode;
  /** Right side of the header (e.g. a logout button). */
  headerRight?: ReactNode;
  /** Where the logo leads: the public site by default. */
  logoHref?: string;
  size?: number | string;
}

/**
 * Frame of the pages shown without the application layout (registration, reset, public resume,
 * address completion): header with the logo, centred content, footer with year and legal links.
 */
export function SimpleShell({ children, headerRight, logoHref = SITE_PATHS.home, size = 880 }: SimpleShellProps) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        px={{ base: 'md', sm: 'xl' }}
        py="sm"
      >
        <Group justify="space-between" h={44}>
          <Anchor href={logoHref} underline="never">
            <Logo size={32} textSize="lg" />
          </Anchor>
          {headerRight}
        </Group>
      </Box>
      <Container size={size} w="100%" py={{ base: 'xl', sm: 48 }} style={{ flex: 1 }}>
        {children}
      </Container>
      <LegalFooterBar />
    </Box>
  );
}
