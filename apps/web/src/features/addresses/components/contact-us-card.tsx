import { Button, Card, Group } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconHeading } from '@/components/ui/icon-heading';
import '@/locales/addresses';

/** Contact-us card for accounts with several sites or franchises (spec section 2). */
export function ContactUsCard({ onAsk }: { onAsk?: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      radius="md"
      p="xl"
      data-testid="contact-us-card"
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-brand-0), var(--mantine-color-accent-0))',
        border: '1px solid var(--mantine-color-brand-1)',
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="lg">
        <IconHeading
          maw={680}
          textGap={4}
          icon={IconBuildingStore}
          badge={{ size: 48, radius: 'xl', variant: 'white', color: 'brand', glyph: 26 }}
          title={t('components.contact_us_card.title')}
          text={t('components.contact_us_card.text')}
        />
        {onAsk ? (
          <Button onClick={onAsk} data-testid="contact-us-ask">
            {t('components.contact_us_card.ask')}
          </Button>
        ) : (
          <Button component="a" href="mailto:contact@qrecrute.fr" variant="white">
            {t('components.contact_us_card.contact')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
