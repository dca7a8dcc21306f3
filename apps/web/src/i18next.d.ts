import 'i18next';
import type account from './locales/fr/account.json';
import type admin from './locales/fr/admin.json';
import type addresses from './locales/fr/addresses.json';
import type affiliates from './locales/fr/affiliates.json';
import type applications from './locales/fr/applications.json';
import type apply from './locales/fr/apply.json';
import type auth from './locales/fr/auth.json';
import type basket from './locales/fr/basket.json';
import type brand from './locales/fr/brand.json';
import type businessUnits from './locales/fr/business-units.json';
import type candidateApp from './locales/fr/candidate-app.json';
import type candidateSignup from './locales/fr/candidate-signup.json';
import type candidates from './locales/fr/candidates.json';
import type core from './locales/fr/core.json';
import type invoices from './locales/fr/invoices.json';
import type jobSearch from './locales/fr/job-search.json';
import type jobs from './locales/fr/jobs.json';
import type marketing from './locales/fr/marketing.json';
import type orders from './locales/fr/orders.json';
import type qrCodes from './locales/fr/qr-codes.json';
import type registration from './locales/fr/registration.json';
import type resumeShop from './locales/fr/resume-shop.json';
import type shared from './locales/fr/shared.json';
import type storeSwitch from './locales/fr/store-switch.json';

/**
 * All French texts: the parts of `src/locales/fr/` (decision 085) form one namespace, under the
 * specification's keys.
 */
type FrenchTexts = typeof account &
  typeof admin &
  typeof addresses &
  typeof affiliates &
  typeof applications &
  typeof apply &
  typeof auth &
  typeof basket &
  typeof brand &
  typeof businessUnits &
  typeof candidateApp &
  typeof candidateSignup &
  typeof candidates &
  typeof core &
  typeof invoices &
  typeof jobSearch &
  typeof jobs &
  typeof marketing &
  typeof orders &
  typeof qrCodes &
  typeof registration &
  typeof resumeShop &
  typeof shared &
  typeof storeSwitch;

/** Typed keys: `t('...')` with a key missing from the French texts does not compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: FrenchTexts };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
