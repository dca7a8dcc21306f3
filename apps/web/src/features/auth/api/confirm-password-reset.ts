import { type passwordResetConfirmBodySchema } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

/** POST /api/password-reset/confirm/ {token, password}: sets the new password. */
export const confirmPasswordReset = (body: PasswordResetConfirmBody): Promise<unknown> => http.post('/api/password-reset/confirm/', body);

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
