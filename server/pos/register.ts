import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { OrderEvents } from '../orders/events';
import { posDeps } from './deps';
import { registerDevFakeIiko } from './iiko/dev-fake';
import { startPosJobs } from './jobs';
import { registerDevFakePoster } from './poster/dev-fake';

/**
 * The POS room in the server (its webhooks are api/pos-webhooks.ts): development's fake iiko and
 * fake Poster (never in production; iiko's kitchen on the simulator's clock when the simulator
 * runs) and its timed jobs, stopped on close.
 */
/** What of the server's settings the POS room reads (server/config.ts). */
export interface PosServerConfig {
  production: boolean;
  simulatorTickMs: number;
  iikoApiUrl: string;
  posterApiUrl: string;
  posTickMs: number;
  posMenuSyncMinutes: number;
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
  if (!config.production) registerDevFakePoster(app, deps.db, config.posWebhookBaseUrl);
  const stopJobs = startPosJobs(pos, {
    tickMs: config.posTickMs,
    webhookBaseUrl: config.posWebhookBaseUrl,
    menuSyncMinutes: config.posMenuSyncMinutes,
  });
  app.addHook('onClose', async () => {
    stopFake();
    stopJobs();
  });
}
