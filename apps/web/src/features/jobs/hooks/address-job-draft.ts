import { emptyAddressJobForm, emptyCriteria, type AddressJobForm, type Criteria } from '@app/contracts/address-jobs';
import { useSyncExternalStore } from 'react';

/**
 * The add/edit-job wizard's draft, shared by its step pages (spec section 4, "Add-job wizard"):
 * every change is written here at once; leaving the wizard resets it.
 */
export interface AddressJobDraft {
  /** The address job being edited, or null when adding. */
  uuid: string | null;
  /** Set once an edited job's stored values were copied into the draft. */
  loaded: boolean;
  step: number;
  form: AddressJobForm;
  criteria: Criteria;
}

export const initialDraft = (): AddressJobDraft => ({
  uuid: null,
  loaded: false,
  step: 1,
  form: emptyAddressJobForm(),
  criteria: emptyCriteria(),
});

type Listener = () => void;

/** A tiny external store (useSyncExternalStore), one per application. */
export function createDraftStore() {
  let state = initialDraft();
  const listeners = new Set<Listener>();
  let claims = 0;
  let pendingRelease: ReturnType<typeof setTimeout> | null = null;
  const emit = () => listeners.forEach((l) => l());
  return {
    get: () => state,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (update: Partial<AddressJobDraft> | ((draft: AddressJobDraft) => Partial<AddressJobDraft>)) => {
      state = { ...state, ...(typeof update === 'function' ? update(state) : update) };
      emit();
    },
    setForm: (update: Partial<AddressJobForm>) => {
      state = { ...state, form: { ...state.form, ...update } };
      emit();
    },
    setCriteria: (update: Partial<Criteria>) => {
      state = { ...state, criteria: { ...state.criteria, ...update } };
      emit();
    },
    /** Reset: active true, urgent false, step 1, nothing chosen (spec section 4). */
    reset: () => {
      state = initialDraft();
      emit();
    },
    /** Going back decrements the step, never below 1. */
    back: () => {
      state = { ...state, step: Math.max(1, state.step - 1) };
      emit();
    },
    /**
     * A wizard page holds the draft while it is shown. When the last one goes and no other wizard
     * page takes over within the same navigation, the draft is reset ("leaving add/edit steps
     * resets the stored address-job draft").
     */
    claim: () => {
      claims += 1;
      if (pendingRelease) clearTimeout(pendingRelease);
      pendingRelease = null;
    },
    release: () => {
      claims = Math.max(0, claims - 1);
      if (claims > 0) return;
      pendingRelease = setTimeout(() => {
        pendingRelease = null;
        if (claims === 0) {
          state = initialDraft();
          emit();
        }
      }, 0);
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

export const draftStore = createDraftStore();

export const useAddressJobDraft = (store: DraftStore = draftStore): AddressJobDraft =>
  useSyncExternalStore(store.subscribe, store.get, store.get);
