import { type passwordResetBodySchema } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** POST /api/password-reset/ {email}: sends a reset link by e-mail. */
export const requestPasswordReset = (body: PasswordResetBody): Promise<unknown> => http.post('/api/password-reset/', body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
