import { LEGAL_NOTICE_FIELDS, legalNoticeToken } from '@app/contracts/legal-notice';
import { SITE_PATHS } from '@app/contracts/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalFooter } from '@/components/ui/legal-links';
import { renderWithProviders } from '@/test/render';
import { SiteFooter } from '../components/site-footer';
import { LegalNoticePage } from './legal-notice-page';

describe('legal notice (/mentions-legales, LCEN art. 6, issue 29)', () => {
  it('names the publisher, the director of publication and the host, each value a token the API fills from its configuration', () => {
    renderWithProviders(<LegalNoticePage />);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Mentions légales');
    for (const field of LEGAL_NOTICE_FIELDS) expect(screen.getByTestId(`legal-notice-${field}`)).toHaveTextContent(legalNoticeToken(field));
    expect(screen.getByTestId('legal-notice-publisher')).toHaveTextContent('SIREN');
    expect(screen.getByTestId('legal-notice-director')).toHaveTextContent('Directeur de la publication');
    expect(screen.getByTestId('legal-notice-host')).toHaveTextContent('Hébergeur');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', SITE_PATHS.privacy);
  });

  it('is linked from the site footer and the application footer', () => {
    renderWithProviders(
      <>
        <SiteFooter />
        <LegalFooter />
      </>,
    );
    expect(screen.getByTestId('site-footer-legal-notice')).toHaveAttribute('href', '/mentions-legales');
    expect(screen.getByTestId('app-footer-legal-notice')).toHaveAttribute('href', '/mentions-legales');
  });
});
