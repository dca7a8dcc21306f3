import { sql } from 'drizzle-orm';
import { bigint, pgSequence, timestamp, uuid } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const publicUuid = () => uuid('uuid').notNull().defaultRandom().unique();

/** Stamps of cached answers (decision 106): never the same value twice. */
export const answerStampSeq = pgSequence('answer_stamp_seq');

/** A row's answer stamp (decision 106): a new value at insert, and at every update by a trigger of migration 0024. */
export const answerStamp = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .default(sql`nextval('answer_stamp_seq')`);
