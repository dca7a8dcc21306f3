import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { logStream, startLogger, startSteps, type LogStream } from './start-log.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://qrecrute.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  PAYOUT_DEBTOR_NAME: 'QRecrute SAS',
  PAYOUT_DEBTOR_IBAN: 'FR14 2004 1010 0505 0001 3M02 606',
  PAYOUT_DEBTOR_BIC: 'psstfrpp',
};

/** What a pino-pretty stream writes, caught instead of stdout. */
async function prettyInto(lines: string[]): Promise<LogStream> {
  const stream = await logStream({ logFormat: 'pretty' });
  expect(stream).toBeDefined();
  // pino-pretty writes to its destination; a Writable stands for stdout.
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
    colorize: false,
  });
}

describe('log lines (decision 127)', () => {
  it('are readable lines in development and JSON in production, unless LOG_FORMAT says otherwise', async () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig(PRODUCTION).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ ...PRODUCTION, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(await logStream({ logFormat: 'json' })).toBeUndefined();
    // Before: the server always wrote pino's JSON, {"level":30,"time":...,"msg":"..."}.
    const lines: string[] = [];
    const app = Fastify({ logger: { stream: await prettyInto(lines) } });
    app.log.info({ job: 'match-refresh', ms: 12 }, 'job done');
    await app.close();
    expect(lines[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: job done \{"job":"match-refresh","ms":12\}$/);
  });

  it('says each start step when it begins and ends, then a table of their times', async () => {
    const lines: string[] = [];
    const say = startLogger({ logLevel: 'info' }, await prettyInto(lines));
    const steps = startSteps(say);
    const n = await steps.run(
      'importing things',
      async (progress) => {
        progress('half way');
        return 3;
      },
      (count) => `${count} things`,
    );
    expect(n).toBe(3);
    steps.summary();
    const text = lines.join('\n');
    expect(text).toMatch(/INFO: importing things\.\.\.\n.*INFO: {3}half way\n.*INFO: importing things: done in \d+\.\d s \(3 things\)/);
    expect(text).toMatch(/start steps \(seconds\):/);
    expect(text).toMatch(/ loading the server \(Node, modules\) +\d+\.\d s/);
    expect(text).toMatch(/ importing things +\d+\.\d s/);
    expect(text).toMatch(/ total, since the process started +\d+\.\d s/);
    expect(text).not.toMatch(/"level":30/);
  });
});
