import { randomBytes, randomUUID } from 'node:crypto';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { candidates, prices, products, users } from '../src/db/schema/index.ts';
import {
  createAddress,
  createAddressJob,
  createApplication,
  createBusinessUnit,
  createCandidate,
  createPurchase,
  type ReferenceIds,
} from './candidates-fixtures.ts';
import { createUser, type TestContext, type UserFixture } from './helpers.ts';

/** Every table of the Drizzle schema, with its SQL name and columns (name and SQL type). */
export const schemaTables = (): { name: string; columns: { name: string; type: string }[] }[] =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => ({
      name: getTableName(table),
      columns: getTableConfig(table).columns.map((c) => ({ name: c.name, type: c.getSQLType() })),
    }));

const tag = () => randomBytes(3).toString('hex');

/** A recruiter with a row in every table that holds a recruiter's data, and the values that identify them. */
export async function populateRecruiter(ctx: TestContext, refs: ReferenceIds, options: { invoice: boolean }) {
  const db = ctx.database.db;
  const t = tag();
  const needles = {
    email: `zephirin.${t}@quenouille.test`,
    manager: `Zéphirin Quenouille${t}`,
    phone: `06${String(Date.now()).slice(-8)}`,
    iban: 'FR7630006000011234567890189',
    company: `Quenouille${t} SARL`,
  };
  const user: UserFixture = await createUser(ctx.database, {
    email: needles.email,
    manager: needles.manager,
    company: needles.company,
    affiliate: true,
  });
  const r = user.recruiterId;
  await db
    .update(users)
    .set({ firstName: 'Zéphirin', lastName: `Quenouille${t}` })
    .where(eq(users.id, user.userId));
  await db.execute(sql`update recruiters set phone_number = ${needles.phone}, iban = ${needles.iban}, account_holder_name = ${needles.manager},
    siret = '73282932000074', address = ${JSON.stringify({ placeName: `3 impasse Quenouille${t}`, description: `3 impasse Quenouille${t} Lyon` })}::jsonb
    where id = ${r}`);
  const address = await createAddress(db, r, { name: `Site ${t}` });
  await db.execute(sql`update addresses set email = ${needles.email} where id = ${address.id}`);
  const unit = await createBusinessUnit(db, address.id, 'Atelier');
  await createAddressJob(db, address.id, { jobId: refs.jobIds[0]!, businessUnitId: unit });
  await db.execute(
    sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values (${user.userId}, ${randomUUID()}, ${tag() + tag()}, now() + interval '1 day')`,
  );
  await db.execute(
    sql`insert into password_reset_tokens (user_id, token_hash, expires_at) values (${user.userId}, ${tag() + tag()}, now() + interval '1 hour')`,
  );
  await db.execute(
    sql`insert into registration_email_codes (email, code_hash, expires_at, holder) values (${needles.email}, 'x', now() + interval '30 minutes', 'h')`,
  );
  await db.execute(
    sql`insert into email_outbox (to_address, subject, text, template, user_id) values (${needles.email}, 'Bonjour', ${`Bonjour ${needles.manager}`}, 'test', ${user.userId})`,
  );
  await db.execute(
    sql`insert into email_changes (user_id, old_email, new_email, confirmed_at) values (${user.userId}, ${`ancienne.${needles.email}`}, ${needles.email}, now())`,
  );
  // A read-only view of the account by the support (decision 161), opened.
  await db.execute(
    sql`insert into staff_accounts (email, password_hash, totp_secret, permissions) values (${`support.${t}@staff.test`}, 'x', 'x', '{support}')`,
  );
  await db.execute(
    sql`insert into support_views (id, staff_id, staff_email, user_id, token_hash, opened_at, expires_at)
      select gen_random_uuid(), id, email, ${user.userId}, ${`view-${t}`}, now(), now() + interval '15 minutes' from staff_accounts where email = ${`support.${t}@staff.test`}`,
  );
  await db.execute(
    sql`insert into contact_messages (kind, recruiter_id, email, message) values ('contact', ${r}, ${needles.email}, ${`Appelez-moi au ${needles.phone}`})`,
  );

  const [product] = await db.select().from(products).where(eq(products.code, 'regular_resume')).limit(1);
  const [price] = await db.select().from(prices).where(eq(prices.productId, product!.id)).limit(1);
  const other = await createCandidate(db);
  const orderIds: number[] = [];
  for (const status of ['paid', 'pending']) {
    const result =
      (await db.execute(sql`insert into orders (recruiter_id, kind, status, total_excl_vat, vat_amount, total_incl_vat, provider, metadata)
      values (${r}, 'resumes', ${status}, 1500, 300, 1800, 'embedded', ${JSON.stringify({ note: needles.email })}::jsonb) returning id`)) as unknown as {
        rows: { id: number }[];
      };
    orderIds.push(result.rows[0]!.id);
  }
  const [paidOrder] = orderIds;
  await db.execute(sql`insert into order_lines (order_id, product_id, price_id, label, quantity, unit_amount, amount, candidate_id)
    values (${paidOrder}, ${product!.id}, ${price!.id}, 'CV', 1, 1500, 1500, ${other.id})`);
  await db.execute(sql`insert into subscriptions (recruiter_id, product_id, price_id, order_id, status, current_period_start, current_period_end)
    values (${r}, ${product!.id}, ${price!.id}, ${paidOrder}, 'active', now(), now() + interval '1 year')`);
  if (options.invoice) {
    await db.execute(sql`insert into invoices (order_id, recruiter_id, year, sequence, invoice_number, total_excl_vat, vat_amount, total_incl_vat, buyer, seller)
      values (${paidOrder}, ${r}, 2026, ${Number.parseInt(t, 16) % 100000}, ${`FA-2026-${t}`}, 1500, 300, 1800,
        ${JSON.stringify({ company: needles.company, contact: needles.manager, email: needles.email, address: null, siret: '73282932000074' })}::jsonb, '{}'::jsonb)`);
  }
  await db.execute(sql`insert into embedded_checkout_sessions (id, mode, client_reference_id, customer_email, lines, amount_total, success_url, cancel_url, expires_at, event_payload, event_delivered_at)
    values (${`cs_${t}`}, 'payment', ${String(paidOrder)}, ${needles.email}, '[]'::jsonb, 1800, 'http://x/ok', 'http://x/ko', now() + interval '1 day',
      ${JSON.stringify({ customer_email: needles.email })}, now())`);
  // A part of the payment refunded by the back office (decision 160), and the embedded driver's refund.
  await db.execute(sql`insert into order_refunds (order_id, idempotency_key, amount_cents, reason, staff_email, provider_refund_id)
    values (${paidOrder}, ${`refund-${t}`}, 300, 'Geste commercial', 'finance@staff.test', ${`re_emb_${t}`})`);
  await db.execute(sql`insert into embedded_refunds (id, session_id, amount_cents) values (${`re_emb_${t}`}, ${`cs_${t}`}, 300)`);
  await db.execute(
    sql`insert into payment_events (id, type, payload) values (${`evt_${t}`}, 'checkout.session.completed', ${JSON.stringify({ customer_email: needles.email })}::jsonb)`,
  );
  await db.execute(sql`insert into favorite_candidates (recruiter_id, candidate_id) values (${r}, ${other.id})`);
  await createPurchase(db, r, other.id);
  await db.execute(sql`insert into affiliate_attributions (affiliate_id, candidate_id) values (${r}, ${other.id})`);
  const payout = (await db.execute(
    sql`insert into affiliate_payouts (affiliate_id, month, amount_cents) values (${r}, '2026-01-01', 1000) returning id`,
  )) as unknown as {
    rows: { id: number }[];
  };
  await db.execute(sql`insert into affiliate_earnings (affiliate_id, kind, candidate_id, amount_cents, month, payout_id)
    values (${r}, 'signup', ${other.id}, 100, '2026-01-01', ${payout.rows[0]!.id})`);
  return { user, needles, addressId: address.id, otherCandidateId: other.id };
}

/** A candidate with a row in every table that holds a candidate's data, and the values that identify them. */
export async function populateCandidate(db: Db, refs: ReferenceIds, addressId: number, recruiterId: number) {
  const t = tag();
  // Letters only in the last name: the apply form refuses digits in names.
  const letters = t.replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!);
  const needles = {
    email: `ondine.${t}@example.test`,
    lastName: `Tournesol${letters}`,
    phone: `07${String(Date.now()).slice(-8)}`,
    street: `7 allée Tournesol${t}`,
  };
  const candidate = await createCandidate(db, {
    firstName: 'Ondine',
    lastName: needles.lastName,
    email: needles.email,
    phoneNumber: needles.phone,
    streetAddress: needles.street,
    avatar: `avatars/${t}.png`,
    searchedJobs: [{ jobId: refs.jobIds[0]!, experienceId: refs.experienceIds[0]! }],
    skillIds: refs.skillIds.slice(0, 1),
    languageIds: refs.languageIds.slice(0, 1),
    licenceIds: refs.licenceIds.slice(0, 1),
    locomotionIds: refs.locomotionIds.slice(0, 1),
    cacesIds: refs.cacesIds.slice(0, 1),
    documents: [{ name: `CV ${needles.lastName}.pdf`, fileKey: `documents/${t}.pdf` }],
    degrees: [{ name: 'CAP Boulanger', school: `Lycée ${needles.lastName}` }],
    previousJobs: [
      { jobName: 'Boulanger', beginningDate: '2020-01-01', description: `Chez ${needles.lastName}, joignable au ${needles.phone}` },
    ],
  });
  await db.execute(sql`update candidates set context = ${`Je suis ${needles.lastName}`} where id = ${candidate.id}`);
  const application = await createApplication(db, { candidateId: candidate.id, addressId, completedAt: '2026-01-15' });
  // A used e-mail confirmation link of that application (decision 119).
  await db.execute(sql`insert into candidate_email_proofs (token_hash, candidate_id, application_id, expires_at, used_at)
    values (${`hash-${candidate.uuid}`}, ${candidate.id}, ${application.id}, now() + interval '30 days', now())`);
  // A session of the candidate's space and a status with the recruiter's message (issue 33).
  await db.execute(sql`insert into candidate_sessions (email, token_hash, expires_at)
    values (lower(${needles.email}), ${`session-${candidate.uuid}`}, now() + interval '30 days')`);
  // A company the candidate follows (issue 33 item 4).
  await db.execute(sql`insert into candidate_follows (email, address_id, language, last_alert_on)
    values (lower(${needles.email}), ${addressId}, 'fr', '2026-01-16')`);
  await db.execute(sql`update applications set status = 'interview', status_message = ${`Rendez-vous ${needles.lastName}`},
    status_changed_at = now() where id = ${application.id}`);
  await createPurchase(db, recruiterId, candidate.id);
  await db.execute(sql`insert into favorite_candidates (recruiter_id, candidate_id) values (${recruiterId}, ${candidate.id})`);
  await db.execute(sql`insert into affiliate_attributions (affiliate_id, candidate_id) values (${recruiterId}, ${candidate.id})`);
  await db.execute(
    sql`insert into email_outbox (to_address, subject, text, template, candidate_id) values (${needles.email}, 'Vos données', ${`Bonjour Ondine ${needles.lastName}`}, 'test', ${candidate.id})`,
  );
  await db.execute(
    sql`insert into contact_messages (kind, email, message) values ('contact', ${needles.email}, ${`Je suis ${needles.lastName}`})`,
  );
  const jobRow = (await db.execute(sql`select id from address_jobs where address_id = ${addressId} limit 1`)) as unknown as {
    rows: { id: number }[];
  };
  await db.execute(
    sql`insert into candidate_matches (address_job_id, candidate_id, percentage, signed_up_at) values (${jobRow.rows[0]!.id}, ${candidate.id}, 80, now())`,
  );
  const [row] = await db.select({ uuid: candidates.uuid }).from(candidates).where(eq(candidates.id, candidate.id));
  // The match's copy of the profile (kept by the refresh worker in the application).
  await db.execute(sql`insert into match_scope (job_id, candidate_id, experience_level, skill_ids, language_ids, licence_ids, locomotion_ids, caces_ids, signed_up_at, with_disability)
    values (${refs.jobIds[0]!}, ${candidate.id}, 1, ${`{${refs.skillIds[0]!}}`}::int[], '{}'::int[], '{}'::int[], '{}'::int[], '{}'::int[], now(), false)
    on conflict do nothing`);
  // The order that bought the resume, its line naming the candidate, and what the sale and the sign-up earned the affiliate.
  const [product] = await db.select().from(products).where(eq(products.code, 'regular_resume')).limit(1);
  const [price] = await db.select().from(prices).where(eq(prices.productId, product!.id)).limit(1);
  const order = (await db.execute(sql`insert into orders (recruiter_id, kind, status, total_excl_vat, vat_amount, total_incl_vat, provider)
    values (${recruiterId}, 'resumes', 'paid', 1500, 300, 1800, 'embedded') returning id`)) as unknown as { rows: { id: number }[] };
  await db.execute(sql`insert into order_lines (order_id, product_id, price_id, label, quantity, unit_amount, amount, candidate_id)
    values (${order.rows[0]!.id}, ${product!.id}, ${price!.id}, 'CV', 1, 1500, 1500, ${candidate.id})`);
  await db.execute(sql`insert into affiliate_earnings (affiliate_id, kind, candidate_id, amount_cents, month)
    values (${recruiterId}, 'signup', ${candidate.id}, 100, '2026-01-01')`);
  await db.execute(sql`insert into affiliate_earnings (affiliate_id, kind, candidate_id, order_id, amount_cents, month)
    values (${recruiterId}, 'resume_sale', ${candidate.id}, ${order.rows[0]!.id}, 300, '2026-01-01')`);
  // The visit recorded when the candidate applied: their uuid, a keyed hash of their address and browser, the page.
  await db.execute(sql`insert into fingerprints (address_id, candidate_uuid, visitor_hash, path, user_agent)
    values (${addressId}, ${row!.uuid}, ${`visitor-${t}`}, ${`/app/addresses/x/apply?c=${row!.uuid}`}, ${`Mozilla/5.0 ${needles.lastName}`})`);
  // A visit of the candidate's resume page by somebody else (a head-hunter): the visitor's data.
  await db.execute(sql`insert into fingerprints (candidate_uuid, visitor_hash, path, user_agent)
    values (${row!.uuid}, ${`other-visitor-${t}`}, ${`/app/resumes-shop/${row!.uuid}`}, 'Mozilla/5.0 Head-hunter')`);
  return { candidate: { ...candidate, uuid: row!.uuid }, needles, applicationId: application.id };
}

/**
 * Every place of the database where `needle` appears (case ignored), as `table.column`: each text,
 * character and JSON column of every table of the schema is searched.
 */
export async function findEverywhere(db: Db, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of schemaTables()) {
    for (const column of table.columns) {
      if (!/^(text|varchar|character|jsonb|json)/.test(column.type)) continue;
      const result = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table.name)} where position(lower(${needle}) in lower(${sql.identifier(column.name)}::text)) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if (result.rows[0]!.n > 0) found.push(`${table.name}.${column.name}`);
    }
  }
  return found;
}
