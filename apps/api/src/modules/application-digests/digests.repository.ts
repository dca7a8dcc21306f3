import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PRODUCT_TIME_ZONE } from '../../lib/time-zone.ts';

export interface ClaimedDigest {
  addressId: number;
  addressUuid: string;
  addressName: string;
  email: string;
  frequency: 'daily' | 'weekly';
  /** The period the digest covers: applications created after `since`, up to `until`. */
  since: Date;
  until: Date;
}

export interface DigestApplication {
  /** Not shown: the mail records whom it names, so that erasing the candidate removes it (decision 133). */
  candidateId: number;
  firstName: string;
  jobName: string | null;
  createdAt: Date;
}

/**
 * Claims every digest due at `now` (decision 071): addresses that receive applications by e-mail
 * at a daily or weekly frequency and whose last digest ended before the latest 08:00 (Paris time)
 * of their period, every day or on Mondays. The claim moves `digest_sent_at` to that 08:00 in the
 * same statement, rows already locked by another instance are skipped: a digest is claimed once.
 */
export async function claimDueDigests(db: Db, now: Date): Promise<ClaimedDigest[]> {
  const result = (await db.execute(sql`
    with due as (
      select a.id, a.digest_sent_at as previous,
        (date_trunc(case a.frequency when 'daily' then 'day' else 'week' end,
                    (${now.toISOString()}::timestamptz at time zone ${PRODUCT_TIME_ZONE}) - interval '8 hours')
          + interval '8 hours') at time zone ${PRODUCT_TIME_ZONE} as due_at,
        case a.frequency when 'daily' then interval '1 day' else interval '7 days' end as period
      from addresses a
      where a.receive_application_by_email and a.email is not null and a.email <> ''
        and a.frequency in ('daily', 'weekly')
      for update skip locked
    )
    update addresses a set digest_sent_at = due.due_at
    from due
    where a.id = due.id and (due.previous is null or due.previous < due.due_at)
    returning a.id, a.uuid, a.name, a.email, a.frequency,
      -- After an outage the digest catches up, at most 14 days back.
      greatest(coalesce(due.previous, due.due_at - due.period), due.due_at - interval '14 days') as since,
      due.due_at as until
  `)) as unknown as {
    rows: {
      id: number;
      uuid: string;
      name: string;
      email: string;
      frequency: 'daily' | 'weekly';
      since: string | Date;
      until: string | Date;
    }[];
  };
  return result.rows.map((r) => ({
    addressId: Number(r.id),
    addressUuid: String(r.uuid),
    addressName: String(r.name),
    email: String(r.email),
    frequency: r.frequency,
    since: new Date(r.since),
    until: new Date(r.until),
  }));
}

/** Applications to an address created in (since, until], oldest first, named by what was typed with each (decision 119). */
export async function applicationsBetween(db: Db, addressId: number, since: Date, until: Date): Promise<DigestApplication[]> {
  const result = (await db.execute(sql`
    select ap.candidate_id, ap.first_name, j.name as job_name, ap.created_at
    from applications ap
    left join jobs j on j.id = ap.job_id
    where ap.address_id = ${addressId} and ap.created_at > ${since.toISOString()}::timestamptz
      and ap.created_at <= ${until.toISOString()}::timestamptz
    order by ap.created_at, ap.id
  `)) as unknown as { rows: { candidate_id: number; first_name: string; job_name: string | null; created_at: string | Date }[] };
  return result.rows.map((r) => ({
    candidateId: Number(r.candidate_id),
    firstName: String(r.first_name),
    jobName: r.job_name,
    createdAt: new Date(r.created_at),
  }));
}
