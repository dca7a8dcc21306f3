import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  CANDIDATE_CODE_RATE_LIMIT,
  CANDIDATE_CODES_PER_ADDRESS_HOUR,
  CANDIDATE_CODES_PER_CLIENT_HOUR,
  candidateApplicationListSchema,
  candidateApplicationParamsSchema,
  candidateDataAccessSchema,
  candidateCodeCheckSchema,
  candidateCodeRequestSchema,
  candidateSessionSchema,
  followedCompanyListSchema,
  followParamsSchema,
} from '@app/contracts/candidate-app';
import { EMAIL_CODE_TTL_MINUTES } from '@app/contracts/constants';
import { errorAnswerSchema } from '@app/contracts/errors';
import { emailCodeLinkSchema } from '@app/contracts/registration';
import { APPLY_RATE_LIMIT, applyAnswerSchema, applyParamsSchema, signedInApplyBodySchema } from '@app/contracts/apply';
import { candidateCvBodySchema, candidateOwnProfileSchema, candidateProfileBodySchema } from '@app/contracts/candidate-profile';
import { normalizeEmail } from '@app/contracts/validation';
import { consumeOrWait, counterLimiter } from '../../lib/counter-limiter.ts';
import { rateLimited } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { CANDIDATE_CODE_ROUTES_PATH, SessionCookies } from '../../lib/session-cookies.ts';
import { requireCandidate } from '../../plugins/auth.ts';
import { candidateRateLimit, clientKey, UPLOAD_RATE_MAX, UPLOAD_RATE_WINDOW } from '../../plugins/rate-limit.ts';
import * as service from './candidate-app.service.ts';
import * as follows from './follows.service.ts';
import * as profile from './profile.service.ts';
import * as cv from './cv.service.ts';
import { binaryAnswer } from '../../plugins/openapi.ts';
import { apply } from '../apply/index.ts';
import { moduleRoutes } from '../../lib/route-options.ts';

const rateLimit = { max: CANDIDATE_CODE_RATE_LIMIT.max, timeWindow: CANDIDATE_CODE_RATE_LIMIT.timeWindowMs };
const tags = ['candidate-app'];

/**
 * The candidate's space (issue 33, decision 151): the sign-in code (public, limited per client and
 * per address like registration's), then the candidate's own routes (`candidate` policy: their
 * HttpOnly session cookie, sent only under /api/candidate-app/).
 */
export const candidateAppRoutes: FastifyPluginAsyncZod<{ deps: service.CandidateAppDeps; redis?: Redis | null }> = async (
  app,
  { deps, redis = null },
) => {
  const route = moduleRoutes({ policy: 'candidate', tags, errors: {} });
  const codesPerClient = counterLimiter(redis, 'candidate-code-email-client', CANDIDATE_CODES_PER_CLIENT_HOUR, 3600);
  const codesPerAddress = counterLimiter(redis, 'candidate-code-email', CANDIDATE_CODES_PER_ADDRESS_HOUR, 3600);

  app.post(
    '/candidate-app/code/',
    route(
      {
        operationId: 'candidateApp.sendSignInCode',
        summary: "E-mail a candidate's sign-in code; the answer is the same whether or not the address applied anywhere",
        body: candidateCodeRequestSchema,
        response: { 204: z.null(), 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
      { policy: 'public', config: { rateLimit } },
    ),
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const wait = await consumeOrWait(codesPerClient, `${email}|${clientKey(request.ip)}`);
      if (wait > 0) throw rateLimited(wait);
      // The code is tried only from this browser (decision 144); the cookie is set either way.
      const holder = { browser: app.sessionCookies.codeHolder(request, reply, EMAIL_CODE_TTL_MINUTES * 60, CANDIDATE_CODE_ROUTES_PATH) };
      if ((await consumeOrWait(codesPerAddress, email)) === 0) await service.requestCode(deps, email, holder, requestLanguage(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/candidate-app/code/check/',
    route(
      {
        operationId: 'candidateApp.signInCandidate',
        summary: "Exchange the e-mailed code for a candidate's session (its HttpOnly cookie; 5 tries a code)",
        body: candidateCodeCheckSchema,
        response: { 200: candidateSessionSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
      { policy: 'public', config: { rateLimit } },
    ),
    async (request, reply) => {
      const holder = SessionCookies.codeHolder(request);
      const { token, session } = await service.signIn(
        deps,
        request.body.email,
        holder ? { browser: holder } : undefined,
        request.body.code,
      );
      app.sessionCookies.setCandidate(request, reply, token, service.CANDIDATE_SESSION_TTL_SECONDS);
      return session;
    },
  );

  app.post(
    '/candidate-app/code/link/',
    route(
      {
        operationId: 'candidateApp.signInWithLink',
        summary: "Exchange the single-use link of a sign-in code mail for a candidate's session, in any browser (once, 30 minutes)",
        body: emailCodeLinkSchema,
        response: { 200: candidateSessionSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
      { policy: 'public', config: { rateLimit } },
    ),
    async (request, reply) => {
      const { token, session } = await service.signInWithLink(deps, request.body.token);
      app.sessionCookies.setCandidate(request, reply, token, service.CANDIDATE_SESSION_TTL_SECONDS);
      return session;
    },
  );

  app.get(
    '/candidate-app/session/',
    route({
      operationId: 'candidateApp.getSession',
      summary: 'The signed-in candidate: the proven address and their first name',
      response: { 200: candidateSessionSchema },
    }),
    async (request) => service.session(deps.db, requireCandidate(request)),
  );

  app.post(
    '/candidate-app/sign-out/',
    route({
      operationId: 'candidateApp.signOutCandidate',
      summary: "Ends the candidate's session in this browser",
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.signOut(deps.db, requireCandidate(request));
      app.sessionCookies.clearCandidate(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/candidate-app/applications/',
    route({
      operationId: 'candidateApp.listApplications',
      summary: 'The applications made with the proven address, newest first, with their status ("Mes candidatures")',
      response: { 200: candidateApplicationListSchema },
    }),
    async (request) => service.listApplications(deps.db, requireCandidate(request)),
  );

  app.post(
    '/candidate-app/applications/:uuid/confirm/',
    route(
      {
        operationId: 'candidateApp.confirmApplication',
        summary:
          "Confirms an application made with the signed-in candidate's address, as its mailed link does (the session proves the mailbox; never on sign-in by itself)",
        params: candidateApplicationParamsSchema,
        response: { 204: z.null(), 400: errorAnswerSchema, 404: errorAnswerSchema, 429: errorAnswerSchema },
      },
      { config: { rateLimit: candidateRateLimit('candidate-confirm', APPLY_RATE_LIMIT.max, APPLY_RATE_LIMIT.timeWindowMs) } },
    ),
    async (request, reply) => {
      await service.confirmApplication(deps, requireCandidate(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/candidate-app/data-access/',
    route({
      operationId: 'candidateApp.openDataPage',
      summary: "The token of the signed-in candidate's data page (export, retention, erasure), as their mailed data link carries",
      response: { 200: candidateDataAccessSchema },
    }),
    async (request) => service.dataAccess(deps, requireCandidate(request)),
  );

  // The candidate's profile (issue 33 item 2, decision 158): kept, reused by the one-tap apply and the match.
  app.get(
    '/candidate-app/profile/',
    route({
      operationId: 'candidateApp.getProfile',
      summary: "The signed-in candidate's profile (empty until a proven candidate holds the address)",
      response: { 200: candidateOwnProfileSchema },
    }),
    async (request) => profile.getProfile(deps.db, requireCandidate(request)),
  );

  app.put(
    '/candidate-app/profile/',
    route(
      {
        operationId: 'candidateApp.saveProfile',
        summary:
          "Saves the signed-in candidate's profile whole (names, phone, town, searched jobs, skills, languages, licences, availability)",
        body: candidateProfileBodySchema,
        response: { 200: candidateOwnProfileSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
      },
      { config: { rateLimit: candidateRateLimit('candidate-profile', APPLY_RATE_LIMIT.max * 3, APPLY_RATE_LIMIT.timeWindowMs) } },
    ),
    async (request) => profile.saveProfile(deps, requireCandidate(request), request.body, requestLanguage(request)),
  );

  // The profile's CV (decision 158): one PDF, checked by its bytes, stored as every candidate document.
  const cvRateLimit = candidateRateLimit('candidate-cv', UPLOAD_RATE_MAX, UPLOAD_RATE_WINDOW);
  app.get(
    '/candidate-app/profile/cv/',
    route({
      operationId: 'candidateApp.downloadCv',
      summary: "The signed-in candidate's own CV (PDF), as an attachment",
      response: { 200: binaryAnswer('The CV', 'application/pdf'), 404: errorAnswerSchema },
    }),
    async (request, reply) => {
      const file = await cv.readCv(deps, requireCandidate(request));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.put(
    '/candidate-app/profile/cv/',
    {
      policy: 'candidate',
      config: { rateLimit: cvRateLimit },
      schema: {
        operationId: 'candidateApp.uploadCv',
        tags,
        summary: "Uploads or replaces the signed-in candidate's CV: a PDF (read from its bytes) of at most 2 MB",
        body: candidateCvBodySchema,
        response: {
          200: candidateOwnProfileSchema,
          400: errorAnswerSchema,
          409: errorAnswerSchema,
          413: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
    },
    async (request) => cv.uploadCv(deps, requireCandidate(request), request.body),
  );

  app.delete(
    '/candidate-app/profile/cv/',
    route(
      {
        operationId: 'candidateApp.removeCv',
        summary: "Removes the signed-in candidate's CV",
        response: { 200: candidateOwnProfileSchema, 409: errorAnswerSchema, 429: errorAnswerSchema },
      },
      { config: { rateLimit: cvRateLimit } },
    ),
    async (request) => cv.removeCv(deps, requireCandidate(request)),
  );

  app.post(
    '/candidate-app/apply/:uuid/',
    route(
      {
        operationId: 'candidateApp.applyInOneTap',
        summary:
          'Applies as the signed-in candidate: the same rules as the public apply, confirmed at once (the session proves the address)',
        params: applyParamsSchema,
        body: signedInApplyBodySchema,
        response: { 201: applyAnswerSchema, 400: errorAnswerSchema, 404: errorAnswerSchema, 429: errorAnswerSchema },
      },
      { config: { rateLimit: candidateRateLimit('candidate-apply', APPLY_RATE_LIMIT.max, APPLY_RATE_LIMIT.timeWindowMs) } },
    ),
    async (request, reply) => {
      const answer = await apply(
        deps,
        request.params.uuid,
        { ...request.body, email: requireCandidate(request).email },
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        request.log,
        requestLanguage(request),
        { signupBonusSecret: deps.signupBonusSecret },
      );
      return reply.status(201).send(answer);
    },
  );

  // Companies followed (issue 33 item 4, decision 156): opt-in, one tap to stop.
  app.get(
    '/candidate-app/follows/',
    route({
      operationId: 'candidateApp.listFollows',
      summary: 'The companies (sites) the signed-in candidate follows, newest first',
      response: { 200: followedCompanyListSchema },
    }),
    async (request) => follows.listFollowed(deps.db, requireCandidate(request)),
  );

  app.put(
    '/candidate-app/follows/:uuid/',
    route({
      operationId: 'candidateApp.followCompany',
      summary: 'Follows a live site: a mail when it publishes a job, at most once a day',
      params: followParamsSchema,
      response: { 204: z.null(), 400: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema },
    }),
    async (request, reply) => {
      await follows.followSite(deps.db, requireCandidate(request), request.params.uuid, requestLanguage(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/candidate-app/follows/:uuid/',
    route({
      operationId: 'candidateApp.unfollowCompany',
      summary: 'Stops following a site (the caller only ever ends their own follow)',
      params: followParamsSchema,
      response: { 204: z.null(), 400: errorAnswerSchema },
    }),
    async (request, reply) => {
      await follows.unfollowSite(deps.db, requireCandidate(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  );
};
