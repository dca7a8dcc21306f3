import type { AddressSummary, Profile, Recruiter } from '@app/contracts/auth';

/** Profiles shaped like the demo accounts of the product decisions ("Demo accounts"). */

const address = (overrides: Partial<AddressSummary> = {}): AddressSummary => ({
  id: 1,
  uuid: 'address-1',
  name: 'Boulangerie Martin',
  content: { placeName: 'Lyon', featureName: 'Lyon', context: 'Rhône, Auvergne-Rhône-Alpes', description: 'Lyon 69002' },
  logo: null,
  activitySector: { id: 1, name: 'Commerce' },
  qrcodeTown: 'Lyon',
  siret: null,
  active: true,
  recruiter_uuid: 'recruiter-1',
  isParent: false,
  parent: null,
  parentUuid: null,
  childrenLength: 0,
  subscription: null,
  premium: false,
  receiveApplicationByEmail: true,
  email: null,
  frequency: 'daily',
  freeApplication: false,
  ...overrides,
});

const recruiter = (overrides: Partial<Recruiter> = {}): Recruiter => ({
  uuid: 'recruiter-1',
  company: 'Martin SAS',
  manager: 'Claire Martin',
  phoneNumber: '+33612345678',
  maxAddresses: 0,
  premium: false,
  hasPayedOrders: false,
  affiliate: false,
  headhunter: false,
  headhunterPremium: false,
  displayBusinessUnitPage: false,
  displayQrCodePage: false,
  parent: null,
  accountHolderName: null,
  siret: null,
  activitySector: null,
  address: null,
  addresses: [address()],
  ...overrides,
});

export const profile = (overrides: Partial<Recruiter> = {}, email = 'recruteur@demo.test'): Profile => ({
  uuid: `user-${email}`,
  email,
  firstName: 'Claire',
  lastName: 'Martin',
  recruiter: recruiter(overrides),
});

/** recruteur@demo.test: standard (free) recruiter, one address, no subscription. */
export const standard = profile();

/** A standard recruiter who paid its site's subscription (registration paid, decision 121). */
export const standardPaid = profile({
  hasPayedOrders: true,
  displayQrCodePage: true,
  addresses: [
    address({
      subscription: {
        status: 'active',
        plan: { id: 1, product: 1 },
        currentPeriodEnd: '2027-11-28T00:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
    }),
  ],
});

/** premium@demo.test: premium (maxAddresses 3), parent address with children. */
export const premium = profile(
  {
    maxAddresses: 3,
    premium: true,
    hasPayedOrders: true,
    displayBusinessUnitPage: true,
    displayQrCodePage: true,
    addresses: [address({ isParent: true, childrenLength: 2, premium: true })],
  },
  'premium@demo.test',
);

/** A child address of the premium account (recruiter with a parent). */
export const premiumChild = profile({ ...premium.recruiter, uuid: 'recruiter-child', parent: 'recruiter-1' }, 'enfant@demo.test');

/** chasseur@demo.test: head-hunter without premium. */
export const headhunter = profile(
  { headhunter: true, hasPayedOrders: true, displayBusinessUnitPage: true, displayQrCodePage: false },
  'chasseur@demo.test',
);

/** chasseur-premium@demo.test: premium head-hunter. */
export const headhunterPremium = profile(
  { headhunter: true, headhunterPremium: true, hasPayedOrders: true, displayBusinessUnitPage: true },
  'chasseur-premium@demo.test',
);

/** affilie@demo.test: affiliate with a paid kit order. */
export const affiliate = profile({ affiliate: true, hasPayedOrders: true, accountHolderName: 'Paul Durand' }, 'affilie@demo.test');

/** An affiliate who has not paid the kit yet. */
export const unpaidAffiliate = profile({ affiliate: true, hasPayedOrders: false }, 'affilie-impaye@demo.test');
