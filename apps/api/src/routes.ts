import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppServices } from './services.ts';
import { mailboxDayBudget } from './lib/mailbox-secrets.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { activitySectorsRoutes } from './modules/activity-sectors/activity-sectors.routes.ts';
import { addressJobRoutes } from './modules/jobs/jobs.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { completionRoutes } from './modules/addresses/completion.routes.ts';
import { filesRoutes } from './modules/addresses/files.routes.ts';
import { affiliatesRoutes } from './modules/affiliates/affiliates.routes.ts';
import { contractRoutes } from './modules/affiliates/contract.routes.ts';
import { applicationRoutes } from './modules/applications/applications.routes.ts';
import { applyRoutes } from './modules/apply/apply.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { usePasswordCheckStore } from './modules/auth/index.ts';
import { emailChangeRoutes } from './modules/auth/email-change.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { basketRoutes } from './modules/basket/basket.routes.ts';
import { brandRoutes } from './modules/brand/brand.routes.ts';
import { businessUnitRoutes } from './modules/business-units/business-units.routes.ts';
import { candidateAppRoutes } from './modules/candidate-app/candidate-app.routes.ts';
import { candidateEmailRoutes } from './modules/candidate-email/candidate-email.routes.ts';
import { candidateSignupRoutes } from './modules/candidate-signup/candidate-signup.routes.ts';
import { candidateRoutes } from './modules/resume-shop/candidates/candidates.routes.ts';
import { createCaptcha } from './modules/contact/captcha.ts';
import { contactRoutes, qrCodeContactRoutes } from './modules/contact/contact.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { ecommerceRoutes } from './modules/ecommerce/ecommerce.routes.ts';
import { favoriteRoutes } from './modules/resume-shop/favorites/favorites.routes.ts';
import { filterRoutes } from './modules/resume-shop/filters/filters.routes.ts';
import { fingerprintsRoutes } from './modules/fingerprints/fingerprints.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { jobRoutes } from './modules/job-titles/job-titles.routes.ts';
import { jobsNearRoutes } from './modules/jobs-near/jobs-near.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { purchaseRoutes } from './modules/resume-shop/purchases/purchases.routes.ts';
import { qrCodesRoutes } from './modules/qr-codes/qr-codes.routes.ts';
import { referenceListRoutes } from './modules/reference-lists/reference-lists.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { siretRoutes } from './modules/siret/siret.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { jobQueueOf } from './background.ts';

/**
 * Every module's routes, each registered explicitly with its prefix so that every URL can be found
 * with grep (conventions). The payment webhook and the embedded checkout are wired in `events.ts`.
 */
export const moduleRoutes = fp(
  async (app: FastifyInstance, s: AppServices) => {
    const { config, db, mailer, signer, publicUrl, storage, commerce } = s;
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Every current-password check of the app counts on one budget per account, in Redis when set (decision 144).
    usePasswordCheckStore(db, app.redis ?? null);
    await app.register(healthRoutes, { prefix: '/api', ping: () => s.database.ping(), isClosing: () => closing });
    await app.register(authRoutes, { prefix: '/api', deps: { db, signer, mailer, publicUrl }, limits: config.rateLimit, redis: app.redis });
    await app.register(emailChangeRoutes, { prefix: '/api', deps: { db, signer, mailer, publicUrl }, limits: config.rateLimit });
    // Accounts created by the sales team set their first password from their link (decision 097).
    await app.register(invitationsRoutes, { prefix: '/api', deps: { db, signer, mailer, publicUrl }, limits: config.rateLimit });

    // Accounts, addresses, places, SIRET and QR codes (issue 3, decisions 010-014).
    await app.register(accountRoutes, { prefix: '/api', db, storage });
    await app.register(addressesRoutes, { prefix: '/api', deps: { db, storage, mailer, salesEmail: config.contactEmail } });
    await app.register(completionRoutes, { prefix: '/api', db });
    await app.register(filesRoutes, { prefix: '/api', storage });
    await app.register(placesRoutes, { prefix: '/api', geocoder: s.geocoder, fallback: s.embeddedGeocoder });
    await app.register(activitySectorsRoutes, { prefix: '/api', db });
    await app.register(siretRoutes, { prefix: '/api', db, lookup: s.companyLookup });
    await app.register(qrCodesRoutes, { prefix: '/api', deps: { db, publicUrl } });
    await app.register(qrCodeContactRoutes, { deps: { db, mailer, contactEmail: config.contactEmail } });
    await app.register(contactRoutes, { deps: { db, mailer, contactEmail: config.contactEmail, captcha: createCaptcha(db, s.jwtSecret) } });
    // The visitor hashes' secret: the fingerprint route, the apply page and the one-tap apply record alike.
    const fingerprintSalt = `fingerprint:${s.jwtSecret}`;
    await app.register(fingerprintsRoutes, { prefix: '/api', db, salt: fingerprintSalt });
    await app.register(jobRoutes, { prefix: '/api', db });
    await app.register(referenceListRoutes, { prefix: '/api', db });
    // A published job alerts the site's followers, within each mailbox's day budget (issue 33 item 4, decisions 149 and 156).
    await app.register(addressJobRoutes, {
      prefix: '/api',
      db,
      alerts: { mailer, publicUrl, mayMail: mailboxDayBudget(app.redis ?? null, 'follow-alert-mail') },
    });
    await app.register(businessUnitRoutes, { prefix: '/api', db });
    await app.register(dashboardRoutes, { prefix: '/api', db });
    // Employer-brand page: custom advantages (decision 050).
    await app.register(brandRoutes, { prefix: '/api', db });

    // Products, invoices, subscriptions, registration (decisions 030-035).
    await app.register(productsRoutes, { prefix: '/api', db });
    await app.register(invoicesRoutes, { prefix: '/api', deps: commerce });
    await app.register(subscriptionsRoutes, { prefix: '/api', deps: commerce });
    await app.register(ecommerceRoutes, { prefix: '/ecommerce', deps: commerce });
    await app.register(registrationRoutes, { prefix: '/api', deps: { ...commerce, signer, mailer }, redis: app.redis });

    // Candidates, matching, applications, resume shop and basket (decisions 040-043).
    await app.register(candidateRoutes, {
      prefix: '/api',
      db,
      storage,
      hotReads: { databaseUrl: config.databaseUrl, poolSize: Math.min(config.databasePoolSize, 6) },
    });
    await app.register(favoriteRoutes, { prefix: '/api', db });
    await app.register(purchaseRoutes, { prefix: '/api', db });
    await app.register(applicationRoutes, { prefix: '/api', deps: { db, mailer, publicUrl }, redis: app.redis });
    await app.register(filterRoutes, { prefix: '/api', db });
    await app.register(basketRoutes, { prefix: '/api', deps: commerce });
    // Affiliate area: dashboard, profile and bank details, personal QR code and posters (decisions 055-059).
    await app.register(affiliatesRoutes, { prefix: '/api', deps: { db, publicUrl, mailer, contactEmail: config.contactEmail } });
    await app.register(contractRoutes, { db, seller: commerce.seller });
    // Public candidate apply page opened by an address's candidate QR code (decisions 060-064).
    await app.register(applyRoutes, { prefix: '/api', deps: { db, mailer, publicUrl, fingerprintSalt } });
    // "Jobs near me": live sites with open jobs around a town or a position (issue 33 item 4, decision 156).
    await app.register(jobsNearRoutes, { prefix: '/api', db });
    // Public candidate sign-up behind an affiliate's QR code (decisions 065-069).
    await app.register(candidateSignupRoutes, { prefix: '/api', deps: { db, mailer, publicUrl } });
    // The proof of a candidate's e-mail, mailed at sign-up and with each application (decision 119).
    await app.register(candidateEmailRoutes, { prefix: '/api', deps: { db, mailer, publicUrl, signupBonusSecret: s.jwtSecret } });
    // The candidate's space: sign-in with a mailed code, their applications and statuses (issue 33, decision 151).
    await app.register(candidateAppRoutes, {
      prefix: '/api',
      deps: { db, mailer, signer, publicUrl, signupBonusSecret: s.jwtSecret, fingerprintSalt, storage },
      redis: app.redis,
    });
    // The data lifecycle: downloads, candidate data links, retention (decision 093).
    await app.register(privacyRoutes, { prefix: '/api', deps: s.privacy });
    // The operators' back office (issue 34, decision 152): staff sessions, audit log, money.
    await app.register(staffRoutes, {
      prefix: '/api',
      deps: {
        ...commerce,
        mailer,
        production: config.production,
        payouts: { storage, mailer, publicUrl, debtor: config.payoutDebtor },
        totpKey: s.staffTotpKey,
      },
      limits: config.rateLimit,
      support: {
        customers: { db, mailer, signer, publicUrl },
        operations: {
          db,
          ping: () => s.database.ping(),
          queue: jobQueueOf(app, s.database),
          storage,
          smtpUrl: config.smtpUrl,
        },
      },
    });
  },
  { name: 'module-routes' },
);
