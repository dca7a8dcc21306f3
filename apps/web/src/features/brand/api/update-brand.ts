import type { UpdateAddressBody } from '@app/contracts/addresses';
import { addressSummarySchema, type AddressSummary } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** The brand tabs' partial forms of PATCH /api/addresses/{uuid}/ (spec section 7). */
export type BrandBody = Pick<
  UpdateAddressBody,
  'advantages' | 'recruitmentSteps' | 'youtubeLink' | 'picture' | 'pictureTwo' | 'pictureThree' | 'values' | 'description'
>;

/** PATCH /api/addresses/{uuid}/ with one tab's fields. The page reloads the address after it. */
export const updateBrand = ({ uuid, body }: { uuid: string; body: BrandBody }): Promise<AddressSummary> =>
  http.patch(`/api/addresses/${encodeURIComponent(uuid)}/`, body, { schema: import.meta.env.DEV && addressSummarySchema });

export const useUpdateBrand = () => useMutation({ mutationFn: updateBrand });
