import { clientKey } from '../../plugins/rate-limit.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import { z } from 'zod';
import type { Redis } from 'ioredis';
import { normalizeEmail } from '@app/contracts/validation';
import {
  emailCodeCheckSchema,
  emailCodeLinkSchema,
  emailCodeRequestSchema,
  emailLinkProofAnswerSchema,
  emailProofAnswerSchema,
  affiliateRegistrationBodySchema,
  headhunterFirstSiteAnswerSchema,
  headhunterFirstSiteBodySchema,
  headhunterRegistrationBodySchema,
  recruiterRegistrationBodySchema,
  registrationAnswerSchema,
} from '@app/contracts/registration';
import { EMAIL_CODE_TTL_MINUTES } from '@app/contracts/constants';
import { SessionCookies } from '../../lib/session-cookies.ts';
import { consumeOrWait, counterLimiter } from '../../lib/counter-limiter.ts';
import { rateLimited } from '../../lib/errors.ts';
import { checkEmailCode, checkEmailLink, requestEmailCode } from './email-proof.ts';
import { requestLanguage } from '../../lib/language.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  createHeadhunterFirstSite,
  registerAffiliate,
  registerHeadhunter,
  registerRecruiter,
  type RegistrationDeps,
} from './registration.service.ts';

const errors = { 400: errorAnswerSchema, 409: errorAnswerSchema, 413: errorAnswerSchema, 429: errorAnswerSchema };
// Account creation is open to anyone: bounded per client address.
const rateLimit = { max: 50, timeWindow: '15 minutes' };
/**
 * Codes one client may have sent to one address an hour: the owner asking again from their own
 * client is never refused by what a stranger asked (decision 130: 5 requests froze the address).
 */
export const EMAIL_CODES_PER_CLIENT_HOUR = 5;
/**
 * Codes a single address may be mailed an hour, whatever the client: only a cap on mail flooding
 * through rotating clients. Past it the answer is the same 204 and nothing is sent (decision 139):
 * the owner's mailbox already holds valid codes, and a stranger cannot make the owner wait.
 */
export const EMAIL_CODES_PER_ADDRESS_HOUR = 20;

/** Registration of recruiters, head-hunters and affiliates (anonymous). */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: RegistrationDeps; redis?: Redis | null }> = async (
  app,
  { deps, redis = null },
) => {
  const codesPerClient = counterLimiter(redis, 'registration-code-email-client', EMAIL_CODES_PER_CLIENT_HOUR, 3600);
  const codesPerAddress = counterLimiter(redis, 'registration-code-email', EMAIL_CODES_PER_ADDRESS_HOUR, 3600);

  app.post(
    '/registration/email-code/',
    {
      policy: 'public',
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        operationId: 'registration.sendEmailCode',
        tags: ['registration'],
        summary: 'E-mail a registration code (or, when the address has an account, a mail saying so); the answer is the same',
        body: emailCodeRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const wait = await consumeOrWait(codesPerClient, `${email}|${clientKey(request.ip)}`);
      if (wait > 0) throw rateLimited(wait);
      // The code is tried only from this browser (decision 144); the cookie is set either way.
      const holder = { browser: app.sessionCookies.codeHolder(request, reply, EMAIL_CODE_TTL_MINUTES * 60) };
      if ((await consumeOrWait(codesPerAddress, email)) === 0)
        await requestEmailCode(deps, request.body.email, holder, requestLanguage(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/registration/email-code/check/',
    {
      policy: 'public',
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        operationId: 'registration.checkEmailCode',
        tags: ['registration'],
        summary: 'Exchange the e-mailed code for the proof a registration carries (5 tries a code)',
        body: emailCodeCheckSchema,
        response: { 200: emailProofAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const holder = SessionCookies.codeHolder(request);
      return { emailProof: await checkEmailCode(deps, request.body.email, holder ? { browser: holder } : undefined, request.body.code) };
    },
  );

  app.post(
    '/registration/email-code/link/',
    {
      policy: 'public',
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        operationId: 'registration.checkEmailLink',
        tags: ['registration'],
        summary: 'Exchange the single-use link of a registration code mail for the proof, in any browser (decision 158)',
        body: emailCodeLinkSchema,
        response: { 200: emailLinkProofAnswerSchema, ...errors },
      },
    },
    async (request) => checkEmailLink(deps, request.body.token),
  );

  app.post(
    '/recruiter/',
    {
      policy: 'public',
      config: { rateLimit },
      schema: {
        operationId: 'registration.registerRecruiter',
        tags: ['registration'],
        summary: 'Recruiter registration: user, recruiter, address and job in one transaction, then the subscription checkout',
        body: recruiterRegistrationBodySchema,
        response: { 201: registrationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await registerRecruiter(
        deps,
        request.body,
        (err) => request.log.error({ err }, 'registration checkout or welcome mail failed'),
        requestLanguage(request),
      );
      return reply.status(201).send({ ...app.sessionCookies.set(request, reply, answer), checkoutUrl: answer.checkoutUrl });
    },
  );

  app.post(
    '/recruiter/headhunter/',
    {
      policy: 'public',
      config: { rateLimit },
      schema: {
        operationId: 'registration.registerHeadhunter',
        tags: ['registration'],
        summary: 'Head-hunter registration (e-mail, password, activity sector)',
        body: headhunterRegistrationBodySchema,
        response: { 201: registrationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await registerHeadhunter(
        deps,
        request.body,
        (err) => request.log.error({ err }, 'welcome mail failed'),
        requestLanguage(request),
      );
      return reply.status(201).send({ ...app.sessionCookies.set(request, reply, answer), checkoutUrl: answer.checkoutUrl });
    },
  );

  app.post(
    '/recruiter/headhunter/first-site/',
    {
      policy: 'signedIn',
      config: { rateLimit },
      schema: {
        operationId: 'registration.headhunterFirstSite',
        tags: ['registration'],
        summary: "A head-hunter account without any site gives its first search (job and place) and gets the registration's free site",
        security: [{ bearer: [] }],
        body: headhunterFirstSiteBodySchema,
        response: { 201: headhunterFirstSiteAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createHeadhunterFirstSite(deps.db, requireAuth(request).recruiterId, request.body)),
  );

  app.post(
    '/recruiter/affiliate/',
    {
      policy: 'public',
      config: { rateLimit },
      schema: {
        operationId: 'registration.registerAffiliate',
        tags: ['registration'],
        summary: 'Affiliate registration with the kit order (extra posters and stickers), then the kit checkout',
        body: affiliateRegistrationBodySchema,
        response: { 201: registrationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await registerAffiliate(
        deps,
        request.body,
        (err) => request.log.error({ err }, 'affiliate checkout or welcome mail failed'),
        requestLanguage(request),
      );
      return reply.status(201).send({ ...app.sessionCookies.set(request, reply, answer), checkoutUrl: answer.checkoutUrl });
    },
  );
};
