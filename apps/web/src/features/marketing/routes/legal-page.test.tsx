import { legalNoticeToken } from '@app/contracts/legal-notice';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LegalPage } from './legal-page';

const section = (id: string) => screen.getByTestId(id).textContent ?? '';

describe('terms and privacy pages (decision 136: they were six lines each)', () => {
  it('the terms name the operator from the configuration and say prices, payment, renewal, withdrawal for professionals, liability and the law', () => {
    renderWithProviders(<LegalPage kind="terms" />);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Conditions générales');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(14);
    // The operator's identity: the legal notice's tokens, which the API fills when it serves the page.
    expect(document.body.textContent).toContain(legalNoticeToken('publisherName'));
    expect(document.body.textContent).toContain(legalNoticeToken('publisherRcs'));
    expect(section('legal-terms-prices')).toContain('« Tarifs »');
    expect(section('legal-terms-renewal')).toContain('reprendre le renouvellement');
    // The late-payment rate of article L441-10, as the invoices state it (walk of 2026-11-29: the terms said the legal rate).
    expect(section('legal-terms-payment')).toContain('Banque centrale européenne');
    expect(section('legal-terms-payment')).not.toContain("taux d'intérêt légal");
    expect(section('legal-terms-withdrawal')).toContain('L221-3');
    expect(section('legal-terms-liability')).toContain('douze mois');
    expect(section('legal-terms-law')).toContain('droit français');
    // A paragraph of "- " lines is a list.
    expect(screen.getByTestId('legal-terms-services').querySelectorAll('li')).toHaveLength(4);
  });

  it('the privacy policy says the purposes with their legal bases, the real retention (24 months, invoices 10 years), the rights, the CNIL and the cookies', () => {
    renderWithProviders(<LegalPage kind="privacy" />);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Politique de confidentialité');
    expect(section('legal-privacy-controller')).toContain(legalNoticeToken('publisherEmail'));
    expect(section('legal-privacy-purposes')).toContain('consentement explicite');
    expect(section('legal-privacy-purposes')).toContain('obligation légale');
    expect(section('legal-privacy-retention')).toContain('deux ans (24 mois)');
    expect(section('legal-privacy-retention')).toContain('dix ans');
    expect(section('legal-privacy-recipients')).toContain(legalNoticeToken('hostName'));
    expect(section('legal-privacy-rights')).toContain('portabilité');
    expect(section('legal-privacy-cnil')).toContain('www.cnil.fr');
    expect(section('legal-privacy-cookies')).toContain('six mois');
  });
});
