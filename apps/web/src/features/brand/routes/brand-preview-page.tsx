import type { AddressDetail } from '@app/contracts/addresses';
import { videoEmbed } from '@app/contracts/videos';
import { APP_PATHS } from '@app/contracts/routes';
import { Avatar, Box, Button, Group, Image, ScrollArea, Skeleton, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { AdvantageIcon } from '../components/advantage-icon';
import { ConsentedVideo } from '@/components/ui/consented-video';
import { LinkButton } from '@/components/ui/link-button';
import { BrandGate, useCurrentBrand } from '../components/brand-gate';
import '@/locales/brand';
import { useReferenceName } from '@/lib/reference-name';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={8} data-testid={testId}>
      <Title order={3} fz={15} fw={800}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The brand as a candidate sees it in the mobile app: one phone-sized, scrollable card. */
export function BrandPhonePreview({ address }: { address: AddressDetail }) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const pictures = [address.picture, address.pictureTwo, address.pictureThree].filter((p): p is string => Boolean(p));
  const video = videoEmbed(address.youtubeLink);
  const place = address.content?.placeName ?? address.content?.place_name ?? address.qrcodeTown;
  const empty =
    !address.description &&
    !address.values &&
    address.advantages.length === 0 &&
    address.recruitmentSteps.length === 0 &&
    pictures.length === 0 &&
    !video;
  return (
    <Box
      w={390}
      maw="100%"
      p={12}
      style={{ borderRadius: 48, background: '#15171c', boxShadow: '0 24px 60px rgba(20, 24, 40, 0.28)' }}
      data-testid="brand-phone"
    >
      <Box style={{ borderRadius: 38, overflow: 'hidden', background: 'var(--mantine-color-body)', position: 'relative' }}>
        <Box h={26} style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', background: '#fff' }}>
          <Box w={110} h={20} style={{ borderRadius: 12, background: '#15171c' }} />
        </Box>
        <ScrollArea h={720} type="never">
          <Box pos="relative">
            {pictures[0] ? (
              <Image src={pictures[0]} alt="" h={210} fit="cover" data-testid="brand-phone-hero" />
            ) : (
              <Box h={150} style={{ background: 'linear-gradient(135deg, var(--mantine-color-brand-6), var(--mantine-color-brand-9))' }} />
            )}
            <Avatar
              src={address.logo}
              size={72}
              radius={20}
              color="brand"
              variant="filled"
              pos="absolute"
              bottom={-36}
              left={20}
              style={{ border: '4px solid white', background: 'white' }}
            >
              {address.name.slice(0, 1).toUpperCase()}
            </Avatar>
          </Box>
          <Stack gap="lg" p={20} pt={46}>
            <Stack gap={2}>
              <Title order={2} fz={22} data-testid="brand-phone-name">
                {address.name}
              </Title>
              {place ? (
                // The pin stays beside the place's first line however long the place (issue 29: it sat alone on a line).
                <Group gap={4} c="dimmed" wrap="nowrap" align="flex-start">
                  <IconMapPin size={14} style={{ flexShrink: 0, marginTop: 3 }} />
                  <Text size="sm" style={{ minWidth: 0 }}>
                    {place}
                  </Text>
                </Group>
              ) : null}
            </Stack>
            {empty ? (
              <Text size="sm" c="dimmed" data-testid="brand-phone-empty">
                {t('components.brand_preview.empty')}
              </Text>
            ) : null}
            {address.description ? (
              <Section title={t('components.brand_preview.about')} testId="brand-phone-description">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {address.description}
                </Text>
              </Section>
            ) : null}
            {pictures.length > 1 ? (
              <Group gap={8} wrap="nowrap" data-testid="brand-phone-pictures">
                {pictures.slice(1).map((src) => (
                  <Image key={src} src={src} alt="" h={110} flex={1} radius="md" fit="cover" miw={0} />
                ))}
              </Group>
            ) : null}
            {address.values ? (
              <Section title={t('components.brand_preview.values')} testId="brand-phone-values">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {address.values}
                </Text>
              </Section>
            ) : null}
            {address.advantages.length > 0 ? (
              <Section title={t('components.brand_preview.advantages')} testId="brand-phone-advantages">
                <Stack gap={8}>
                  {address.advantages.map((advantage) => (
                    <Group key={advantage.id} gap={10} wrap="nowrap">
                      <ThemeIcon variant="light" radius="xl" size={30}>
                        <AdvantageIcon icon={advantage.icon} size={16} />
                      </ThemeIcon>
                      <Text size="sm">{referenceName(advantage.name)}</Text>
                    </Group>
                  ))}
                </Stack>
              </Section>
            ) : null}
            {address.recruitmentSteps.length > 0 ? (
              <Section title={t('components.brand_preview.steps')} testId="brand-phone-steps">
                <Timeline active={address.recruitmentSteps.length} bulletSize={24} lineWidth={2}>
                  {address.recruitmentSteps.map((step, index) => (
                    <Timeline.Item
                      key={`${step.id}-${index}`}
                      bullet={
                        <Text size="xs" fw={700} c="white">
                          {index + 1}
                        </Text>
                      }
                      title={<Text size="sm">{referenceName(step.name)}</Text>}
                    />
                  ))}
                </Timeline>
              </Section>
            ) : null}
            {video ? (
              <Section title={t('components.brand_preview.video')} testId="brand-phone-video">
                <ConsentedVideo video={video} title={t('components.brand_preview.video')} />
              </Section>
            ) : null}
            <Button radius="xl" size="md" fullWidth tabIndex={-1} style={{ pointerEvents: 'none' }}>
              {t('components.brand_preview.apply')}
            </Button>
          </Stack>
        </ScrollArea>
      </Box>
    </Box>
  );
}

/** /app/brand/preview: the current address's brand page as the candidate mobile app shows it. */
export function BrandPreviewPage() {
  const { t } = useTranslation();
  const brand = useCurrentBrand();
  const { address } = brand;
  return (
    <>
      <PageTitle
        title={t('pages.brandPreview.title')}
        subtitle={t('pages.brandPreview.subtitle')}
        actions={
          <LinkButton to={APP_PATHS.brand} variant="default" leftSection={<IconArrowLeft size={18} />} data-testid="brand-preview-back">
            {t('components.brand_preview.back')}
          </LinkButton>
        }
      />
      <BrandGate brand={brand}>
        {() => (
          <Stack align="center" gap="md">
            <Text size="sm" c="dimmed" ta="center" maw={460}>
              {t('pages.brandPreview.description')}
            </Text>
            {address.data ? <BrandPhonePreview address={address.data} /> : <Skeleton w={390} h={760} radius={48} />}
          </Stack>
        )}
      </BrandGate>
    </>
  );
}
