import { LEGAL_NOTICE_SECTIONS, legalNoticeToken, type LegalNoticeField } from '@app/contracts/legal-notice';
import { SITE_PATHS } from '@app/contracts/routes';
import { Anchor, Box, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import '@/locales/marketing';

/** One line of the notice: its label and the operator's value (a token the API fills, decision 124). */
function Field({ label, field }: { label: ReactNode; field: LegalNoticeField }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={4} verticalSpacing={2} component="div">
      <Text c="dimmed" size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" style={{ gridColumn: 'span 2', overflowWrap: 'anywhere' }} data-testid={`legal-notice-${field}`}>
        {legalNoticeToken(field)}
      </Text>
    </SimpleGrid>
  );
}

/**
 * /mentions-legales (LCEN art. 6, issue 29): who publishes the site (name, legal form and capital,
 * registered office, SIREN, RCS, VAT number, e-mail, phone), who directs the publication, who hosts
 * it (name, address, phone), then intellectual property and links to the privacy policy and the
 * contact form. The operator's details come from the API's configuration when it serves the page.
 */
export function LegalNoticePage() {
  const { t } = useTranslation();
  return (
    <Box py={{ base: 40, md: 72 }}>
      <Container size="md">
        <Stack gap="xs" mb="xl">
          <Title order={1} fz={{ base: 32, sm: 42 }} data-testid="page-title">
            {t('marketing.legal.notice.title')}
          </Title>
          <Text c="dimmed">{t('marketing.legal.notice.intro')}</Text>
        </Stack>
        <Card p={{ base: 'lg', sm: 40 }}>
          <Stack gap="xl">
            {LEGAL_NOTICE_SECTIONS.map((section, index) => (
              <Stack key={section.key} gap="sm" data-testid={`legal-notice-${section.key}`}>
                <Title order={2} fz={20}>
                  {`${index + 1}. ${t(`marketing.legal.notice.${section.key}.title`)}`}
                </Title>
                {section.fields.map((field) => (
                  <Field key={field} field={field} label={t(`marketing.legal.notice.fields.${field}`)} />
                ))}
              </Stack>
            ))}
            <Stack gap={6}>
              <Title order={2} fz={20}>
                {`${LEGAL_NOTICE_SECTIONS.length + 1}. ${t('marketing.legal.notice.property.title')}`}
              </Title>
              <Text c="dark.5">{t('marketing.legal.notice.property.text')}</Text>
            </Stack>
            <Stack gap={6}>
              <Title order={2} fz={20}>
                {`${LEGAL_NOTICE_SECTIONS.length + 2}. ${t('marketing.legal.notice.data.title')}`}
              </Title>
              <Text c="dark.5">
                <Trans
                  i18nKey="marketing.legal.notice.data.text"
                  components={{
                    privacy: <Anchor href={SITE_PATHS.privacy} inherit />,
                    contact: <Anchor href={SITE_PATHS.contact} inherit />,
                  }}
                />
              </Text>
            </Stack>
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}
