import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AppStoreLinks, mobilePlatform } from './app-store-links';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('app store link chosen by device (spec section 1)', () => {
  it.each([
    [UA.iphone, 5, 'ios'],
    [UA.ipad, 5, 'ios'],
    [UA.ipad, 0, 'other'], // a real Mac
    [UA.android, 5, 'android'],
    [UA.desktop, 0, 'other'],
  ] as const)('%s (%i touch points) -> %s', (ua, touch, platform) => expect(mobilePlatform(ua, touch)).toBe(platform));

  it('links the App Store on iOS, Google Play on Android, both elsewhere', () => {
    const { unmount } = renderWithProviders(<AppStoreLinks platform="ios" />);
    expect(screen.getByTestId('app-store-ios')).toHaveAttribute('href', expect.stringContaining('apps.apple.com'));
    expect(screen.queryByTestId('app-store-android')).toBeNull();
    unmount();
    renderWithProviders(<AppStoreLinks platform="other" />);
    expect(screen.getByTestId('app-store-ios')).toHaveTextContent("Télécharger dans l'App Store");
    expect(screen.getByTestId('app-store-android')).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=fr.qrecrute.app',
    );
  });
});
