import type { Recruiter } from '@app/contracts/auth';
import { mayUseBrand } from '@app/contracts/roles';
import { isPremium } from '@/lib/auth';

/** Premium recruiters and premium head-hunters have a brand page (spec section 6, "Brand"; contracts/roles.ts). */
export const hasBrandPage = (recruiter: Pick<Recruiter, 'premium' | 'maxAddresses' | 'headhunterPremium'>): boolean =>
  mayUseBrand({ premium: isPremium(recruiter), headhunterPremium: recruiter.headhunterPremium });
