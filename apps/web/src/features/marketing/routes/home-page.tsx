import { priceSlot } from '@app/contracts/price-slots';
import { APP_PATHS, SITE_PATHS, appUrl } from '@app/contracts/routes';
import { HEADHUNTER_REGISTRATION_TYPE } from '@app/contracts/constants';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconCheck,
  IconChartBar,
  IconDeviceMobile,
  IconHeartHandshake,
  IconMapPins,
  IconPercentage,
  IconQrcode,
  IconShoppingBag,
  IconSparkles,
  IconUserSearch,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppStoreLinks } from '../components/app-store-links';
import { ContactSection } from '../components/contact-section';
import { Island } from '../components/island';
import { JobSearchSlot } from '../components/job-search-slot';
import { QrIllustration } from '../components/qr-illustration';
import { PricingSection } from '../components/pricing-section';
import { SectorCarousel } from '../components/sector-carousel';
import { CheckList } from '@/components/ui/check-list';
import '@/locales/job-search';
import '@/locales/marketing';

type Audience = 'recruiter' | 'candidate';

const STEPS = {
  recruiter: [
    { icon: IconQrcode, key: 'marketing.how.recruiter.step_1' },
    { icon: IconDeviceMobile, key: 'marketing.how.recruiter.step_2' },
    { icon: IconUserSearch, key: 'marketing.how.recruiter.step_3' },
  ],
  candidate: [
    { icon: IconQrcode, key: 'marketing.how.candidate.step_1' },
    { icon: IconDeviceMobile, key: 'marketing.how.candidate.step_2' },
    { icon: IconHeartHandshake, key: 'marketing.how.candidate.step_3' },
  ],
} as const satisfies Record<Audience, readonly { icon: Icon; key: string }[]>;

const FEATURES = [
  { icon: IconQrcode, key: 'marketing.features.qr' },
  { icon: IconDeviceMobile, key: 'marketing.features.mobile' },
  { icon: IconPercentage, key: 'marketing.features.matching' },
  { icon: IconSparkles, key: 'marketing.features.brand' },
  { icon: IconMapPins, key: 'marketing.features.addresses' },
  { icon: IconChartBar, key: 'marketing.features.dashboard' },
] as const satisfies readonly { icon: Icon; key: string }[];

const AUDIENCES = ['recruiter', 'candidate'] as const satisfies readonly Audience[];
/** The element whose `data-audience` picks which of the pre-rendered versions shows (app.css). */
const AUDIENCE_ROOT = 'audience-root';

/**
 * "Recruteur / Candidat" (spec section 2): the page holds both versions of its texts, the toggle
 * shows one (an island of the pre-rendered site, decision 096).
 */
export function AudienceToggle() {
  const { t } = useTranslation();
  const [audience, setAudience] = useState<Audience>('recruiter');
  return (
    <SegmentedControl
      value={audience}
      onChange={(value) => {
        setAudience(value as Audience);
        document.getElementById(AUDIENCE_ROOT)?.setAttribute('data-audience', value);
      }}
      data={AUDIENCES.map((value) => ({ value, label: t(`marketing.toggle.${value}`) }))}
      radius="xl"
      size="md"
      w="fit-content"
      data-testid="audience-toggle"
    />
  );
}

/** Public home page: recruiting with QR codes, for recruiters and candidates. */
export function HomePage() {
  const { t } = useTranslation();
  // The premium head-hunter's yearly price: slots the API fills with the price valid when it serves the page (decision 160).
  const premium = (figure: 'month_ht' | 'year_ht' | 'year_ttc') => priceSlot('premium_headhunter', 12, figure);

  return (
    <div id={AUDIENCE_ROOT} data-audience="recruiter">
      {/* Hero ------------------------------------------------------------------------------- */}
      <Box
        style={{
          background:
            'radial-gradient(1200px 500px at 85% -10%, var(--mantine-color-brand-0), transparent 60%), linear-gradient(180deg, #fff 0%, var(--mantine-color-gray-0) 100%)',
        }}
      >
        <Container size="lg" py={{ base: 48, md: 88 }}>
          <Grid gap={48} align="center">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="xl">
                <Island name="audience" component={AudienceToggle} props={{}} />
                {AUDIENCES.map((audience) => (
                  <Stack gap="xl" key={audience} data-for={audience}>
                    <Title
                      order={1}
                      fz={{ base: 38, sm: 52 }}
                      lh={1.08}
                      style={{ letterSpacing: '-0.02em' }}
                      data-testid={`hero-title-${audience}`}
                    >
                      {t(`marketing.hero.${audience}.title`)}
                    </Title>
                    <Text size="xl" c="dimmed" maw={520}>
                      {t(`marketing.hero.${audience}.text`)}
                    </Text>
                    {audience === 'recruiter' ? (
                      <>
                        <Group gap="sm">
                          <Button component="a" href={appUrl(APP_PATHS.registerStep(1))} size="lg" data-testid="hero-register">
                            {t('marketing.hero.recruiter.cta')}
                          </Button>
                          <Button component="a" href="#comment-ca-marche" size="lg" variant="default">
                            {t('marketing.hero.recruiter.secondary')}
                          </Button>
                        </Group>
                        <Stack gap={6}>
                          <Text size="sm" fw={600}>
                            {t('marketing.job_search.label')}
                          </Text>
                          <Island name="job-search" component={JobSearchSlot} props={{}} />
                        </Stack>
                      </>
                    ) : (
                      <Stack gap="md">
                        <Group gap="sm">
                          <Button component="a" href="#comment-ca-marche" size="lg" color="accent.7">
                            {t('marketing.hero.candidate.cta')}
                          </Button>
                        </Group>
                        <Island name="app-store-links" component={AppStoreLinks} props={{}} trigger="visible" />
                      </Stack>
                    )}
                  </Stack>
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Box maw={520} mx="auto">
                <QrIllustration />
              </Box>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      {/* How it works ------------------------------------------------------------------------ */}
      <Container size="lg" py={96} id="comment-ca-marche">
        <Stack gap="xs" align="center" ta="center" mb={56}>
          <Text fw={700} c="brand.7" tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
            {t('marketing.how.eyebrow')}
          </Text>
          {AUDIENCES.map((audience) => (
            <Title order={2} fz={{ base: 30, sm: 40 }} key={audience} data-for={audience}>
              {t(`marketing.how.${audience}.title`)}
            </Title>
          ))}
        </Stack>
        {AUDIENCES.map((audience) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" key={audience} data-for={audience}>
            {STEPS[audience].map(({ icon: StepIcon, key }, index) => (
              <Card key={key} p="xl" shadow="xs">
                <Group justify="space-between" mb="lg">
                  <ThemeIcon size={52} radius="md" variant="light">
                    <StepIcon size={28} stroke={1.6} />
                  </ThemeIcon>
                  <Text fz={44} fw={900} c="brand.1" lh={1}>
                    {index + 1}
                  </Text>
                </Group>
                <Text fw={700} size="lg" mb={6}>
                  {t(`${key}.title` as const)}
                </Text>
                <Text c="dimmed">{t(`${key}.text` as const)}</Text>
              </Card>
            ))}
          </SimpleGrid>
        ))}
      </Container>

      {/* Features --------------------------------------------------------------------------- */}
      <Box bg="brand.9" c="white" py={96}>
        <Container size="lg">
          <Stack gap="xs" mb={56} maw={640}>
            <Text fw={700} c="brand.1" tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
              {t('marketing.features.eyebrow')}
            </Text>
            <Title order={2} fz={{ base: 30, sm: 40 }} c="white">
              {t('marketing.features.title')}
            </Title>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={40}>
            {FEATURES.map(({ icon: FeatureIcon, key }) => (
              <Stack key={key} gap="sm">
                <ThemeIcon size={44} radius="md" color="rgba(255,255,255,0.12)">
                  <FeatureIcon size={24} stroke={1.6} />
                </ThemeIcon>
                <Text fw={700} size="lg">
                  {t(`${key}.title` as const)}
                </Text>
                <Text c="brand.1">{t(`${key}.text` as const)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      {/* Sectors carousel ----------------------------------------------------------------------- */}
      <Container size="lg" py={72} data-testid="sectors">
        <Stack gap="xs" align="center" ta="center" mb={40}>
          <Text fw={700} c="brand.7" tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
            {t('marketing.sectors.eyebrow')}
          </Text>
          <Title order={2} fz={{ base: 28, sm: 36 }}>
            {t('marketing.sectors.title')}
          </Title>
        </Stack>
        <Island name="sectors" component={SectorCarousel} props={{}} trigger="visible" />
      </Container>

      {/* Head-hunters and pricing --------------------------------------------------------- */}
      <Container size="lg" py={96} id="chasseurs-de-tetes">
        <Grid gap={48} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <ThemeIcon size={52} radius="md" variant="light" color="accent">
                <IconShoppingBag size={28} stroke={1.6} />
              </ThemeIcon>
              <Text fw={700} c="accent.8" tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
                {t('marketing.headhunters.eyebrow')}
              </Text>
              <Title order={2} fz={{ base: 30, sm: 40 }}>
                {t('marketing.headhunters.title')}
              </Title>
              <Text size="lg" c="dimmed">
                {t('marketing.headhunters.text')}
              </Text>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon size={22} radius="xl" color="accent.7">
                    <IconCheck size={14} stroke={3} />
                  </ThemeIcon>
                }
              >
                <List.Item>{t('marketing.headhunters.point_1')}</List.Item>
                <List.Item>{t('marketing.headhunters.point_2')}</List.Item>
                <List.Item>{t('marketing.headhunters.point_3')}</List.Item>
              </List>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card
              shadow="lg"
              p={36}
              radius="xl"
              style={{ borderColor: 'var(--mantine-color-accent-3)', borderWidth: 2 }}
              data-testid="premium-offer"
            >
              <Stack gap="md">
                <Group justify="space-between">
                  <Badge color="accent" variant="filled" size="lg">
                    {t('marketing.pricing.badge')}
                  </Badge>
                  <IconBuildingStore size={28} color="var(--mantine-color-accent-7)" />
                </Group>
                <Title order={3} fz={26}>
                  {t('marketing.pricing.title')}
                </Title>
                <Group gap={8} align="baseline">
                  <Text fz={52} fw={900} lh={1} data-testid="premium-price">
                    {t('marketing.pricing.price', { amount: premium('month_ht') })}
                  </Text>
                  <Text c="dimmed" fw={600}>
                    {t('marketing.pricing.per')}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" data-testid="premium-billing">
                  {t('marketing.pricing.billing', {
                    year: premium('year_ht'),
                    yearTtc: premium('year_ttc'),
                  })}
                </Text>
                <CheckList items={[t('marketing.pricing.benefit_1'), t('marketing.pricing.benefit_2'), t('marketing.pricing.benefit_3')]} />
                {/* The head-hunter offer opens the head-hunter form, not the recruiter one (decision 121). */}
                <Button
                  component="a"
                  href={`${appUrl(APP_PATHS.registerStep(1))}?type=${HEADHUNTER_REGISTRATION_TYPE}`}
                  size="md"
                  color="accent.7"
                  mt="sm"
                  data-testid="premium-offer-register"
                >
                  {t('marketing.pricing.cta')}
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>

      <PricingSection />

      {/* Affiliation teaser ------------------------------------------------------------------ */}
      <Container size="lg" pb={32}>
        <Card
          p={{ base: 'xl', sm: 48 }}
          radius="xl"
          withBorder={false}
          style={{ background: 'linear-gradient(120deg, var(--mantine-color-accent-0), var(--mantine-color-brand-0))' }}
        >
          <Group justify="space-between" gap="xl">
            <Stack gap={6} maw={620}>
              <Title order={2} fz={{ base: 26, sm: 32 }}>
                {t('marketing.affiliation_teaser.title')}
              </Title>
              <Text c="dimmed" size="lg">
                {t('marketing.affiliation_teaser.text')}
              </Text>
            </Stack>
            <Button component="a" href={SITE_PATHS.affiliation} size="lg" variant="white" color="dark">
              {t('marketing.affiliation_teaser.cta')}
            </Button>
          </Group>
        </Card>
      </Container>

      <ContactSection />
    </div>
  );
}
