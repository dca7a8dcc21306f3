import { authRequestPasswordReset } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { type passwordResetBodySchema } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** POST /api/password-reset/ {email}: sends a reset link by e-mail. */
export const requestPasswordReset = (body: PasswordResetBody): Promise<unknown> => call(authRequestPasswordReset, { body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
