import { MAX_UNPAID_ADDRESSES } from '@app/contracts/constants';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AddressPaymentLinkBody, NewAddressDraft, PaymentLinkAnswer, ProductPaymentLinkBody } from '@app/contracts/orders';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, recruiters } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findOwnedAddress } from '../jobs/index.ts';
import { discardFile, storeImage } from '../addresses/index.ts';
import { appLink, type CommerceDeps } from '../checkout/index.ts';
import {
  createPendingOrder,
  openCheckoutOnce,
  startCheckout,
  thingKey,
  type OrderLineInput,
  type OrderWithLines,
} from '../orders/index.ts';
import { resolveDefaultPrice, resolvePrice } from '../products/index.ts';
import { findSubscribedAddressIds } from '../subscriptions/index.ts';
import { activitySectorExists, insertAddress } from '../registration/index.ts';
import { affiliateKitLines } from '../registration/index.ts';
import { addressOwnedBy } from '../../access/ownership.ts';

const EXTRA_PRODUCTS = ['additional_poster', 'additional_sticker'] as const;

/** Premium head-hunter fulfilment: unlimited free recruiting starts with the payment (spec section 1). */
export async function grantHeadhunterPremium(tx: Tx, order: OrderWithLines): Promise<void> {
  await tx.update(recruiters).set({ headhunterPremium: true, updatedAt: new Date() }).where(eq(recruiters.id, order.recruiterId));
}

async function extraLines(db: Db, lineItems: { price: number; quantity: number }[], addressId: number | null): Promise<OrderLineInput[]> {
  const lines: OrderLineInput[] = [];
  for (const [i, item] of lineItems.entries()) {
    const price = await resolvePrice(db, item.price, EXTRA_PRODUCTS, `lineItems.${i}.price`);
    lines.push({
      productId: price.productId,
      priceId: price.priceId,
      label: price.label,
      quantity: item.quantity,
      unitAmount: price.unitAmount,
      addressId,
    });
  }
  return lines;
}

async function createDraftAddress(
  _deps: CommerceDeps,
  tx: Tx,
  recruiterId: number,
  email: string,
  draft: NewAddressDraft,
  logo: string | null,
) {
  return insertAddress(tx, {
    recruiterId,
    name: draft.name,
    content: { ...draft.content, place_name: draft.content.place_name ?? draft.content.placeName },
    latitude: draft.content.latitude ?? null,
    longitude: draft.content.longitude ?? null,
    logo,
    activitySectorId: draft.activitySector,
    qrcodeTown: draft.qrcodeTown,
    email,
    // An unpaid draft until its first payment: no poster, no apply page, removed when never paid (decision 131).
    unpaidDraftAt: new Date(),
  });
}

const returnUrls = (deps: CommerceDeps, path: string) => ({ successUrl: appLink(deps, path), cancelUrl: appLink(deps, path) });

/**
 * POST /ecommerce/address-payment-link/: the subscription of new addresses (created now, without
 * subscription until the payment) or of existing ones, with optional extra posters and stickers.
 * An address named twice, or already subscribed, is refused. An address has one open checkout at a
 * time (decision 116): the same link asked again answers the same checkout; another one replaces it.
 * Every entry is checked before any draft's logo is stored, and a logo stored for a request that
 * fails after all is removed (issue 28).
 */
export async function addressPaymentLink(deps: CommerceDeps, auth: AuthContext, body: AddressPaymentLinkBody): Promise<PaymentLinkAnswer> {
  const { db } = deps;
  const price = body.price
    ? await resolvePrice(db, body.price, ['address_subscription'])
    : await resolveDefaultPrice(db, 'address_subscription');
  const existing: { id: number; name: string; index: number }[] = [];
  const drafts: { draft: NewAddressDraft }[] = [];
  const twice = body.addresses.flatMap((entry, i) => (typeof entry === 'string' && body.addresses.indexOf(entry) !== i ? [i] : []));
  if (twice.length) {
    throw new AppError(
      'address_listed_twice',
      'The same address is listed twice',
      Object.fromEntries(twice.map((i) => [`addresses.${i}`, ['errors.address_listed_twice']])),
    );
  }
  for (const [i, entry] of body.addresses.entries()) {
    if (typeof entry === 'string') {
      const owned = await findOwnedAddress(db, auth.recruiterId, entry);
      if (!owned) throw notFound();
      existing.push({ id: owned.id, name: owned.name, index: i });
    } else {
      if (!(await activitySectorExists(db, entry.activitySector))) {
        throw new AppError('validation_failed', 'Unknown activity sector', {
          [`addresses.${i}.activitySector`]: ['form.validation.invalid_choice'],
        });
      }
      drafts.push({ draft: entry });
    }
  }
  const subscribed = await findSubscribedAddressIds(
    db,
    existing.map((a) => a.id),
    new Date(),
  );
  if (subscribed.size) {
    const fieldErrors = Object.fromEntries(
      existing.filter((a) => subscribed.has(a.id)).map((a) => [`addresses.${a.index}`, ['errors.address_already_subscribed']]),
    );
    throw new AppError('address_already_subscribed', 'An address already has a running subscription', fieldErrors);
  }
  await refuseTooManyDrafts(db, auth.recruiterId, drafts.length);
  const extras = await extraLines(db, body.lineItems, null);
  // The whole request is valid: only now are the drafts' logos stored.
  const logos: string[] = [];
  try {
    const withLogos: { draft: NewAddressDraft; logo: string | null }[] = [];
    for (const { draft } of drafts) {
      const logo = draft.logo ? await storeImage(deps.storage, 'logos', draft.logo, 'logo') : null;
      if (logo) logos.push(logo);
      withLogos.push({ draft, logo });
    }
    const linesFor = (targets: { id: number; name: string }[]): OrderLineInput[] => [
      ...targets.map((a) => ({
        productId: price.productId,
        priceId: price.priceId,
        label: `${price.label} – ${a.name}`,
        quantity: 1,
        unitAmount: price.unitAmount,
        addressId: a.id,
      })),
      ...extras.map((l) => ({ ...l, addressId: targets[0]?.id ?? null })),
    ];
    const { url } = await openCheckoutOnce(
      deps,
      {
        recruiterId: auth.recruiterId,
        kind: 'address',
        things: existing.map((a) => thingKey.address(a.id)),
        sameAs: withLogos.length ? null : linesFor(existing),
        lines: async (tx) => {
          const targets: { id: number; name: string }[] = [...existing];
          // Checked again behind the buyer's lock: parallel links cannot pass the limit together.
          await refuseTooManyDrafts(tx, auth.recruiterId, withLogos.length);
          for (const { draft, logo } of withLogos)
            targets.push(await createDraftAddress(deps, tx, auth.recruiterId, auth.email, draft, logo));
          return { lines: linesFor(targets), things: targets.map((a) => thingKey.address(a.id)) };
        },
      },
      { customerEmail: auth.email, ...returnUrls(deps, body.returnPath ?? '/addresses') },
    );
    return { url };
  } catch (err) {
    // No address row points at a logo of a request that failed (the drafts' transaction rolled back).
    if (!(await draftsCreated(db, logos))) await Promise.all(logos.map((logo) => discardFile(deps.storage, logo)));
    throw err;
  }
}

/** The account's new addresses still waiting for their first payment (decision 131). */
async function refuseTooManyDrafts(db: Db | Tx, recruiterId: number, adding: number): Promise<void> {
  if (adding === 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(addresses)
    .where(and(addressOwnedBy(recruiterId), isNotNull(addresses.unpaidDraftAt)));
  if ((row?.n ?? 0) + adding > MAX_UNPAID_ADDRESSES) {
    throw new AppError('too_many_unpaid_addresses', `At most ${MAX_UNPAID_ADDRESSES} new addresses may wait for their first payment`);
  }
}

/** Whether the drafts holding these logos were written (the failure came after their transaction). */
async function draftsCreated(db: Db, logos: string[]): Promise<boolean> {
  if (!logos.length) return false;
  const [row] = await db.select({ id: addresses.id }).from(addresses).where(inArray(addresses.logo, logos)).limit(1);
  return Boolean(row);
}

/** POST /ecommerce/product-payment-link/: stickers and posters for one address; a total of 0 is refused. */
export async function productPaymentLink(deps: CommerceDeps, auth: AuthContext, body: ProductPaymentLinkBody): Promise<PaymentLinkAnswer> {
  const address = await findOwnedAddress(deps.db, auth.recruiterId, body.address);
  if (!address) throw notFound();
  const lines = await extraLines(deps.db, body.lineItems, address.id);
  if (lines.every((l) => l.quantity === 0))
    throw new AppError('validation_failed', 'Nothing to pay', { lineItems: ['form.validation.required'] });
  const order = await createPendingOrder(deps.db, {
    recruiterId: auth.recruiterId,
    kind: 'products',
    lines,
    metadata: { address: address.uuid },
  });
  const { url } = await startCheckout(deps, order, { customerEmail: auth.email, ...returnUrls(deps, body.returnPath ?? '/my-qr-codes') });
  return { url };
}

/**
 * POST /ecommerce/premium-headhunter-checkout/: the yearly premium head-hunter subscription. Read
 * from the database, not the token (premium may have started since it was signed); one open
 * checkout per account (decision 116).
 */
export async function premiumHeadhunterCheckout(deps: CommerceDeps, auth: AuthContext): Promise<PaymentLinkAnswer> {
  const [row] = await deps.db
    .select({ premium: recruiters.headhunterPremium })
    .from(recruiters)
    .where(eq(recruiters.id, auth.recruiterId))
    .limit(1);
  if (auth.headhunterPremium || row?.premium) throw new AppError('conflict', 'Already premium');
  const price = await resolveDefaultPrice(deps.db, 'premium_headhunter');
  const lines: OrderLineInput[] = [
    { productId: price.productId, priceId: price.priceId, label: price.label, quantity: 1, unitAmount: price.unitAmount },
  ];
  return accountCheckout(deps, auth, 'premium_headhunter', thingKey.premiumHeadhunter(auth.recruiterId), lines, '/resumes-shop');
}

/** POST /ecommerce/affiliate-kit-payment-link/: the kit of an affiliate who has not paid it yet; one open checkout per account (decision 116). */
export async function affiliateKitPaymentLink(
  deps: CommerceDeps,
  auth: AuthContext,
  body: { posters: number; stickers: number },
): Promise<PaymentLinkAnswer> {
  const lines = await affiliateKitLines(deps.db, body.posters, body.stickers);
  return accountCheckout(deps, auth, 'affiliate_kit', thingKey.affiliateKit(auth.recruiterId), lines, '/affiliate/dashboard', {
    ...body,
  });
}

/**
 * The checkout of one thing the account buys once (premium, the affiliate kit), its lines fixed
 * before: one open checkout per account and thing (decision 116), the same one again while it is open.
 */
async function accountCheckout(
  deps: CommerceDeps,
  auth: AuthContext,
  kind: 'premium_headhunter' | 'affiliate_kit',
  thing: string,
  lines: OrderLineInput[],
  returnPath: string,
  metadata?: Record<string, unknown>,
): Promise<PaymentLinkAnswer> {
  const { url } = await openCheckoutOnce(
    deps,
    { recruiterId: auth.recruiterId, kind, things: [thing], sameAs: lines, lines: async () => ({ lines }), metadata },
    { customerEmail: auth.email, ...returnUrls(deps, returnPath) },
  );
  return { url };
}
