import type { FastifyPluginAsync } from 'fastify';
import { sendDueDigests, type DigestDeps } from './digests.service.ts';

/** How often the API looks for due digests; they fall due at 08:00, Paris time. */
export const DIGEST_POLL_MS = 5 * 60 * 1000;

/**
 * Sends the application digests from the API process: a first look once the app is ready, then
 * every 5 minutes; closing the app waits for a running round. Tests call `sendDueDigests`.
 */
export const digestsPlugin: FastifyPluginAsync<{ deps: DigestDeps; enabled: boolean }> = async (app, { deps, enabled }) => {
  if (!enabled) return;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const round = () => {
    running ??= sendDueDigests(deps)
      .then((run) => {
        if (run.claimed > 0) app.log.info(run, 'application digests');
      })
      .catch((err: unknown) => app.log.error({ err }, 'application digests failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    void round();
    timer = setInterval(() => void round(), DIGEST_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};
