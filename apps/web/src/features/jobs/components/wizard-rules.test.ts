import { emptyAddressJobForm, emptyCriteria, type AddressJobForm } from '@app/contracts/address-jobs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore } from '../hooks/address-job-draft';
import { canGoNext, canSave, canSaveWithCriteria, step2Complete, wizardSteps } from './wizard-rules';

const withJob = (over: Partial<AddressJobForm> = {}): AddressJobForm => ({
  ...emptyAddressJobForm(),
  job: { id: 7, name: 'Boulanger / Boulangère' },
  ...over,
});
const complete = (over: Partial<AddressJobForm> = {}): AddressJobForm => withJob({ contracts: [1], workingTime: 2, remote: 3, ...over });

afterEach(() => vi.useRealTimers());

describe('add-job wizard rules (spec section 4)', () => {
  it('allows next only once a job is chosen', () => {
    expect(canGoNext(emptyAddressJobForm())).toBe(false);
    expect(canGoNext(withJob())).toBe(true);
  });

  it('refuses next while the salary has other characters than digits and spaces', () => {
    expect(canGoNext(withJob({ monthlySalary: '2 500' }))).toBe(true);
    expect(canGoNext(withJob({ monthlySalary: '2\u202f500' }))).toBe(true);
    expect(canGoNext(withJob({ monthlySalary: '2500€' }))).toBe(false);
    expect(canGoNext(withJob({ monthlySalary: '2,5k' }))).toBe(false);
  });

  it('allows save only when job, contract, working time and remote are chosen', () => {
    expect(canSave(complete())).toBe(true);
    expect(canSave(complete({ job: null }))).toBe(false);
    expect(canSave(complete({ contracts: [] }))).toBe(false);
    expect(canSave(complete({ workingTime: null }))).toBe(false);
    expect(canSave(complete({ remote: null }))).toBe(false);
    expect(step2Complete(complete({ job: null }))).toBe(true);
  });

  it('allows save on the criteria step only within every limit', () => {
    const criteria = {
      ...emptyCriteria(),
      experiences: [1],
      languages: [1],
      personalQualities: [1],
      professionalKnowledge: [1],
      professionalSoftSkills: [1],
    };
    expect(canSaveWithCriteria(complete(), criteria)).toBe(true);
    expect(canSaveWithCriteria(complete(), { ...criteria, personalQualities: [1, 2, 3, 4, 5] })).toBe(true);
    expect(canSaveWithCriteria(complete(), { ...criteria, personalQualities: [1, 2, 3, 4, 5, 6] })).toBe(false);
    expect(canSaveWithCriteria(complete(), { ...criteria, professionalKnowledge: [1, 2, 3, 4] })).toBe(false);
    expect(canSaveWithCriteria(complete(), { ...criteria, professionalSoftSkills: [] })).toBe(false);
    expect(canSaveWithCriteria(complete(), { ...criteria, experiences: [] })).toBe(false);
    expect(canSaveWithCriteria(complete(), { ...criteria, languages: [] })).toBe(false);
    expect(canSaveWithCriteria(complete({ remote: null }), criteria)).toBe(false);
  });

  it('has 2 steps for recruiters and 3 for head-hunters', () => {
    expect(wizardSteps(false)).toBe(2);
    expect(wizardSteps(true)).toBe(3);
  });
});

describe('the shared draft', () => {
  it('resets to active, not urgent, step 1 and nothing chosen', () => {
    const store = createDraftStore();
    store.set({ step: 3 });
    store.setForm(complete({ active: false, urgent: true, monthlySalary: '1 800' }));
    store.setCriteria({ experiences: [1] });
    store.reset();
    expect(store.get()).toMatchObject({
      step: 1,
      uuid: null,
      form: { job: null, active: true, urgent: false, monthlySalary: '', contracts: [], workingTime: null, remote: null },
    });
    expect(store.get().criteria.experiences).toEqual([]);
  });

  it('goes back one step, never below 1', () => {
    const store = createDraftStore();
    store.set({ step: 2 });
    store.back();
    expect(store.get().step).toBe(1);
    store.back();
    expect(store.get().step).toBe(1);
  });

  it('survives moving between wizard pages and resets when the wizard is left', () => {
    vi.useFakeTimers();
    const store = createDraftStore();
    store.claim();
    store.setForm(withJob());
    // Step 1 unmounts, step 2 mounts in the same navigation.
    store.release();
    store.claim();
    vi.runAllTimers();
    expect(store.get().form.job).not.toBeNull();
    // Step 2 unmounts and no wizard page follows.
    store.release();
    vi.runAllTimers();
    expect(store.get().form.job).toBeNull();
  });
});
