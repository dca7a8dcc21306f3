import type { InvitationAcceptBody, TokenPair } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/invitations/accept/ {token, password} (decision 097): the first password; answers the session's tokens. */
export const acceptInvitation = (body: InvitationAcceptBody): Promise<TokenPair> => http.post<TokenPair>('/api/invitations/accept/', body);

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
