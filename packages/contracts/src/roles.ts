/**
 * Who may do what (spec sections 4 and 6), written once for the API, which enforces it on every
 * route (apps/api/src/access: each route names one of POLICIES), and the browser, whose guards and
 * navigation read the same rules to send a user elsewhere instead of showing an error (decision 146).
 */

/** Premium means maxAddresses > 0 (spec section 4): the one definition, the API's and the browser's. */
export const isPremiumPlan = (maxAddresses: number): boolean => maxAddresses > 0;

/** What the rules read of an account. `premium` is the premium recruiter (`isPremiumPlan`). */
export interface RoleFlags {
  premium: boolean;
  headhunter: boolean;
  headhunterPremium: boolean;
  affiliate: boolean;
}

/** The rules' view of a signed-in account: its roles, and the page flag the business units need. */
export interface PolicyCaller extends RoleFlags {
  displayBusinessUnitPage: boolean;
}

/** Head-hunters and recruiters without premium browse the resume shop; affiliates do not. */
export const mayUseResumeShop = (r: RoleFlags): boolean => !r.affiliate && (r.headhunter || !r.premium);

/** Those of them who pay for resumes: premium head-hunters already have every resume. */
export const mayBuyResumes = (r: RoleFlags): boolean => mayUseResumeShop(r) && !r.headhunterPremium;

/** The employer-brand page is for premium recruiters and premium head-hunters (spec section 6, "Brand"). */
export const mayUseBrand = (r: Pick<RoleFlags, 'premium' | 'headhunterPremium'>): boolean => r.premium || r.headhunterPremium;

/**
 * The business unit page is for premium recruiters and head-hunters whose displayBusinessUnitPage
 * flag is set (spec section 6); creating and deleting units follows the same rule.
 */
export const mayManageBusinessUnits = (r: PolicyCaller): boolean => (r.premium || r.headhunter) && r.displayBusinessUnitPage;

/**
 * The policy of a route (decision 146): who may call it. `public`: anyone; every other policy
 * needs a signed-in, active account, and then its rule. Ownership of the object a path names
 * (another tenant's answers 404) is checked beside it, by one query per kind of object
 * (apps/api/src/access/ownership.ts).
 */
export const POLICIES = {
  public: null,
  /** Any signed-in account: recruiters, head-hunters and affiliates. */
  signedIn: () => true,
  /** Recruiters and head-hunters: every account but affiliates. */
  recruiter: (r: PolicyCaller) => !r.affiliate,
  headHunter: (r: PolicyCaller) => r.headhunter,
  affiliate: (r: PolicyCaller) => r.affiliate,
  shopUser: (r: PolicyCaller) => mayUseResumeShop(r),
  shopBuyer: (r: PolicyCaller) => mayBuyResumes(r),
  brandAccess: (r: PolicyCaller) => !r.affiliate && mayUseBrand(r),
  businessUnits: (r: PolicyCaller) => !r.affiliate && mayManageBusinessUnits(r),
  /**
   * A candidate signed in with a code mailed to their address (issue 33, decision 151): no recruiter,
   * head-hunter or affiliate account passes it; the API reads the candidate's own session cookie
   * (apps/api/src/access/policies.ts), and a candidate's session passes no other policy.
   */
  candidate: () => false,
  /**
   * The back office (issue 34, decision 152): staff sessions only, never a customer's account, whose
   * rule is therefore always false. The API answers 404 to every caller without a staff session
   * holding the permission (STAFF_POLICIES), so that nothing tells a customer the routes exist.
   */
  staff: () => false,
  staffSupport: () => false,
  staffFinance: () => false,
} as const satisfies Record<string, ((r: PolicyCaller) => boolean) | null>;

export type Policy = keyof typeof POLICIES;

/** The staff permissions (decision 152): `support` (customers, inbox, jobs), `finance` (money, payouts). */
export const STAFF_PERMISSIONS = ['support', 'finance'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The staff policies and the permission each asks (null: any staff member). */
export const STAFF_POLICIES = {
  staff: null,
  staffSupport: 'support',
  staffFinance: 'finance',
} as const satisfies Partial<Record<Policy, StaffPermission | null>>;
export type StaffPolicy = keyof typeof STAFF_POLICIES;

export const isStaffPolicy = (policy: Policy): policy is StaffPolicy => Object.hasOwn(STAFF_POLICIES, policy);

/** Whether a staff member with these permissions passes a staff policy. */
export const staffAllows = (policy: StaffPolicy, permissions: readonly string[]): boolean => {
  const needed = STAFF_POLICIES[policy];
  return needed === null || permissions.includes(needed);
};

export const POLICY_NAMES = Object.keys(POLICIES) as Policy[];

/** Whether a caller (null: anonymous) passes a policy: the one evaluation, the API's and the browser's. */
export const allows = (policy: Policy, caller: PolicyCaller | null): boolean => {
  const rule = POLICIES[policy];
  if (rule === null) return true;
  return caller !== null && rule(caller);
};

/**
 * The pages a role rule holds (decision 146): the policy a page opens for, and the operation it
 * calls first. A page never opens for a caller that operation refuses: the API's
 * `page-policies.test.ts` checks it on every state of the flags against each route's policy.
 */
export const PAGE_POLICIES = {
  resumesShop: { policy: 'shopUser', operation: 'resumeShop.listCandidates' },
  resumesShopDetail: { policy: 'shopUser', operation: 'resumeShop.getCandidate' },
  shoppingBasket: { policy: 'shopBuyer', operation: 'basket.summarizeBasket' },
  /** "Mes candidatures": the candidate's own session (issue 33), never a recruiter's. */
  candidateApplications: { policy: 'candidate', operation: 'candidateApp.listApplications' },
} as const satisfies Record<string, { policy: Policy; operation: string }>;
