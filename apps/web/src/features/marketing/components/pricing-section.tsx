import { CATALOGUE_PRICES, catalogueMonths, savingPercentOf, withVat, type CataloguePrice } from '@app/contracts/catalogue';
import { Badge, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatPrice } from '@/lib/format';
import '@/locales/marketing';

/** One line of a price card: a recurring price per month and per year, or a single good's price. */
interface PriceLine {
  key: string;
  label: string;
  price: CataloguePrice;
  note?: string | undefined;
}

const MONTHS_A_YEAR = 12;

function PriceRow({ line }: { line: PriceLine }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatPrice(cents, i18n.language);
  const months = catalogueMonths(line.price);
  const figures =
    months === null
      ? {
          ht: t('marketing.prices.unit_ht', { amount: money(line.price.unitAmount) }),
          ttc: t('marketing.prices.unit_ttc', { amount: money(withVat(line.price.unitAmount)) }),
        }
      : (() => {
          // A month of the price, and a year of it (a 1-month price renewed 12 times, a 12-month one once).
          const month = Math.round(line.price.unitAmount / months);
          const year = months === MONTHS_A_YEAR ? line.price.unitAmount : month * MONTHS_A_YEAR;
          return {
            ht: `${t('marketing.prices.per_month', { amount: money(month) })} · ${t('marketing.prices.per_year', { amount: money(year) })}`,
            ttc: `${t('marketing.prices.per_month_ttc', { amount: money(withVat(month)) })} · ${t('marketing.prices.per_year_ttc', { amount: money(withVat(year)) })}`,
          };
        })();
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
 * it, per month and per year for subscriptions, pre-rendered from the catalogue of
 * packages/contracts, the prices the API seeds and charges (decision 122). No script.
 */
export function PricingSection() {
  const { t, i18n } = useTranslation();
  const [monthly, yearly] = CATALOGUE_PRICES.address_subscription as [CataloguePrice, CataloguePrice];
  const months = (price: CataloguePrice) => catalogueMonths(price) ?? 1;
  const saving = savingPercentOf(
    { unitAmount: yearly.unitAmount, months: months(yearly) },
    { unitAmount: monthly.unitAmount, months: months(monthly) },
  );
  const [kit] = CATALOGUE_PRICES.affiliate_kit;
  const offered = (code: 'additional_poster' | 'additional_sticker') => kit?.freeProducts?.find((f) => f.code === code)?.quantity ?? 0;
  const single = (code: keyof typeof CATALOGUE_PRICES) => CATALOGUE_PRICES[code][0]!;
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
              price: monthly,
              note: t('marketing.prices.monthly_note'),
            },
            {
              key: 'essential-yearly',
              label: t('marketing.prices.essential_yearly'),
              price: yearly,
              note: t('marketing.prices.save', { percent: formatPercent(saving, i18n.language) }),
            },
            { key: 'sticker', label: t('marketing.prices.sticker'), price: single('additional_sticker') },
          ]}
        />
        <PriceCard
          audience="headhunter"
          lines={[
            { key: 'regular-resume', label: t('marketing.prices.regular_resume'), price: single('regular_resume') },
            { key: 'rare-resume', label: t('marketing.prices.rare_resume'), price: single('rare_resume') },
            {
              key: 'premium',
              label: t('marketing.prices.premium'),
              price: single('premium_headhunter'),
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
              price: single('affiliate_kit'),
              note: t('marketing.prices.kit_offered', { posters: offered('additional_poster'), stickers: offered('additional_sticker') }),
            },
            { key: 'poster', label: t('marketing.prices.poster'), price: single('additional_poster') },
            { key: 'sticker-affiliate', label: t('marketing.prices.sticker'), price: single('additional_sticker') },
          ]}
        />
      </SimpleGrid>
    </Container>
  );
}
