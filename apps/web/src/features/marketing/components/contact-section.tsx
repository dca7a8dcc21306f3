import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form';
import { Island } from './island';
import '@/locales/marketing';

/** Contact section (`/#contact`): every "Contactez-nous" of the site and the app leads here. */
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
          <Island name="contact" component={ContactForm} props={{}} trigger="visible" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
