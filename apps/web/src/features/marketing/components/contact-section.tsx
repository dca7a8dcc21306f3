import { Card, Container, Grid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@/locales/marketing';

/**
 * Contact section (`/#contact`).
 * SLOT — the contact form (e-mail, message of 500 characters, captcha, POST /contact/) comes with
 * a later issue; `ContactFormSlot` marks its place.
 */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={96} id="contact">
      <Grid gap={48} align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Text fw={700} c="brand.7" tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
              {t('marketing.contact.eyebrow')}
            </Text>
            <Title order={2} fz={{ base: 30, sm: 38 }}>
              {t('marketing.contact.title')}
            </Title>
            <Text c="dimmed" size="lg">
              {t('marketing.contact.text')}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ContactFormSlot />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** SLOT — replaced by the contact form of the marketing feature. */
export function ContactFormSlot() {
  const { t } = useTranslation();
  return (
    <Card shadow="sm" data-testid="contact-form-slot" p="xl">
      <Stack align="center" ta="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMessageCircle size={28} />
        </ThemeIcon>
        <Text fw={600}>{t('marketing.contact.slot_title')}</Text>
        <Text c="dimmed" size="sm" maw={380}>
          {t('marketing.contact.slot_text')}
        </Text>
        <Text size="sm" c="brand.8" fw={600}>
          <IconMail size={14} style={{ verticalAlign: 'middle' }} /> {t('marketing.contact.hint')}
        </Text>
      </Stack>
    </Card>
  );
}
