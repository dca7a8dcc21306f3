import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SessionCookies } from '../../lib/session-cookies.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { EmbeddedPaymentProvider, EmbeddedSession } from './embedded-driver.ts';
import type { CheckoutLineInput } from './payment-provider.ts';
import { catalogueMonths } from '@app/contracts/catalogue';
import { PUBLIC_READ_RATE_LIMIT } from '../../lib/public-rate-limits.ts';
import { requestLanguage } from '../../lib/language.ts';
import { VAT_RATE, type Language } from '@app/contracts/constants';
import { writePercent } from '@app/contracts/percent';

/**
 * The embedded checkout page (the default payment driver): shows the order and its total, and lets
 * the user pay or cancel. Paying sends the signed `checkout.session.completed` event to the
 * webhook endpoint, then returns to the success URL with `checkout_session_id`, as Stripe does.
 * Paying and cancelling need the signed-in owner of the order (decision 074): the page is served on
 * the product's origin, so the browser sends the app's access cookie with the form.
 */

/**
 * The page's words in the language the person chose (issue 29: it was French for an English user):
 * the web app's language cookie, as every page the API serves. Amounts and percentages are written
 * as each language writes them.
 */
const TEXTS = {
  fr: {
    locale: 'fr-FR',
    secure: 'Paiement sécurisé',
    foot: 'Paiement traité par la plateforme de paiement intégrée de QRecrute.',
    payTitle: 'Paiement',
    demo: 'Environnement de démonstration : aucun montant ne sera réellement débité.',
    exclVat: 'HT',
    totalExclVat: 'Total HT',
    vat: 'TVA',
    totalInclVat: 'Total TTC',
    receipt: 'Reçu envoyé à',
    card: 'Carte de démonstration',
    cancel: 'Annuler',
    pay: 'Payer',
    back: 'Retour',
    signInTitle: 'Connexion requise',
    signIn:
      "Votre session a expiré ou vous n'êtes pas connecté au compte qui a passé cette commande. Reconnectez-vous à QRecrute, puis recommencez le paiement.",
    doneTitle: 'Paiement effectué',
    done: 'Ce paiement a déjà été enregistré.',
    continue: 'Continuer',
    expiredTitle: 'Session de paiement expirée',
    expired: "Cette session de paiement n'est plus valable.",
    monthly: 'Abonnement renouvelé chaque mois',
    yearly: 'Abonnement renouvelé chaque année',
    everyMonths: (n: number) => `Abonnement renouvelé tous les ${n} mois`,
  },
  en: {
    locale: 'en-GB',
    secure: 'Secure payment',
    foot: "Payment processed by QRecrute's built-in payment platform.",
    payTitle: 'Payment',
    demo: 'Demonstration environment: no amount will actually be charged.',
    exclVat: 'excl. VAT',
    totalExclVat: 'Total excl. VAT',
    vat: 'VAT',
    totalInclVat: 'Total incl. VAT',
    receipt: 'Receipt sent to',
    card: 'Demonstration card',
    cancel: 'Cancel',
    pay: 'Pay',
    back: 'Back',
    signInTitle: 'Sign-in required',
    signIn:
      'Your session has expired or you are not signed in to the account that placed this order. Sign in to QRecrute again, then start the payment again.',
    doneTitle: 'Payment made',
    done: 'This payment has already been recorded.',
    continue: 'Continue',
    expiredTitle: 'Payment session expired',
    expired: 'This payment session is no longer valid.',
    monthly: 'Subscription renewed every month',
    yearly: 'Subscription renewed every year',
    everyMonths: (n: number) => `Subscription renewed every ${n} months`,
  },
} as const;

const euros = (cents: number, lang: Language) =>
  new Intl.NumberFormat(TEXTS[lang].locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** How often a subscription line renews: "chaque mois", "chaque année", else "tous les N mois" (was "tous les 1 mois"); in English "every month"... */
export function renewalText(recurring: NonNullable<CheckoutLineInput['recurring']>, lang: Language = 'fr'): string {
  const months = catalogueMonths(recurring) ?? 1;
  const t = TEXTS[lang];
  if (months === 1) return t.monthly;
  if (months === 12) return t.yearly;
  return t.everyMonths(months);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f1f3f5;color:#212529}
.wrap{min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px}
.card{width:100%;max-width:560px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.06),0 10px 30px rgba(0,0,0,.06);overflow:hidden}
.head{padding:24px 28px;border-bottom:1px solid #e9ecef;display:flex;align-items:center;gap:12px}
.logo{width:36px;height:36px;border-radius:8px;background:#228be6;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
.head h1{font-size:18px;margin:0}.head p{margin:2px 0 0;color:#868e96;font-size:13px}
.body{padding:24px 28px}
.notice{background:#e7f5ff;color:#1864ab;border-radius:8px;padding:10px 14px;font-size:13px;margin-bottom:20px}
table{width:100%;border-collapse:collapse;font-size:14px}td{padding:10px 0;border-bottom:1px solid #f1f3f5;vertical-align:top}
td.num{text-align:right;white-space:nowrap}.muted{color:#868e96;font-size:12px}
.totals td{border:none;padding:4px 0}.grand td{font-size:18px;font-weight:700;padding-top:12px;border-top:2px solid #212529}
.who{margin:20px 0 0;font-size:13px;color:#495057}
.cardbox{margin-top:20px;border:1px solid #dee2e6;border-radius:8px;padding:12px 14px;font-size:14px;color:#495057;display:flex;justify-content:space-between}
.actions{display:flex;gap:12px;margin-top:24px}
button{font:inherit;cursor:pointer;border-radius:8px;padding:12px 18px;font-weight:600;border:1px solid transparent}
.pay{flex:1;background:#228be6;color:#fff}.pay:hover{background:#1c7ed6}
.cancel{background:#fff;color:#495057;border-color:#ced4da}.cancel:hover{background:#f8f9fa}
.foot{padding:14px 28px;background:#f8f9fa;color:#868e96;font-size:12px;text-align:center}
a.btn{display:inline-block;margin-top:16px;background:#228be6;color:#fff;text-decoration:none;border-radius:8px;padding:10px 16px;font-weight:600}
`;

/** A page of the embedded checkout: the product's icon (no request for a missing /favicon.ico, issue 29), title, card. */
export function page(title: string, body: string, lang: Language = 'fr'): string {
  const t = TEXTS[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)}</title><meta name="robots" content="noindex"><style>${STYLE}</style></head>
<body><div class="wrap"><div class="card">
<div class="head"><div class="logo">QR</div><div><h1>QRecrute</h1><p>${t.secure}</p></div></div>
${body}
<div class="foot">${t.foot}</div>
</div></div></body></html>`;
}

function checkoutPage(session: EmbeddedSession, lang: Language): string {
  const t = TEXTS[lang];
  const lines = session.lines as unknown as (CheckoutLineInput & { amount: number })[];
  const exclVat = Number(session.metadata?.totalExclVat ?? 0);
  const vat = Number(session.metadata?.vatAmount ?? 0);
  const rows = lines
    .map((l) => {
      const every = l.recurring ? `<div class="muted">${renewalText(l.recurring, lang)}</div>` : '';
      return `<tr data-testid="checkout-line"><td>${escapeHtml(l.name)}${every}<div class="muted">${l.quantity} × ${escapeHtml(euros(l.unitAmountExclVat, lang))} ${t.exclVat}</div></td><td class="num">${escapeHtml(euros(l.unitAmountExclVat * l.quantity, lang))} ${t.exclVat}</td></tr>`;
    })
    .join('');
  const id = encodeURIComponent(session.id);
  return page(
    `${t.payTitle} - QRecrute`,
    `<div class="body">
<div class="notice">${t.demo}</div>
<table><tbody>${rows}</tbody></table>
<table class="totals"><tbody>
<tr><td>${t.totalExclVat}</td><td class="num">${escapeHtml(euros(exclVat, lang))}</td></tr>
<tr><td>${t.vat} ${writePercent(VAT_RATE * 100, lang)}</td><td class="num">${escapeHtml(euros(vat, lang))}</td></tr>
<tr class="grand"><td>${t.totalInclVat}</td><td class="num" data-testid="checkout-total">${escapeHtml(euros(session.amountTotal, lang))}</td></tr>
</tbody></table>
${session.customerEmail ? `<p class="who">${t.receipt} <strong>${escapeHtml(session.customerEmail)}</strong></p>` : ''}
<div class="cardbox"><span>${t.card}</span><span>•••• 4242 &nbsp; 12/34</span></div>
<div class="actions">
<form method="post" action="/checkout/${id}/cancel"><button type="submit" class="cancel">${t.cancel}</button></form>
<form method="post" action="/checkout/${id}/pay" style="flex:1;display:flex"><button type="submit" class="pay">${t.pay}</button></form>
</div></div>`,
    lang,
  );
}

function signInPage(session: EmbeddedSession, lang: Language): string {
  const t = TEXTS[lang];
  return page(
    `${t.signInTitle} - QRecrute`,
    `<div class="body"><h2>${t.signInTitle}</h2><p>${escapeHtml(t.signIn)}</p><a class="btn" href="${escapeHtml(session.cancelUrl)}">${t.back}</a></div>`,
    lang,
  );
}

function closedPage(session: EmbeddedSession | null, lang: Language): string {
  const t = TEXTS[lang];
  if (session?.status === 'complete') {
    return page(
      `${t.doneTitle} - QRecrute`,
      `<div class="body"><h2>${t.doneTitle}</h2><p>${t.done}</p><a class="btn" href="${escapeHtml(session.successUrl.split('{CHECKOUT_SESSION_ID}').join(encodeURIComponent(session.id)))}">${t.continue}</a></div>`,
      lang,
    );
  }
  return page(
    `${t.expiredTitle} - QRecrute`,
    `<div class="body"><h2>${t.expiredTitle}</h2><p>${escapeHtml(t.expired)}</p>${
      session ? `<a class="btn" href="${escapeHtml(session.cancelUrl)}">${t.back}</a>` : ''
    }</div>`,
    lang,
  );
}

export interface EmbeddedCheckoutOptions {
  provider: EmbeddedPaymentProvider;
  /** Whether the account owns the order a session pays (`clientReferenceId` is the order's uuid). */
  ownsOrder: (recruiterId: number, orderUuid: string) => Promise<boolean>;
}

const SESSION_ID = /^cs_emb_[A-Za-z0-9]{10,64}$/;

export const embeddedCheckoutRoutes: FastifyPluginAsync<EmbeddedCheckoutOptions> = async (app, { provider, ownsOrder }) => {
  // The buttons post plain HTML forms; their (empty) bodies are not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
    done(null, {}),
  );

  // HTML pages, not API: left out of the OpenAPI document; the session id is checked by hand.
  const schema = { hide: true };
  // The session id is the checkout's handle: the request log writes it redacted (plugins/request-log.ts).
  // Public pages: limited per client like every public route (decision 144).
  const config = { secretParams: ['id'], rateLimit: PUBLIC_READ_RATE_LIMIT };

  app.get<{ Params: { id: string } }>('/:id', { policy: 'public', schema, config }, async (request, reply) => {
    const session = SESSION_ID.test(request.params.id) ? await provider.getSession(request.params.id) : null;
    const lang = requestLanguage(request);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!session) return reply.status(404).send(closedPage(null, lang));
    if (session.status !== 'open' || session.expiresAt.getTime() < Date.now()) return reply.send(closedPage(session, lang));
    return reply.send(checkoutPage(session, lang));
  });

  /**
   * The session, when the caller is the signed-in owner of its order (bearer header, or the app's
   * access cookie sent with the form); else answers the page to show and null.
   */
  async function ownedSession(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<EmbeddedSession | null> {
    const session = SESSION_ID.test(request.params.id) ? await provider.getSession(request.params.id) : null;
    const lang = requestLanguage(request);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!session) {
      await reply.status(404).send(closedPage(null, lang));
      return null;
    }
    // The app's HttpOnly access cookie (decision 117), sent with the page's same-site form.
    const cookie = SessionCookies.accessOfPage(request);
    if (!request.headers.authorization && cookie) request.headers.authorization = `Bearer ${cookie}`;
    try {
      await app.authenticate.call(app, request, reply);
    } catch {
      await reply.status(401).send(signInPage(session, lang));
      return null;
    }
    // Another account's order answers 404, as the order routes do (product decisions).
    if (!request.auth || !(await ownsOrder(request.auth.recruiterId, session.clientReferenceId))) {
      await reply.status(404).send(closedPage(null, lang));
      return null;
    }
    return session;
  }

  app.post<{ Params: { id: string } }>('/:id/pay', { policy: 'public', schema, config }, async (request, reply) => {
    const session = await ownedSession(request, reply);
    if (!session) return reply;
    const result = await provider.pay(session.id);
    if (!result) return reply.status(404).send(closedPage(null, requestLanguage(request)));
    return reply.redirect(result.redirectUrl, 303);
  });

  app.post<{ Params: { id: string } }>('/:id/cancel', { policy: 'public', schema, config }, async (request, reply) => {
    const session = await ownedSession(request, reply);
    if (!session) return reply;
    const result = await provider.cancel(session.id);
    if (!result) return reply.status(404).send(closedPage(null, requestLanguage(request)));
    return reply.redirect(result.redirectUrl, 303);
  });
};
