import { applyAnswerSchema, type ApplyAnswer, type ApplyBody } from '@app/contracts/apply';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/apply/{uuid}/ (no sign-in): sends the application; 409 `already_applied` for a second one. */
export const sendApplication = ({ uuid, body }: { uuid: string; body: ApplyBody }): Promise<ApplyAnswer> =>
  http.post(`/api/apply/${encodeURIComponent(uuid)}/`, body, { schema: import.meta.env.DEV && applyAnswerSchema });

export const useSendApplication = () => useMutation({ mutationFn: sendApplication });
