import type { AskAddressBody } from '@app/contracts/addresses';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/addresses/{uuid}/ask/ with number, email, message (the parent address's uuid). */
export const askAddress = ({ uuid, body }: { uuid: string; body: AskAddressBody }): Promise<void> =>
  http.post<void>(`/api/addresses/${encodeURIComponent(uuid)}/ask/`, body);

export const useAskAddress = () => useMutation({ mutationFn: askAddress });
