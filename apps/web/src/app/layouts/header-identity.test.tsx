import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreSwitch } from '@/features/addresses/components/store-switch';
import { profileQueryKey } from '@/lib/auth';
import { markSignedIn } from '@/lib/cookies';
import { profile } from '@/test/profiles';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { headerIdentity } from './header-identity';

describe('the app header names the account and the current site once (issue 29, item 10)', () => {
  it('names the account by its company and the person under it, never the e-mail', () => {
    expect(headerIdentity({ firstName: 'Claire', lastName: 'Martin', recruiter: { company: 'Martin SAS' } }, 'Mon compte')).toEqual({
      primary: 'Martin SAS',
      secondary: 'Claire Martin',
      initials: 'M',
    });
    // An invited franchise has no person's name: the company alone (the e-mail was shown).
    expect(headerIdentity({ firstName: null, lastName: null, recruiter: { company: 'Franchise Lyon' } }, 'Mon compte')).toEqual({
      primary: 'Franchise Lyon',
      secondary: null,
      initials: 'F',
    });
    expect(headerIdentity({ firstName: null, lastName: null, recruiter: { company: null } }, 'Mon compte').primary).toBe('Mon compte');
  });

  it("shows the current site's name and its address line, the town once", async () => {
    markSignedIn();
    const recruiter = profile();
    const site = {
      ...recruiter.recruiter.addresses[0]!,
      content: { placeName: 'Lyon', featureName: 'Lyon', context: 'Rhône', description: '12 Rue de la République, 69002 Lyon' },
    };
    const queryClient = createTestQueryClient();
    const withSite = { ...recruiter, recruiter: { ...recruiter.recruiter, addresses: [site] } };
    queryClient.setQueryData(profileQueryKey, withSite);
    renderRoutes([{ path: '/dashboard', element: <StoreSwitch recruiter={withSite.recruiter} /> }], '/dashboard', queryClient);
    expect(await screen.findByTestId('store-switch-name')).toHaveTextContent('Boulangerie Martin');
    expect(screen.getByTestId('store-switch-detail')).toHaveTextContent(/^12 Rue de la République, 69002 Lyon$/);
  });
});
