import { desc, isNotNull, isNull, and } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  privacyRequestAnswerSchema,
  privacyRequestDoneSchema,
  privacyRequestIdParamsSchema,
  privacyRequestNewSchema,
  privacyRequestQuerySchema,
  privacyRequestsSchema,
  retentionSchema,
  type Retention,
} from '@app/contracts/staff-support';
import type { Db } from '../../db/client.ts';
import { candidates } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requireStaff } from '../../plugins/staff-auth.ts';
import { addPrivacyRequest, completePrivacyRequest, listPrivacyRequests } from '../privacy/index.ts';
import { appendAudit } from './staff.repository.ts';
import { auditBy } from './staff.service.ts';

/**
 * The obligations (issue 34 item 5, decision 161): the GDPR requests with their one-month deadline,
 * and what the retention job did (notices sent, anonymizations). Policy `staffSupport`; changes audited.
 */
export async function retentionOverview(db: Db): Promise<Retention> {
  const [notices, anonymizations] = await Promise.all([
    db
      .select({ uuid: candidates.uuid, noticeAt: candidates.retentionNoticeAt, lastContactAt: candidates.lastContactAt })
      .from(candidates)
      .where(and(isNotNull(candidates.retentionNoticeAt), isNull(candidates.anonymizedAt)))
      .orderBy(desc(candidates.retentionNoticeAt))
      .limit(100),
    db
      .select({ uuid: candidates.uuid, anonymizedAt: candidates.anonymizedAt })
      .from(candidates)
      .where(isNotNull(candidates.anonymizedAt))
      .orderBy(desc(candidates.anonymizedAt))
      .limit(100),
  ]);
  return {
    notices: notices.map((n) => ({ uuid: n.uuid, noticeAt: n.noticeAt!.toISOString(), lastContactAt: n.lastContactAt.toISOString() })),
    anonymizations: anonymizations.map((a) => ({ uuid: a.uuid, anonymizedAt: a.anonymizedAt!.toISOString() })),
  };
}

export const staffPrivacyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  app.get(
    '/admin/privacy/requests/',
    {
      policy: 'staffSupport',
      schema: {
        operationId: 'admin.listPrivacyRequests',
        tags,
        summary: 'GDPR requests (export, erasure) with their one-month deadline: open ones soonest first',
        querystring: privacyRequestQuerySchema,
        response: { 200: privacyRequestsSchema },
      },
    },
    async (request) => ({ requests: await listPrivacyRequests(db, request.query.state) }),
  );

  app.post(
    '/admin/privacy/requests/',
    {
      policy: 'staffSupport',
      schema: {
        operationId: 'admin.addPrivacyRequest',
        tags,
        summary: 'Records a GDPR request received by mail or letter (due one month after receipt); audited',
        body: privacyRequestNewSchema,
        response: { 200: privacyRequestAnswerSchema },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const created = await addPrivacyRequest(db, request.body);
      await appendAudit(db, { ...auditBy(staff), action: 'privacy.request', target: `privacy:${created.id}`, after: created });
      return { request: created };
    },
  );

  app.post(
    '/admin/privacy/requests/:id/done/',
    {
      policy: 'staffSupport',
      schema: {
        operationId: 'admin.completePrivacyRequest',
        tags,
        summary: 'Marks a GDPR request done (once); audited',
        params: privacyRequestIdParamsSchema,
        body: privacyRequestDoneSchema,
        response: { 200: privacyRequestAnswerSchema },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { done, request: row } = await completePrivacyRequest(db, request.params.id, request.body.note);
      if (!row) throw notFound();
      if (done)
        await appendAudit(db, {
          ...auditBy(staff),
          action: 'privacy.done',
          target: `privacy:${row.id}`,
          before: { doneAt: null },
          after: { doneAt: row.doneAt, note: request.body.note },
        });
      return { request: row };
    },
  );

  app.get(
    '/admin/privacy/retention/',
    {
      policy: 'staffSupport',
      schema: {
        operationId: 'admin.getRetention',
        tags,
        summary: "The retention job's notices waiting and latest anonymizations (candidates by their uuid)",
        response: { 200: retentionSchema },
      },
    },
    async () => retentionOverview(db),
  );
};
