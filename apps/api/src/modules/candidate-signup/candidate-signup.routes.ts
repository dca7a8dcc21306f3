import { requestLanguage } from '../../lib/language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CANDIDATE_SIGNUP_RATE_LIMIT,
  candidateSignupAnswerSchema,
  candidateSignupBodySchema,
  candidateSignupInfoSchema,
  candidateSignupQuerySchema,
} from '@app/contracts/candidate-signup';
import { errorAnswerSchema } from '@app/contracts/errors';
import * as service from './candidate-signup.service.ts';
import { mailboxDayBudget } from '../../lib/mailbox-secrets.ts';

/**
 * The public candidate sign-up behind an affiliate's QR code (docs/decisions/056 and 065-069).
 * No sign-in; both calls are limited per client IP address.
 */
export const candidateSignupRoutes: FastifyPluginAsyncZod<{ deps: service.CandidateSignupDeps }> = async (app, { deps }) => {
  const { db } = deps;
  // A proven candidate's mailbox: at most the budget of mailed secrets a day of "already registered" mails (decision 149).
  const mayMailProven = mailboxDayBudget(app.redis ?? null, 'candidate-already-registered');
  app.get(
    '/candidate-signup/',
    {
      policy: 'public',
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: 'candidateSignup.getSignupPage',
        tags: ['candidate-signup'],
        summary: "Whether an affiliate code is valid, with the affiliate's first name and company (no sign-in)",
        querystring: candidateSignupQuerySchema,
        response: { 200: candidateSignupInfoSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request) => service.getSignupInfo(db, request.query.affiliate),
  );

  app.post(
    '/candidate-signup/',
    {
      policy: 'public',
      config: { rateLimit: { max: CANDIDATE_SIGNUP_RATE_LIMIT.max, timeWindow: CANDIDATE_SIGNUP_RATE_LIMIT.timeWindowMs } },
      schema: {
        operationId: 'candidateSignup.signUpCandidate',
        tags: ['candidate-signup'],
        summary: "Create a candidate with their searched job and town, attributed to the QR code's affiliate (no sign-in)",
        body: candidateSignupBodySchema,
        response: { 201: candidateSignupAnswerSchema, 400: errorAnswerSchema, 409: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.signUp(
            { ...deps, mayMailProven, log: (message, extra) => request.log.error(extra, message) },
            request.body,
            requestLanguage(request),
          ),
        ),
  );
};
