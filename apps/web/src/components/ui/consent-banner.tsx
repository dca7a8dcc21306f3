import { SITE_PATHS } from '@app/contracts/routes';
import { Anchor, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveConsent, useConsent } from '@/lib/consent';

/**
 * Cookie banner (spec section 1; CNIL rules, decision 089): shown until the visitor chooses; "Tout
 * refuser" is as visible and as easy as "Tout accepter"; "Personnaliser" lists each purpose. The
 * choice is kept 6 months and reopened from the footer. On a phone it is compact (a quarter of the
 * screen: small text, one row of buttons), and it sits under any drawer or modal (the site's menu
 * above all): Mantine's overlays are at z-index 200, the banner below them and above the page's
 * sticky header (issue 29). On the pre-rendered site, "Tout refuser" and "Tout accepter" are
 * answered by the page's script before React is there (`data-consent-videos`, src/marketing/main.ts).
 */
/** Under Mantine's modals and drawers (200), over the sticky headers (50 to 100). */
export const CONSENT_BANNER_Z_INDEX = 150;
const BUTTON = { h: { base: 32, sm: 36 }, px: { base: 6, sm: 'md' }, fz: { base: 'xs', sm: 'sm' } } as const;

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
      p={{ base: 'sm', sm: 'lg' }}
      withBorder
      pos="fixed"
      bottom={{ base: 8, sm: 16 }}
      left={{ base: 8, sm: 16 }}
      right={{ base: 8, sm: 16 }}
      maw={720}
      mx="auto"
      style={{ zIndex: CONSENT_BANNER_Z_INDEX }}
      data-testid="consent-banner"
    >
      <Stack gap="xs">
        <Title order={2} fz={{ base: 'sm', sm: 'lg' }} id="consent-title">
          {t('consent.title')}
        </Title>
        <Text fz={{ base: 'xs', sm: 'sm' }} lh={1.45}>
          {t('consent.text')}{' '}
          <Anchor href={SITE_PATHS.privacy} inherit>
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
        <Group gap="xs" grow preventGrowOverflow={false} wrap="nowrap">
          <Button
            {...BUTTON}
            variant="default"
            onClick={() => saveConsent({ videos: false })}
            data-consent-videos="false"
            data-testid="consent-refuse"
          >
            {t('consent.refuse')}
          </Button>
          {details ? (
            <Button {...BUTTON} variant="default" onClick={() => saveConsent({ videos })} data-testid="consent-save">
              {t('consent.save')}
            </Button>
          ) : (
            <Button {...BUTTON} variant="default" onClick={() => setDetails(true)} data-testid="consent-customize">
              {t('consent.customize')}
            </Button>
          )}
          <Button
            {...BUTTON}
            variant="default"
            onClick={() => saveConsent({ videos: true })}
            data-consent-videos="true"
            data-testid="consent-accept"
          >
            {t('consent.accept')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
