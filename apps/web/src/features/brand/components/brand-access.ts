import type { Recruiter } from '@app/contracts/auth';
import { isPremium } from '@/lib/auth';

/** Premium recruiters and premium head-hunters have a brand page (spec section 6, "Brand"). */
export const hasBrandPage = (recruiter: Pick<Recruiter, 'premium' | 'maxAddresses' | 'headhunterPremium'>): boolean =>
  isPremium(recruiter) || recruiter.headhunterPremium;
