import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/helpers.ts';
import { accessPlugin, type Policy } from '../access/index.ts';
import { authPlugin } from './auth.ts';
import { staffAuthPlugin } from './staff-auth.ts';
import { openApiPlugin, OPERATION_ID } from './openapi.ts';

/**
 * Decision 134 (issue 31 item 4): the document the routes make passes `redocly lint` with the
 * recommended rules (redocly.yaml says the one rule turned off and why), and a route cannot be added
 * without its operationId.
 */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the document is written for the linter (.redocly.lint-ignore.yaml names this path). */
const DOCUMENT = path.join(API_DIR, 'node_modules/.cache/openapi/openapi.json');
const REDOCLY = path.resolve(API_DIR, '../../node_modules/@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

describe('the OpenAPI document', () => {
  it('passes redocly lint (recommended rules): 0 errors, 0 warnings', { timeout: 120_000 }, async () => {
    const ctx = await createTestApp({ env: { PUBLIC_URL: 'https://qrecrute.fr' } });
    let doc: { paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>> };
    try {
      doc = ctx.app.swagger() as unknown as typeof doc;
    } finally {
      await ctx.close();
    }
    fs.mkdirSync(path.dirname(DOCUMENT), { recursive: true });
    fs.writeFileSync(DOCUMENT, JSON.stringify(doc, null, 1));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', DOCUMENT, '--config', 'redocly.yaml', '--format=json'],
      {
        cwd: API_DIR,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    console.log(`redocly lint: ${operations.length} operations, ${JSON.stringify(report.totals)}`);
    expect(problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 2 });
    // What the rules ask, read back: every operation named by the rule, binary answers not JSON.
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((op) => !OPERATION_ID.test(op.operationId ?? ''))).toEqual([]);
    const media = (p: string, m = 'get') => Object.keys((doc.paths[p]![m]!.responses['200'] as { content: object }).content);
    expect(media('/api/invoices/{id}/download/')).toEqual(['application/pdf']);
    expect(media('/api/recruiter/me/data/')).toEqual(['application/json', 'application/zip', 'application/pdf']);
    expect(media('/api/addresses/{uuid}/qrcode/')).toEqual(['image/png']);
    expect(media('/api/addresses/{uuid}/poster/')).toEqual(['application/pdf']);
    expect(media('/api/affiliate/qrcode/')).toEqual(['image/png']);
    expect(doc.paths['/api/products/']!.get!.security).toEqual([]);
    expect(doc.paths['/api/invoices/']!.get!.security).toEqual([{ bearer: [] }, { sessionCookie: [] }]);
  });

  it('refuses a route without an operationId, with a badly formed or a repeated one (the app does not start)', async () => {
    const build = async (...routes: { url: string; operationId?: string; signedIn?: boolean; policy?: Policy | null }[]) => {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      await app.register(openApiPlugin, { serveDocs: false, publicUrl: 'https://qrecrute.fr' });
      // The guards only need to exist here (no request is made): any database call chain will do.
      const anything: unknown = new Proxy(() => anything, { get: () => anything, apply: () => anything });
      await app.register(authPlugin, { db: anything as never, signer: {} as never, production: false });
      await app.register(staffAuthPlugin, { db: anything as never });
      await app.register(accessPlugin);
      for (const r of routes) {
        app.get(
          r.url,
          {
            ...(r.policy === null ? {} : { policy: r.policy ?? (r.signedIn ? 'signedIn' : 'public') }),
            // A public route needs a rate limit or its reason for none (decision 144): security/public-limits.test checks that.
            config: { unlimited: 'a route of this test, never called' },
            schema: { operationId: r.operationId, querystring: z.object({ q: z.string() }), response: { 200: z.object({}) } },
          },
          () => ({}),
        );
      }
      await app.ready();
      return app;
    };
    await expect(build({ url: '/api/a/' })).rejects.toThrow('GET /api/a/: no operationId');
    // Every route names its policy (decision 146), as it names its operationId.
    await expect(build({ url: '/api/a/', operationId: 'things.listThings', policy: null })).rejects.toThrow('GET /api/a/: no policy');
    await expect(build({ url: '/api/a/', operationId: 'listThings' })).rejects.toThrow('is not <feature>.<verb><Object>');
    await expect(build({ url: '/api/a/', operationId: 'things.list' })).rejects.toThrow('is not <feature>.<verb><Object>');
    await expect(
      build({ url: '/api/a/', operationId: 'things.listThings' }, { url: '/api/b/', operationId: 'things.listThings' }),
    ).rejects.toThrow('operationId "things.listThings" is already GET /api/a/');
    // A good one gets its security from its guard and the failures every such route can answer.
    const app = await build(
      { url: '/api/a/:id/', operationId: 'things.getThing', signedIn: true },
      { url: '/api/b/', operationId: 'things.listThings' },
      { url: '/api/c/', operationId: 'things.listBrandThings', policy: 'brandAccess' },
    );
    const doc = app.swagger() as unknown as {
      paths: Record<string, { get: { security: unknown[]; responses: object; 'x-policy'?: string } }>;
    };
    expect(doc.paths['/api/a/{id}/']!.get.security).toEqual([{ bearer: [] }, { sessionCookie: [] }]);
    expect(Object.keys(doc.paths['/api/a/{id}/']!.get.responses)).toEqual(['200', '400', '401', '404']);
    // The policy is in the document for the web app and the permission matrix; a rule adds its 403.
    expect([
      doc.paths['/api/a/{id}/']!.get['x-policy'],
      doc.paths['/api/b/']!.get['x-policy'],
      doc.paths['/api/c/']!.get['x-policy'],
    ]).toEqual(['signedIn', 'public', 'brandAccess']);
    expect(Object.keys(doc.paths['/api/c/']!.get.responses)).toEqual(['200', '400', '401', '403']);
    expect(doc.paths['/api/b/']!.get.security).toEqual([]);
    expect(Object.keys(doc.paths['/api/b/']!.get.responses)).toEqual(['200', '400']);
    await app.close();
  });
});
