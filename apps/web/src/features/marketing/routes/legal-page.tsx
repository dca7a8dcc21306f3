import { LEGAL_NOTICE_FIELDS, legalNoticeToken } from '@app/contracts/legal-notice';
import { Box, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/locales/marketing';

/** Sections of each page, in order (their texts: `marketing.legal.<page>.<section>.title|text`). */
const SECTIONS = {
  terms: [
    'object',
    'parties',
    'account',
    'services',
    'candidates',
    'prices',
    'payment',
    'renewal',
    'withdrawal',
    'obligations',
    'liability',
    'data',
    'changes',
    'law',
  ],
  privacy: ['controller', 'data', 'purposes', 'recipients', 'transfers', 'retention', 'rights', 'cnil', 'cookies', 'security', 'changes'],
} as const;

/**
 * The operator's details in the texts (`{publisherName}`...): the legal notice's tokens, which the
 * API replaces by the configuration when it serves the page (decisions 124 and 136).
 */
const OPERATOR = Object.fromEntries(LEGAL_NOTICE_FIELDS.map((field) => [field, legalNoticeToken(field)]));

/** A section's text: paragraphs separated by a blank line; a paragraph of "- " lines is a list. */
function SectionText({ text }: { text: string }) {
  return (
    <Stack gap="xs">
      {text.split('\n\n').map((paragraph, index) => {
        const lines = paragraph.split('\n');
        return lines.every((line) => line.startsWith('- ')) ? (
          <List key={index} spacing={4} c="dark.5" size="md">
            {lines.map((line) => (
              <List.Item key={line}>{line.slice(2)}</List.Item>
            ))}
          </List>
        ) : (
          <Text key={index} c="dark.5">
            {paragraph}
          </Text>
        );
      })}
    </Stack>
  );
}

/**
 * /conditions-generales and /politique-de-confidentialite (decision 136): complete pages for a
 * French service sold to professionals (identity of the operator from the configuration, services,
 * prices, payment, renewal, withdrawal, liability; purposes, legal bases, recipients, retention,
 * rights, the CNIL, cookies), saying what the product does (retention 24 months, invoices 10 years).
 */
export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  // The section keys are built from the lists above; every text may name the operator.
  const text = t as unknown as (key: string, values?: Record<string, string>) => string;
  const base = `marketing.legal.${kind}`;
  return (
    <Box py={{ base: 40, md: 72 }}>
      <Container size="md">
        <Stack gap="xs" mb="xl">
          <Title order={1} fz={{ base: 32, sm: 42 }} data-testid="page-title">
            {text(`${base}.title`)}
          </Title>
          <Text c="dimmed">{t('marketing.legal.updated')}</Text>
        </Stack>
        <Card p={{ base: 'lg', sm: 40 }}>
          <Stack gap="xl">
            <Text>{text(`${base}.intro`, OPERATOR)}</Text>
            {SECTIONS[kind].map((section, index) => (
              <Stack key={section} gap={6} data-testid={`legal-${kind}-${section}`}>
                <Title order={2} fz={20}>
                  {`${index + 1}. ${text(`${base}.${section}.title`)}`}
                </Title>
                <SectionText text={text(`${base}.${section}.text`, OPERATOR)} />
              </Stack>
            ))}
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}
