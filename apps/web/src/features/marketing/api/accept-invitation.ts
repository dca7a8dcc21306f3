import { authAcceptInvitation } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import type { InvitationAcceptBody, SessionAnswer } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** POST /api/invitations/accept/ {token, password} (decision 097): the first password; the API opens the session in its HttpOnly cookies (decision 117). */
export const acceptInvitation = (body: InvitationAcceptBody): Promise<SessionAnswer> => call(authAcceptInvitation, { body });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
