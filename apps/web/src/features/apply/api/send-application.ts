import { applySubmitApplication } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { applyAnswerSchema, type ApplyAnswer, type ApplyBody } from '@app/contracts/apply';
import { useMutation } from '@tanstack/react-query';

/** POST /api/apply/{uuid}/ (no sign-in): sends the application; 409 `already_applied` for a second one. */
export const sendApplication = ({ uuid, body }: { uuid: string; body: ApplyBody }): Promise<ApplyAnswer> =>
  call(applySubmitApplication, { path: { uuid }, body, schema: import.meta.env.DEV && applyAnswerSchema });

export const useSendApplication = () => useMutation({ mutationFn: sendApplication });
