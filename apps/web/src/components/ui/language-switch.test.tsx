import { LANGUAGE_COOKIE } from '@app/contracts/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LegalFooter } from './legal-links';

afterEach(() => Cookies.remove(LANGUAGE_COOKIE, { path: '/' }));

describe('LanguageSwitch (in the application footer)', () => {
  it('switches the page to English and back, keeping the choice in the cookie', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LegalFooter />);
    expect(screen.getByText('Conditions générales')).toBeInTheDocument();
    expect(screen.getByTestId('language-fr')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('language-en')).toHaveAttribute('lang', 'en');

    await user.click(screen.getByTestId('language-en'));
    await waitFor(() => expect(screen.getByText('Terms and conditions')).toBeInTheDocument());
    expect(screen.getByText('Manage cookies')).toBeInTheDocument();
    expect(screen.queryByText('Conditions générales')).not.toBeInTheDocument();
    expect(screen.getByTestId('language-en')).toHaveAttribute('aria-current', 'true');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByTestId('language-fr'));
    await waitFor(() => expect(screen.getByText('Conditions générales')).toBeInTheDocument());
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
