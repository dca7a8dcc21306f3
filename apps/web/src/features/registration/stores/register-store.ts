import type { Place } from '@app/contracts/auth';
import { DEFAULT_REGISTRATION_TYPE } from '@app/contracts/registration';
import { useSyncExternalStore } from 'react';

/**
 * The registration drafts (spec section 3, "Register store"), kept across the steps. They survive
 * a page reload in the tab's session storage, except the passwords, which stay in memory only:
 * after a reload the account step asks for them again.
 */

export interface NamedChoice {
  id: number;
  name: string;
}

export interface CriteriaDraft {
  experiences: number[];
  personalQualities: number[];
  professionalKnowledge: number[];
  professionalSoftSkills: number[];
}

/** Which step-3 panels were saved ("each with Save"). */
export type CriteriaPanel = 'experiences' | 'personalQualities' | 'knowledge';

/** Who registers, asked the same way of recruiters and affiliates. */
export interface IdentityDraft {
  email: string;
  /** Proof that the e-mail was confirmed with a mailed code (decision 078). */
  emailProof: string;
  company: string;
  manager: string;
  phoneNumber: string;
  siret: string;
}

export interface RecruiterDraft extends IdentityDraft {
  type: string;
  job: NamedChoice | null;
  salaryText: string;
  contracts: number[];
  workingTime: number | null;
  remote: number | null;
  addressName: string;
  qrcodeTown: string;
  place: Place | null;
  activitySector: NamedChoice | null;
  logo: string | null;
  criteria: CriteriaDraft;
  savedPanels: CriteriaPanel[];
  /** Chosen address-subscription price id; the default price when null. */
  price: number | null;
  /** QR stickers ordered with the first address, 0 to 10. */
  stickers: number;
}

export interface AffiliateDraft extends IdentityDraft {
  place: Place | null;
  posters: number;
  stickers: number;
}

export interface Secrets {
  password: string;
  passwordRepeat: string;
}

const emptyIdentity = (): IdentityDraft => ({ email: '', emailProof: '', company: '', manager: '', phoneNumber: '', siret: '' });

/** The identity and the passwords, as the account step's form and the registration bodies name them. */
export const identityWithSecrets = (draft: IdentityDraft, secrets: Secrets) => ({
  email: draft.email,
  emailProof: draft.emailProof,
  password: secrets.password,
  passwordRepeat: secrets.passwordRepeat,
  company: draft.company,
  manager: draft.manager,
  phoneNumber: draft.phoneNumber,
});

export const emptyRecruiterDraft = (): RecruiterDraft => ({
  type: DEFAULT_REGISTRATION_TYPE,
  job: null,
  salaryText: '',
  contracts: [],
  workingTime: null,
  remote: null,
  ...emptyIdentity(),
  addressName: '',
  qrcodeTown: '',
  place: null,
  activitySector: null,
  logo: null,
  criteria: { experiences: [], personalQualities: [], professionalKnowledge: [], professionalSoftSkills: [] },
  savedPanels: [],
  price: null,
  stickers: 0,
});

export const emptyAffiliateDraft = (): AffiliateDraft => ({
  ...emptyIdentity(),
  place: null,
  posters: 0,
  stickers: 0,
});

const emptySecrets = (): Secrets => ({ password: '', passwordRepeat: '' });

function createStore<T extends object>(storageKey: string, empty: () => T) {
  const read = (): T => {
    try {
      const raw = window.sessionStorage.getItem(storageKey);
      return raw ? { ...empty(), ...(JSON.parse(raw) as Partial<T>) } : empty();
    } catch {
      return empty();
    }
  };
  let state: T = read();
  let secrets: Secrets = emptySecrets();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get: () => state,
    getSecrets: () => secrets,
    set(patch: Partial<T>) {
      state = { ...state, ...patch };
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(state));
      } catch {
        // Storage full (a big logo) or unavailable: the draft still lives in memory.
      }
      emit();
    },
    setSecrets(next: Secrets) {
      secrets = next;
      emit();
    },
    reset() {
      state = empty();
      secrets = emptySecrets();
      try {
        window.sessionStorage.removeItem(storageKey);
      } catch {
        // nothing stored
      }
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const recruiterStore = createStore<RecruiterDraft>('register.recruiter', emptyRecruiterDraft);
export const affiliateStore = createStore<AffiliateDraft>('register.affiliate', emptyAffiliateDraft);

export const useRecruiterDraft = () => {
  const draft = useSyncExternalStore(recruiterStore.subscribe, recruiterStore.get);
  const secrets = useSyncExternalStore(recruiterStore.subscribe, recruiterStore.getSecrets);
  return { draft, secrets, update: recruiterStore.set, setSecrets: recruiterStore.setSecrets, reset: recruiterStore.reset };
};

export const useAffiliateDraft = () => {
  const draft = useSyncExternalStore(affiliateStore.subscribe, affiliateStore.get);
  const secrets = useSyncExternalStore(affiliateStore.subscribe, affiliateStore.getSecrets);
  return { draft, secrets, update: affiliateStore.set, setSecrets: affiliateStore.setSecrets, reset: affiliateStore.reset };
};
