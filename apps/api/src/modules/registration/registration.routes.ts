import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import {
  affiliateRegistrationBodySchema,
  headhunterRegistrationBodySchema,
  recruiterRegistrationBodySchema,
  registrationAnswerSchema,
} from '@app/contracts/registration';
import { registerAffiliate, registerHeadhunter, registerRecruiter, type RegistrationDeps } from './registration.service.ts';

const errors = { 400: errorAnswerSchema, 409: errorAnswerSchema, 413: errorAnswerSchema, 429: errorAnswerSchema };
// Account creation is open to anyone: bounded per client address.
const rateLimit = { max: 50, timeWindow: '15 minutes' };

/** Registration of recruiters, head-hunters and affiliates (anonymous). */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: RegistrationDeps }> = async (app, { deps }) => {
  app.post(
    '/recruiter/',
    {
      config: { rateLimit },
      schema: {
        tags: ['registration'],
        summary: 'Recruiter registration: user, recruiter, address and job in one transaction, then the subscription checkout',
        body: recruiterRegistrationBodySchema,
        response: { 201: registrationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await registerRecruiter(deps, request.body, (err) => request.log.error({ err }, 'registration checkout failed'));
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/recruiter/headhunter/',
    {
      config: { rateLimit },
      schema: {
        tags: ['registration'],
        summary: 'Head-hunter registration (e-mail, password, activity sector)',
        body: headhunterRegistrationBodySchema,
        response: { 201: registrationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await registerHeadhunter(deps, request.body)),
  );

  app.post(
    '/recruiter/affiliate/',
    {
      config: { rateLimit },
      schema: {
        tags: ['registration'],
        summary: 'Affiliate registration with the kit order (extra posters and stickers), then the kit checkout',
        body: affiliateRegistrationBodySchema,
        response: { 201: registrationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await registerAffiliate(deps, request.body, (err) => request.log.error({ err }, 'affiliate checkout failed'));
      return reply.status(201).send(answer);
    },
  );
};
