import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CANDIDATE_EMAIL_RATE_LIMIT,
  candidateEmailConfirmAnswerSchema,
  candidateEmailConfirmBodySchema,
  candidateEmailStatusAnswerSchema,
} from '@app/contracts/candidate-email';
import { errorAnswerSchema } from '@app/contracts/errors';
import { candidateEmailLinkStatus, confirmCandidateEmail, type CandidateEmailDeps } from './candidate-email.service.ts';

/**
 * The confirmation page of a candidate's e-mail (decision 119): no sign-in, the mailed token in the
 * body (never in a URL the API logs), limited per client IP like the apply page.
 */
export const candidateEmailRoutes: FastifyPluginAsyncZod<{ deps: CandidateEmailDeps & { signupBonusSecret: string } }> = async (
  app,
  { deps },
) => {
  app.post(
    '/candidate-email/confirm/',
    {
      policy: 'public',
      config: { rateLimit: { max: CANDIDATE_EMAIL_RATE_LIMIT.max, timeWindow: CANDIDATE_EMAIL_RATE_LIMIT.timeWindowMs } },
      schema: {
        operationId: 'candidateEmail.confirmEmail',
        tags: ['candidate-email'],
        summary: "Confirms a candidate's e-mail from the mailed link: the sign-up, or the application and its details (no sign-in)",
        body: candidateEmailConfirmBodySchema,
        response: { 200: candidateEmailConfirmAnswerSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request) => confirmCandidateEmail(deps, request.body.token),
  );

  app.post(
    '/candidate-email/status/',
    {
      policy: 'public',
      config: { rateLimit: { max: CANDIDATE_EMAIL_RATE_LIMIT.max, timeWindow: CANDIDATE_EMAIL_RATE_LIMIT.timeWindowMs } },
      schema: {
        operationId: 'candidateEmail.linkStatus',
        tags: ['candidate-email'],
        summary: "Whether a candidate's confirmation link was used already, read without using it (no sign-in)",
        body: candidateEmailConfirmBodySchema,
        response: { 200: candidateEmailStatusAnswerSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request) => candidateEmailLinkStatus(deps, request.body.token),
  );
};
