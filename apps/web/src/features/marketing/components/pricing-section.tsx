import { CATALOGUE_PRICES, catalogueMonths, type CataloguePrice } from '@app/contracts/catalogue';
import { priceSlot, type PriceFigure } from '@app/contracts/price-slots';
import type { ProductCodeValue } from '@app/contracts/products';
import { Badge, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/locales/marketing';

/** One line of a price card: a recurring price per month and per year, or a single good's price. */
interface PriceLine {
  key: string;
  label: string;
  code: ProductCodeValue;
  /** The price's months (0: a single good), which names it among its product's prices. */
  months: number;
  note?: string | undefined;
}

/**
 * A price line's figures, as slots the API fills with the price valid when it serves the page
 * (decision 160): the pre-rendered page is built once, a staff member changes prices at any time.
 */
function PriceRow({ line }: { line: PriceLine }) {
  const { t } = useTranslation();
  const slot = (figure: PriceFigure) => priceSlot(line.code, line.months, figure);
  const figures =
    line.months === 0
      ? {
          ht: t('marketing.prices.unit_ht', { amount: slot('ht') }),
          ttc: t('marketing.prices.unit_ttc', { amount: slot('ttc') }),
        }
      : {
          ht: `${t('marketing.prices.per_month', { amount: slot('month_ht') })} · ${t('marketing.prices.per_year', { amount: slot('year_ht') })}`,
          ttc: `${t('marketing.prices.per_month_ttc', { amount: slot('month_ttc') })} · ${t('marketing.prices.per_year_ttc', { amount: slot('year_ttc') })}`,
        };
  return (
    <Stack gap={2} data-testid={`price-${line.key}`}>
      <Text fw={700}>{line.label}</Text>
      <Text fw={800} c="brand.8" data-testid={`price-${line.key}-ht`}>
        {figures.ht}
      </Text>
      <Text size="sm" c="dimmed" data-testid={`price-${line.key}-ttc`}>
        {figures.ttc}
      </Text>
      {line.note ? (
        <Text size="sm" c="accent.8">
          {line.note}
        </Text>
      ) : null}
    </Stack>
  );
}

function PriceCard({ audience, lines }: { audience: 'recruiter' | 'headhunter' | 'affiliate'; lines: PriceLine[] }) {
  const { t } = useTranslation();
  return (
    <Card p="xl" radius="lg" shadow="xs" data-testid={`prices-${audience}`}>
      <Stack gap="md">
        <Stack gap={4}>
          <Badge variant="light" w="fit-content">
            {t(`marketing.prices.${audience}.badge`)}
          </Badge>
          <Title order={3} fz={22}>
            {t(`marketing.prices.${audience}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`marketing.prices.${audience}.text`)}
          </Text>
        </Stack>
        {lines.map((line) => (
          <PriceRow key={line.key} line={line} />
        ))}
      </Stack>
    </Card>
  );
}

/**
 * "Tarifs" of the public site (issue 29): every offer with its price excluding VAT and including
 * it, per month and per year for subscriptions. The offers (which products, which periods, what the
 * kit includes) are the catalogue of packages/contracts; the amounts are slots the API fills from
 * its price rows valid at that moment, what the checkout charges (decision 160). No script.
 */
export function PricingSection() {
  const { t } = useTranslation();
  const [monthly, yearly] = CATALOGUE_PRICES.address_subscription as [CataloguePrice, CataloguePrice];
  const months = (price: CataloguePrice) => catalogueMonths(price) ?? 0;
  const [kit] = CATALOGUE_PRICES.affiliate_kit;
  const offered = (code: 'additional_poster' | 'additional_sticker') => kit?.freeProducts?.find((f) => f.code === code)?.quantity ?? 0;
  const single = (code: ProductCodeValue) => ({ code, months: months(CATALOGUE_PRICES[code][0]!) });
  return (
    <Container size="lg" py={80} id="tarifs" data-testid="pricing">
      <Stack gap="xs" align="center" ta="center" mb={40}>
        <Text fw={700} c="brand.7" tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
          {t('marketing.prices.eyebrow')}
        </Text>
        <Title order={2} fz={{ base: 28, sm: 36 }}>
          {t('marketing.prices.title')}
        </Title>
        <Text c="dimmed" maw={620}>
          {t('marketing.prices.text')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <PriceCard
          audience="recruiter"
          lines={[
            {
              key: 'essential-monthly',
              label: t('marketing.prices.essential_monthly'),
              code: 'address_subscription',
              months: months(monthly),
              note: t('marketing.prices.monthly_note'),
            },
            {
              key: 'essential-yearly',
              label: t('marketing.prices.essential_yearly'),
              code: 'address_subscription',
              months: months(yearly),
              note: t('marketing.prices.save', { percent: priceSlot('address_subscription', months(yearly), 'saving') }),
            },
            { key: 'sticker', label: t('marketing.prices.sticker'), ...single('additional_sticker') },
          ]}
        />
        <PriceCard
          audience="headhunter"
          lines={[
            { key: 'regular-resume', label: t('marketing.prices.regular_resume'), ...single('regular_resume') },
            { key: 'rare-resume', label: t('marketing.prices.rare_resume'), ...single('rare_resume') },
            {
              key: 'premium',
              label: t('marketing.prices.premium'),
              ...single('premium_headhunter'),
              note: t('marketing.prices.billed_yearly'),
            },
          ]}
        />
        <PriceCard
          audience="affiliate"
          lines={[
            {
              key: 'kit',
              label: t('marketing.prices.kit'),
              ...single('affiliate_kit'),
              note: t('marketing.prices.kit_offered', { posters: offered('additional_poster'), stickers: offered('additional_sticker') }),
            },
            { key: 'poster', label: t('marketing.prices.poster'), ...single('additional_poster') },
            { key: 'sticker-affiliate', label: t('marketing.prices.sticker'), ...single('additional_sticker') },
          ]}
        />
      </SimpleGrid>
    </Container>
  );
}
