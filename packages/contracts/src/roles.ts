/**
 * Who may use the resume shop and the basket (spec sections 4 and 6), written once for the API,
 * which enforces it, and the browser, which sends a user elsewhere instead of showing an error.
 * `premium` is the premium recruiter (maxAddresses > 0).
 */
export interface RoleFlags {
  premium: boolean;
  headhunter: boolean;
  headhunterPremium: boolean;
  affiliate: boolean;
}

/** Head-hunters and recruiters without premium browse the resume shop; affiliates do not. */
export const mayUseResumeShop = (r: RoleFlags): boolean => !r.affiliate && (r.headhunter || !r.premium);

/** Those of them who pay for resumes: premium head-hunters already have every resume. */
export const mayBuyResumes = (r: RoleFlags): boolean => mayUseResumeShop(r) && !r.headhunterPremium;
