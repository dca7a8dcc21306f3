import { Box, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/locales/marketing';

const SECTIONS = {
  terms: [
    'marketing.legal.terms.object',
    'marketing.legal.terms.account',
    'marketing.legal.terms.services',
    'marketing.legal.terms.prices',
    'marketing.legal.terms.liability',
    'marketing.legal.terms.law',
  ],
  privacy: [
    'marketing.legal.privacy.controller',
    'marketing.legal.privacy.data',
    'marketing.legal.privacy.purposes',
    'marketing.legal.privacy.retention',
    'marketing.legal.privacy.rights',
    'marketing.legal.privacy.cookies',
  ],
} as const;

/** /conditions-generales and /politique-de-confidentialite. */
export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const base = `marketing.legal.${kind}` as const;
  return (
    <Box py={{ base: 40, md: 72 }}>
      <Container size="md">
        <Stack gap="xs" mb="xl">
          <Title order={1} fz={{ base: 32, sm: 42 }} data-testid="page-title">
            {t(`${base}.title` as const)}
          </Title>
          <Text c="dimmed">{t('marketing.legal.updated')}</Text>
        </Stack>
        <Card p={{ base: 'lg', sm: 40 }}>
          <Stack gap="xl">
            <Text>{t(`${base}.intro` as const)}</Text>
            {SECTIONS[kind].map((section, index) => (
              <Stack key={section} gap={6}>
                <Title order={2} fz={20}>
                  {`${index + 1}. ${t(`${section}.title` as const)}`}
                </Title>
                <Text c="dark.5">{t(`${section}.text` as const)}</Text>
              </Stack>
            ))}
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}
