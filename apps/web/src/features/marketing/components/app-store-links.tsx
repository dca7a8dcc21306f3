import { MOBILE_APP_LINKS } from '@app/contracts/constants';
import { Button, Group } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/marketing';

export type MobilePlatform = 'ios' | 'android' | 'other';

/** iOS (iPadOS says it is a Mac, but has a touch screen), Android, or anything else. */
export function mobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return 'other';
}

const noSubscription = () => () => {};
const devicePlatform = (): MobilePlatform => mobilePlatform(navigator.userAgent, navigator.maxTouchPoints);

/**
 * The candidate app's store link, chosen by device (spec section 1): the App Store on an iPhone or
 * iPad, Google Play on Android, both elsewhere (and in the pre-rendered page, until it hydrates).
 */
export function AppStoreLinks({ platform: given }: { platform?: MobilePlatform }) {
  const { t } = useTranslation();
  const detected = useSyncExternalStore(noSubscription, devicePlatform, () => 'other' as const);
  const platform = given ?? detected;
  const stores = platform === 'other' ? (['ios', 'android'] as const) : ([platform] as const);
  return (
    <Group gap="sm" data-testid="app-store-links" data-platform={platform}>
      {stores.map((store) => (
        <Button
          key={store}
          component="a"
          href={MOBILE_APP_LINKS[store]}
          target="_blank"
          rel="noopener"
          size="md"
          color="dark"
          leftSection={
            store === 'ios' ? <IconBrandApple size={20} aria-hidden="true" /> : <IconBrandGooglePlay size={20} aria-hidden="true" />
          }
          data-testid={`app-store-${store}`}
        >
          {t(store === 'ios' ? 'marketing.app_store.ios' : 'marketing.app_store.android')}
        </Button>
      ))}
    </Group>
  );
}
