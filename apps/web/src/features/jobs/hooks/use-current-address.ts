import type { AddressSummary, Recruiter } from '@app/contracts/auth';
import { useCurrentRecruiter } from '@/lib/auth';

/**
 * The current address (spec section 4, "Address loading"): the recruiter's own address, otherwise
 * the first. When the store switch keeps a chosen address in shared state (`src/lib`), this hook
 * reads it instead (decision 021).
 */
export const currentAddressOf = (recruiter: Pick<Recruiter, 'uuid' | 'addresses'>): AddressSummary | undefined =>
  recruiter.addresses.find((address) => address.recruiter_uuid === recruiter.uuid) ?? recruiter.addresses[0];

export const useCurrentAddress = (): AddressSummary | undefined => currentAddressOf(useCurrentRecruiter());
