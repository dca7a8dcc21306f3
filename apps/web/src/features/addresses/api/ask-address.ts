import { addressesAskForPoster } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import type { AskAddressBody } from '@app/contracts/addresses';
import { useMutation } from '@tanstack/react-query';

/** POST /api/addresses/{uuid}/ask/ with number, email, message (the parent address's uuid). */
export const askAddress = ({ uuid, body }: { uuid: string; body: AskAddressBody }): Promise<void> =>
  call(addressesAskForPoster, { path: { uuid }, body: { ...body, number: body.number as number | undefined } });

export const useAskAddress = () => useMutation({ mutationFn: askAddress });
