import { kitShipment } from '@app/contracts/catalogue';
import { priceSlot } from '@app/contracts/price-slots';
import { AFFILIATE } from '@app/contracts/constants';
import { APP_PATHS, SITE_PATHS, appUrl } from '@app/contracts/routes';
import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCoin, IconPackage, IconQrcode, IconTruckDelivery, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@/locales/marketing';
import { formatDayOfMonth, formatMoney, formatPercent } from '@/lib/format';

/** /affiliation: the affiliate programme (spec section 1, "Affiliates"). */
export function AffiliationPage() {
  const { t, i18n } = useTranslation();
  const facts = [
    { icon: IconTruckDelivery, title: t('marketing.affiliation.fact_delivery', { days: AFFILIATE.deliveryDays }) },
    { icon: IconCoin, title: t('marketing.affiliation.fact_profit', { count: AFFILIATE.profitFromResumesSold }) },
    {
      icon: IconCalendarEvent,
      title: t('marketing.affiliation.fact_payment', { day: formatDayOfMonth(AFFILIATE.paymentDayOfMonth, i18n.language) }),
    },
  ];
  // What an affiliate earns, when it is paid and what the kit costs: the constants, and the kit's price valid when the
  // API serves the page (slots it fills, decision 160).
  const terms = [
    {
      key: 'earnings',
      text: t('marketing.affiliation.earnings', {
        signup: formatMoney(AFFILIATE.signUpEarningCents, i18n.language),
        share: formatPercent(AFFILIATE.resumeSaleShare * 100, i18n.language),
      }),
    },
    {
      key: 'payout',
      text: t('marketing.affiliation.payout', {
        count: AFFILIATE.profitFromResumesSold,
        day: formatDayOfMonth(AFFILIATE.paymentDayOfMonth, i18n.language),
      }),
    },
    {
      key: 'kit',
      text: t('marketing.affiliation.kit_price', {
        ht: priceSlot('affiliate_kit', 12, 'ht'),
        ttc: priceSlot('affiliate_kit', 12, 'ttc'),
        ...kitShipment(0, 0),
      }),
    },
  ];
  const steps = [
    { icon: IconPackage, key: 'marketing.affiliation.step_1' },
    { icon: IconQrcode, key: 'marketing.affiliation.step_2' },
    { icon: IconUsers, key: 'marketing.affiliation.step_3' },
  ] as const;
  const actions = [
    {
      href: appUrl(APP_PATHS.registerAffiliateStep(1)),
      variant: 'white',
      color: 'dark',
      label: t('marketing.affiliation.cta'),
      testId: 'affiliation-register',
    },
    {
      href: appUrl(APP_PATHS.loginAffiliate),
      variant: 'outline',
      color: 'white',
      label: t('marketing.affiliation.login'),
      testId: 'affiliation-login',
    },
  ];
  return (
    <>
      <Box
        py={{ base: 56, md: 96 }}
        style={{ background: 'linear-gradient(150deg, #7a3b00 0%, var(--mantine-color-accent-8) 55%, var(--mantine-color-accent-5) 100%)' }}
        c="white"
      >
        <Container size="md" ta="center">
          <Stack align="center" gap="lg">
            <Text fw={700} tt="uppercase" size="sm" c="accent.1" style={{ letterSpacing: '0.08em' }}>
              {t('marketing.affiliation.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 36, sm: 50 }} c="white" lh={1.1} data-testid="page-title">
              {t('marketing.affiliation.title')}
            </Title>
            <Text size="xl" c="accent.0" maw={640}>
              {t('marketing.affiliation.text')}
            </Text>
            <Group gap="sm" justify="center">
              {actions.map((action) => (
                <Button
                  key={action.testId}
                  component="a"
                  href={action.href}
                  size="lg"
                  variant={action.variant}
                  color={action.color}
                  data-testid={action.testId}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={80}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" mb={80}>
          {facts.map(({ icon: FactIcon, title }) => (
            <Card key={title} shadow="xs">
              <Group wrap="nowrap">
                <ThemeIcon size={48} radius="md" variant="light" color="accent">
                  <FactIcon size={26} stroke={1.6} />
                </ThemeIcon>
                <Text fw={700}>{title}</Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Card shadow="xs" p="xl" mb={80} data-testid="affiliation-terms">
          <Title order={2} fz={{ base: 24, sm: 28 }} mb="md">
            {t('marketing.affiliation.earnings_title')}
          </Title>
          <Stack gap="sm">
            {terms.map(({ key, text }) => (
              <Text
                key={key}
                fw={key === 'earnings' ? 700 : 400}
                size={key === 'earnings' ? 'lg' : 'md'}
                data-testid={`affiliation-${key}`}
              >
                {text}
              </Text>
            ))}
          </Stack>
        </Card>
        <Title order={2} ta="center" mb={48} fz={{ base: 28, sm: 36 }}>
          {t('marketing.affiliation.how_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {steps.map(({ icon: StepIcon, key }, index) => (
            <Stack key={key} gap="sm" align="center" ta="center">
              <ThemeIcon size={64} radius="xl" color="accent.7">
                <StepIcon size={32} stroke={1.6} />
              </ThemeIcon>
              <Text fw={800} c="accent.8">
                {t('common.step_short', { step: index + 1 })}
              </Text>
              <Text fw={700} size="lg">
                {t(`${key}.title` as const)}
              </Text>
              <Text c="dimmed" maw={320}>
                {t(`${key}.text` as const)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text ta="center" mt={64} c="dimmed" size="sm">
          {t('marketing.affiliation.contract')}{' '}
          <Anchor href={SITE_PATHS.contributorContract} target="_blank" underline="always">
            {t('marketing.affiliation.contract_link')}
          </Anchor>
        </Text>
      </Container>
    </>
  );
}
