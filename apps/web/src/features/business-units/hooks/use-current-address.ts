import type { AddressSummary } from '@app/contracts/auth';
import { useCurrentRecruiter } from '@/lib/auth';

/**
 * The current address (spec section 4, "Address loading"): the recruiter's own address, otherwise
 * the first. Same rule as the jobs feature's hook (decision 021).
 */
export const useCurrentAddress = (): AddressSummary | undefined => {
  const recruiter = useCurrentRecruiter();
  return recruiter.addresses.find((address) => address.recruiter_uuid === recruiter.uuid) ?? recruiter.addresses[0];
};
