import type { UpdateAddressBody } from '@app/contracts/addresses';
import { useMutation } from '@tanstack/react-query';
import { updateAddress } from '@/api/update-address';

/** The brand tabs' partial forms of PATCH /api/addresses/{uuid}/ (spec section 7). */
export type BrandBody = Pick<
  UpdateAddressBody,
  'advantages' | 'recruitmentSteps' | 'youtubeLink' | 'picture' | 'pictureTwo' | 'pictureThree' | 'values' | 'description'
>;

/**
 * PATCH /api/addresses/{uuid}/ (the shared `updateAddress`) with one tab's fields. The page reloads
 * the address itself after it, not through the addresses' invalidations: a form being edited in
 * another tab must not be overwritten.
 */
export const useUpdateBrand = () => useMutation({ mutationFn: (variables: { uuid: string; body: BrandBody }) => updateAddress(variables) });
