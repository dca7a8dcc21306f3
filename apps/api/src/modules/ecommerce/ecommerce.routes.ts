import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '@app/contracts/errors';
import {
  addressPaymentLinkBodySchema,
  affiliateKitPaymentLinkBodySchema,
  paymentLinkAnswerSchema,
  productPaymentLinkBodySchema,
} from '@app/contracts/orders';
import { consumeOrWait, counterLimiter } from '../../lib/counter-limiter.ts';
import { rateLimited } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { CommerceDeps } from '../checkout/index.ts';
import { addressPaymentLink, affiliateKitPaymentLink, premiumHeadhunterCheckout, productPaymentLink } from './ecommerce.service.ts';

const errors = {
  400: errorAnswerSchema,
  401: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
  409: errorAnswerSchema,
  413: errorAnswerSchema,
  429: errorAnswerSchema,
  502: errorAnswerSchema,
};

/**
 * Address payment links an account may ask for in 15 minutes (issue 28): each may create address
 * drafts and store their logos. Counted per account, not per client address (the caller is signed in).
 */
export const ADDRESS_LINKS_PER_ACCOUNT = 20;
const security = [{ bearer: [] }];

/** Checkouts of spec section 7 (`/ecommerce/...`): each creates a pending order and answers the checkout URL. */
export const ecommerceRoutes: FastifyPluginAsyncZod<{ deps: CommerceDeps }> = async (app, { deps }) => {
  const addressLinks = counterLimiter(app.redis ?? null, 'address-payment-link', ADDRESS_LINKS_PER_ACCOUNT, 15 * 60);
  app.post(
    '/address-payment-link/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'payments.createAddressPaymentLink',
        tags: ['ecommerce'],
        summary: 'Subscription checkout of new or existing addresses (new-address form, pay buttons, reset screen)',
        security,
        body: addressPaymentLinkBodySchema,
        response: { 200: paymentLinkAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const wait = await consumeOrWait(addressLinks, String(auth.recruiterId));
      if (wait > 0) throw rateLimited(wait);
      return addressPaymentLink(deps, auth, request.body);
    },
  );

  app.post(
    '/product-payment-link/',
    {
      policy: 'recruiter',
      schema: {
        operationId: 'payments.createProductPaymentLink',
        tags: ['ecommerce'],
        summary: 'Sticker and poster checkout for an address (quantities 0 to 10, total above 0)',
        security,
        body: productPaymentLinkBodySchema,
        response: { 200: paymentLinkAnswerSchema, ...errors },
      },
    },
    async (request) => productPaymentLink(deps, requireAuth(request), request.body),
  );

  app.post(
    '/premium-headhunter-checkout/',
    {
      policy: 'headHunter',
      schema: {
        operationId: 'payments.createHeadhunterCheckout',
        tags: ['ecommerce'],
        summary: 'Premium head-hunter subscription checkout (premium popup)',
        security,
        body: z.object({}).loose().nullish(),
        response: { 200: paymentLinkAnswerSchema, ...errors },
      },
    },
    async (request) => premiumHeadhunterCheckout(deps, requireAuth(request)),
  );

  app.post(
    '/affiliate-kit-payment-link/',
    {
      policy: 'affiliate',
      schema: {
        operationId: 'payments.createAffiliateKitPaymentLink',
        tags: ['ecommerce'],
        summary: 'Affiliate kit checkout for an affiliate who has not paid it yet',
        security,
        body: affiliateKitPaymentLinkBodySchema,
        response: { 200: paymentLinkAnswerSchema, ...errors },
      },
    },
    async (request) => affiliateKitPaymentLink(deps, requireAuth(request), request.body),
  );
};
