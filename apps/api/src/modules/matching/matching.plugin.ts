import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startMatchWorker, type MatchWorker } from './match.worker.ts';

/**
 * Runs the match refresh worker inside the API process once the app is ready, and stops it (after
 * its running refresh) when the app closes (docs/decisions/041). Tests drain the queue themselves.
 */
export const matchingPlugin: FastifyPluginAsync<{ db: Db; worker: boolean }> = async (app, { db, worker }) => {
  if (!worker) return;
  let running: MatchWorker | null = null;
  app.addHook('onReady', async () => {
    running = startMatchWorker(db, {
      log: (message, extra) =>
        message.includes('failed') || message.includes('error') ? app.log.error(extra ?? {}, message) : app.log.debug(extra ?? {}, message),
    });
  });
  app.addHook('onClose', async () => {
    await running?.stop();
  });
};
