import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { OrderEvents } from '../orders/events';
import { posDeps } from './deps';
import { registerDevFakeIiko } from './iiko/dev-fake';
import { startPosJobs } from './jobs';

/**
 * The POS room in the server (its webhooks are api/pos-webhooks.ts): development's fake iiko (never in production; its
 * kitchen on the simulator's clock when the simulator runs) and its timed jobs, stopped on close.
 */
/** What of the server's settings the POS room reads (server/config.ts). */
export interface PosServerConfig {
  production: boolean;
  simulatorTickMs: number;
  iikoApiUrl: string;
  posterApiUrl: string;
  posTickMs: number;
  posWebhookBaseUrl: string;
}

export function registerPos(
  app: FastifyInstance,
  deps: { db: Db; events: OrderEvents; config: PosServerConfig; simulator: boolean },
) {
  const pos = posDeps(deps);
  const { config } = deps;
  const stopFake = config.production
    ? () => undefined
    : registerDevFakeIiko(app, deps.db, deps.simulator ? config.simulatorTickMs : 0);
  const stopJobs = startPosJobs(pos, { tickMs: config.posTickMs, webhookBaseUrl: config.posWebhookBaseUrl });
  app.addHook('onClose', async () => {
    stopFake();
    stopJobs();
  });
}
