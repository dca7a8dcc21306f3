import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AccountSecurity } from './account-security';

describe('AccountSecurity', () => {
  it('shows the whole e-mail with its action under it, not cut beside a wrapping button (issue 29, 1280 px side column)', () => {
    const email = 'responsable.recrutement@une-entreprise-au-nom-long.example';
    renderWithProviders(<AccountSecurity email={email} siret="50154615492307" prominent />);
    const row = screen.getByTestId('account-security-email');
    const value = within(row).getByText(email);
    expect(value).not.toHaveAttribute('data-truncate');
    // The action is in the same column as the value, after it.
    expect(value.parentElement).toContainElement(within(row).getByTestId('open-change-email'));
    expect(within(screen.getByTestId('account-security-siret')).getByText('50154615492307')).toBeInTheDocument();
  });
});
