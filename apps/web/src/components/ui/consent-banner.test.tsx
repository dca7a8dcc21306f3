import { CONSENT_COOKIE } from '@app/contracts/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConsentForTests } from '@/lib/consent';
import { renderWithProviders } from '@/test/render';
import { ConsentBanner } from './consent-banner';
import { ConsentedVideo } from './consented-video';
import { LegalFooter } from './legal-links';

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE);
  resetConsentForTests();
});

const page = () =>
  renderWithProviders(
    <>
      <ConsentedVideo
        video={{ host: 'youtube', id: 'aqz-KE-bpKQ', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' }}
        title="Vidéo"
        testId="video"
      />
      <LegalFooter />
      <ConsentBanner />
    </>,
  );

describe('cookie consent (CNIL rules, decision 089)', () => {
  it('asks before anything optional loads; refusing is one click, as visible as accepting, and kept', async () => {
    page();
    expect(screen.getByTestId('consent-banner')).toHaveTextContent('Vos choix sur les cookies');
    expect(screen.queryByTestId('video')).toBeNull();
    expect(screen.getByTestId('video-placeholder')).toBeInTheDocument();
    // Same kind of button for both answers (each has its own class for its responsive sizes, `__m__-…`).
    const kind = (testId: string) => screen.getByTestId(testId).className.replace(/__m__-\S+/, '');
    expect(kind('consent-refuse')).toBe(kind('consent-accept'));
    expect(screen.getByTestId('consent-refuse').getAttribute('data-variant')).toBe(
      screen.getByTestId('consent-accept').getAttribute('data-variant'),
    );
    await userEvent.click(screen.getByTestId('consent-refuse'));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(JSON.parse(Cookies.get(CONSENT_COOKIE)!)).toEqual({ videos: false });
    expect(screen.queryByTestId('video')).toBeNull();
  });

  it('is reopened from the footer, and a change loads the video at once', async () => {
    Cookies.set(CONSENT_COOKIE, JSON.stringify({ videos: false }));
    page();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    await userEvent.click(screen.getByTestId('consent-manage'));
    await userEvent.click(screen.getByTestId('consent-customize'));
    await userEvent.click(screen.getByTestId('consent-videos'));
    await userEvent.click(screen.getByTestId('consent-save'));
    expect(JSON.parse(Cookies.get(CONSENT_COOKIE)!)).toEqual({ videos: true });
    expect(screen.getByTestId('video')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  });

  it('asks again when the kept choice is unreadable', () => {
    Cookies.set(CONSENT_COOKIE, '{oops');
    page();
    expect(screen.getByTestId('consent-banner')).toBeInTheDocument();
  });
});
