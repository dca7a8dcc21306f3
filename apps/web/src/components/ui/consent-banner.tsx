import { SITE_PATHS } from '@app/contracts/routes';
import { Anchor, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveConsent, useConsent } from '@/lib/consent';

/**
 * Cookie banner (spec section 1; CNIL rules, decision 089): shown until the visitor chooses; "Tout
 * refuser" is as visible and as easy as "Tout accepter"; "Personnaliser" lists each purpose. The
 * choice is kept 6 months and reopened from the footer.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { choice, bannerOpen } = useConsent();
  const [details, setDetails] = useState(false);
  const [videos, setVideos] = useState(choice?.videos ?? false);
  if (!bannerOpen) return null;
  return (
    <Paper
      role="dialog"
      aria-labelledby="consent-title"
      shadow="xl"
      radius="md"
      p="lg"
      withBorder
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={720}
      mx="auto"
      style={{ zIndex: 300 }}
      data-testid="consent-banner"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="consent-title">
          {t('consent.title')}
        </Title>
        <Text size="sm">
          {t('consent.text')}{' '}
          <Anchor href={SITE_PATHS.privacy} size="sm">
            {t('consent.more')}
          </Anchor>
        </Text>
        {details && (
          <Stack gap="xs" data-testid="consent-details">
            <Switch checked disabled label={t('consent.essential')} description={t('consent.essential_text')} />
            <Switch
              checked={videos}
              onChange={(e) => setVideos(e.currentTarget.checked)}
              label={t('consent.videos')}
              description={t('consent.videos_text')}
              data-testid="consent-videos"
            />
          </Stack>
        )}
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Button variant="default" onClick={() => saveConsent({ videos: false })} data-testid="consent-refuse">
            {t('consent.refuse')}
          </Button>
          {details ? (
            <Button variant="default" onClick={() => saveConsent({ videos })} data-testid="consent-save">
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="default" onClick={() => setDetails(true)} data-testid="consent-customize">
              {t('consent.customize')}
            </Button>
          )}
          <Button variant="default" onClick={() => saveConsent({ videos: true })} data-testid="consent-accept">
            {t('consent.accept')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
