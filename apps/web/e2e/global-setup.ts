import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { FLAGGED_BUYER, INVITED, PAYOUT_AFFILIATES, STAFF_EMAIL, SUPPORT_CUSTOMER } from './accounts.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { freePort, repoRoot, startProductServer } from './product-server.ts';

const execFileAsync = promisify(execFile);

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the mails the product sent are written, one file each (`mailedCode` in browser.ts). */
    mailDir: string;
    /** The run's one Chromium, which every journey connects to (`launchBrowser` in browser.ts). */
    browserWsEndpoint: string;
    /** The back office's staff member made by `npm run staff:create` (admin.e2e.ts, decision 152). */
    staff: { email: string; password: string; totpSecret: string };
    /** The buyer of the flagged payment the staff member refunds (admin.e2e.ts). */
    flaggedBuyer: string;
    /** The payouts journey's own finance staff member (admin-money.e2e.ts, decision 160). */
    moneyStaff: { email: string; password: string; totpSecret: string };
    /** The support's customer, with their password, and a failed job (admin-support.e2e.ts, decision 161). */
    supportCustomer: { email: string; siret: string; password: string };
    /** A support member of its own for that journey (a TOTP step serves once). */
    supportStaff: { email: string; password: string; totpSecret: string };
  }
}

/**
 * A real SMTP server the product delivers to: each message is written as
 * `{time}-{recipient}.eml` in `dir`, for journeys that read a mailed code or link.
 */
async function startMailCatcher(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          n += 1;
          fs.writeFileSync(path.join(dir, `${Date.now()}-${n}-${rcpt.address.toLowerCase()}.eml`), Buffer.concat(chunks));
        }
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Starts the real product (built web app, API, PGlite with demo data) on a free port, with a mail catcher. */
export default async function setup(project: TestProject) {
  // E2E_WEB_DIST lets several people build and test side by side without sharing apps/web/dist.
  const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const mailDir = path.join(dataDir, 'mails');
  const mail = await startMailCatcher(mailDir);
  let server;
  let staff: { email: string; password: string; totpSecret: string } | undefined;
  let moneyStaff: { email: string; password: string; totpSecret: string } | undefined;
  let supportJourney: {
    password: string;
    staff: { email: string; password: string; totpSecret: string };
  } | null = null;
  try {
    server = await startProductServer({
      webDist,
      name: 'e2e-data',
      dataDir,
      env: { SMTP_URL: mail.url },
      // The sales team's accounts (decision 097), created by the real command before the server opens the embedded database.
      beforeStart: async (env) => {
        for (const account of Object.values(INVITED)) {
          const args = [
            '--email',
            account.email,
            '--company',
            account.company,
            '--manager',
            account.manager,
            '--premium',
            '--max-addresses',
            '5',
          ];
          await execFileAsync(process.execPath, ['--import', 'tsx', 'apps/api/src/modules/invitations/invitations.cli.ts', ...args], {
            cwd: repoRoot,
            env,
          });
        }
        // The back office (decision 152): a staff member made by the real command, whose password and
        // TOTP secret it prints once, and a payment that could not be fulfilled, left to an operator.
        const created = await execFileAsync(
          process.execPath,
          ['--import', 'tsx', 'apps/api/src/modules/staff/staff.cli.ts', '--email', STAFF_EMAIL, '--permissions', 'support,finance'],
          { cwd: repoRoot, env },
        );
        const printed = (label: string) => new RegExp(`${label} \\(shown once\\): (\\S+)`).exec(created.stdout)?.[1];
        staff = { email: STAFF_EMAIL, password: printed('password')!, totpSecret: printed('TOTP secret')! };
        await execFileAsync(process.execPath, ['--import', 'tsx', 'apps/api/test/flagged-payment.cli.ts', FLAGGED_BUYER], {
          cwd: repoRoot,
          env,
        });
        // The payouts journey (decision 160): two affiliates whose last month's commissions are due.
        const payouts = await execFileAsync(
          process.execPath,
          ['--import', 'tsx', 'apps/api/test/affiliate-payouts.cli.ts', ...PAYOUT_AFFILIATES],
          { cwd: repoRoot, env },
        );
        moneyStaff = JSON.parse(payouts.stdout.trim().split('\n').at(-1)!) as typeof moneyStaff;
        const support = await execFileAsync(
          process.execPath,
          ['--import', 'tsx', 'apps/api/test/support-journey.cli.ts', SUPPORT_CUSTOMER.email, SUPPORT_CUSTOMER.siret],
          { cwd: repoRoot, env },
        );
        supportJourney = JSON.parse(support.stdout.trim().split('\n').pop()!) as NonNullable<typeof supportJourney>;
      },
    });
  } catch (err) {
    await mail.close();
    throw err;
  }
  // One Chromium for the run (decision 127): each journey connects to it and works in its own
  // contexts (cookies, storage and pages of their own), instead of starting a browser per file.
  const browserServer = await chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  project.provide('baseUrl', server.base);
  project.provide('mailDir', mailDir);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  project.provide('staff', staff!);
  project.provide('flaggedBuyer', FLAGGED_BUYER);
  project.provide('moneyStaff', moneyStaff!);
  project.provide('supportCustomer', { ...SUPPORT_CUSTOMER, password: supportJourney!.password });
  project.provide('supportStaff', supportJourney!.staff);
  return async () => {
    await browserServer.close();
    await server.stop();
    await mail.close();
  };
}
