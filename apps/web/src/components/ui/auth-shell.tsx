import { Anchor, Box, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SITE_PATHS } from '@app/contracts/routes';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LegalFooter } from './legal-links';
import { Logo, logoLinkLabel } from './logo';

interface AuthShellProps {
  /** Recruiter pages are teal; affiliate pages use the warm accent. */
  variant?: 'recruiter' | 'affiliate';
  panelTitle: string;
  panelText: string;
  panelPoints: string[];
  /** Link back to the public site, at the top of the form column. */
  homeHref?: string;
  homeLabel?: string;
  children: ReactNode;
}

const GRADIENTS = {
  recruiter:
    'linear-gradient(150deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 55%, var(--mantine-color-brand-5) 100%)',
  affiliate: 'linear-gradient(150deg, #7a3b00 0%, var(--mantine-color-accent-8) 55%, var(--mantine-color-accent-5) 100%)',
} as const;

/**
 * Split screen of the authentication pages: a brand panel (hidden on small screens) and the form
 * column with the footer links.
 */
export function AuthShell({
  variant = 'recruiter',
  panelTitle,
  panelText,
  panelPoints,
  homeHref = SITE_PATHS.home,
  homeLabel,
  children,
}: AuthShellProps) {
  return (
    <Box mih="100vh" style={{ display: 'flex' }} data-variant={variant}>
      <Box
        visibleFrom="md"
        w="44%"
        maw={640}
        p={48}
        c="white"
        style={{
          background: GRADIENTS[variant],
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <Anchor href={homeHref} underline="never" aria-label={homeLabel ? logoLinkLabel(homeLabel) : undefined}>
          <Logo inverted size={36} />
        </Anchor>
        <Stack gap="lg" maw={440} style={{ position: 'relative', zIndex: 1 }}>
          <Title order={2} fz={34} lh={1.2} c="white">
            {panelTitle}
          </Title>
          <Text size="lg" c="rgba(255,255,255,0.85)">
            {panelText}
          </Text>
          <List
            spacing="sm"
            size="md"
            c="white"
            icon={
              <ThemeIcon size={24} radius="xl" color="rgba(255,255,255,0.2)">
                <IconCheck size={14} stroke={3} />
              </ThemeIcon>
            }
          >
            {panelPoints.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Stack>
        <DecorativeGrid />
      </Box>
      <Box style={{ flex: 1, display: 'flex', flexDirection: 'column' }} bg="var(--mantine-color-gray-0)">
        <Group justify="space-between" p="lg" hiddenFrom="md">
          <Anchor href={homeHref} underline="never">
            <Logo size={30} textSize="lg" />
          </Anchor>
        </Group>
        <Container size={460} w="100%" style={{ flex: 1, display: 'flex', alignItems: 'center' }} py="xl">
          <Box w="100%">{children}</Box>
        </Container>
        <Box px="xl" py="md">
          <LegalFooter />
        </Box>
      </Box>
    </Box>
  );
}

/** Faint QR modules in the corner of the brand panel. */
function DecorativeGrid() {
  const cells = [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
    [4, 0],
    [5, 1],
    [4, 2],
    [6, 2],
    [4, 4],
    [5, 4],
    [6, 4],
    [4, 5],
    [6, 5],
    [4, 6],
    [5, 6],
    [6, 6],
    [0, 4],
    [2, 5],
    [1, 6],
    [3, 3],
  ];
  return (
    <svg
      aria-hidden="true"
      width="280"
      height="280"
      viewBox="0 0 7 7"
      style={{ position: 'absolute', right: -40, bottom: -40, opacity: 0.08 }}
    >
      {cells.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="0.86" height="0.86" rx="0.15" fill="#fff" />
      ))}
    </svg>
  );
}
