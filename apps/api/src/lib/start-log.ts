import os from 'node:os';
import type { Config } from '../config.ts';

/**
 * How the server's log lines come out (decision 127): outside production, readable lines through
 * pino-pretty (a development dependency, loaded only then), as Fastify's documentation shows them
 * in development; in production (or LOG_FORMAT=json), pino's JSON, one object a line, for the log
 * collector. And the steps of a start, each said when it begins and when it ends, then a table of
 * their times, so that a first start that imports data shows where it is.
 */

/** Where pino writes: a pino-pretty stream, or undefined for pino's own JSON on stdout. */
export interface LogStream {
  write(line: string): void;
}

export async function logStream(config: Pick<Config, 'logFormat'>): Promise<LogStream | undefined> {
  if (config.logFormat !== 'pretty') return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      singleLine: true,
      sync: true,
    });
  } catch {
    process.stdout.write('pino-pretty is not installed (a development dependency): the log lines stay JSON; LOG_FORMAT=json says so\n');
    return undefined;
  }
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

/** An info line in pino's shape (same stream, same format) for the steps before the app and its logger exist. */
export function startLogger(
  config: Pick<Config, 'logLevel'>,
  stream: LogStream | undefined,
): (msg: string, fields?: Record<string, unknown>) => void {
  const out = stream ?? { write: (line: string) => process.stdout.write(line) };
  const enabled = LEVELS[config.logLevel] <= LEVELS.info;
  return (msg, fields) => {
    // Readable lines carry the message only (the table says the figures); JSON keeps the fields.
    if (enabled)
      out.write(
        `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, hostname: os.hostname(), ...(stream ? {} : fields), msg })}\n`,
      );
  };
}

export interface StartSteps {
  /** Runs one step: says its start, then its end with its time (and what `fn` returns as a note). */
  run<T>(label: string, fn: (progress: (message: string) => void) => Promise<T>, note?: (result: T) => string): Promise<T>;
  /** Says the table of the steps' times, from the process's start. */
  summary(): void;
}

export function startSteps(log: (msg: string, fields?: Record<string, unknown>) => void): StartSteps {
  const done: { step: string; seconds: number }[] = [];
  const since = (t: number) => Math.round((performance.now() - t) / 100) / 10;
  // What ran before the first step: Node, tsx and the server's modules.
  done.push({ step: 'loading the server (Node, modules)', seconds: Math.round(performance.now() / 100) / 10 });
  return {
    async run(label, fn, note) {
      const started = performance.now();
      log(`${label}...`);
      const result = await fn((message) => log(`  ${message}`));
      const seconds = since(started);
      done.push({ step: label, seconds });
      const extra = note?.(result);
      log(`${label}: done in ${seconds.toFixed(1)} s${extra ? ` (${extra})` : ''}`);
      return result;
    },
    summary() {
      const total = Math.round(performance.now() / 100) / 10;
      // CPU time of every thread of the process: what the start costs whatever the machine's load.
      const { user, system } = process.cpuUsage();
      const cpu = Math.round((user + system) / 100_000) / 10;
      const rows = [
        ...done,
        { step: 'total, since the process started', seconds: total },
        { step: 'CPU time used (all threads)', seconds: cpu },
      ];
      const width = Math.max(...rows.map((d) => d.step.length));
      const lines = rows.map((d) => `  ${d.step.padEnd(width + 2, ' ')}${d.seconds.toFixed(1).padStart(6, ' ')} s`);
      log(`start steps (seconds):\n${lines.join('\n')}`, {
        startSteps: Object.fromEntries(done.map((d) => [d.step, d.seconds])),
        startSeconds: total,
      });
    },
  };
}
