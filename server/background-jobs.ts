import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { startDeliveryJobs } from './delivery/jobs';
import { startNoticeSender } from './notify/sender';
import { vapidKeys } from './notify/web-push';
import type { OrderEvents } from './orders/events';
import { startScheduler } from './orders/scheduler';
import { startSimulator } from './orders/simulator';
import { startFiscalSender } from './payments/click-fiscal';
import { startBotSender } from './telegram/bot-outbox';
import { startCashbackExpiry } from './reports/cashback-expiry';
import { startCampaignSender } from './campaigns/sender';
import { startBotWebhooks } from './campaigns/bot-webhooks';
import { startStopEnds } from './menu/stop-ends';
import { startPauseEnds } from './menu/pause-ends';

/**
 * The process's timed jobs (each run by one process at a time where it must be), stopped when the
 * app closes: the schedule, the outboxes' senders, couriers and delivery claims, and in development
 * the order simulator.
 */
export function startBackgroundJobs(
  app: FastifyInstance,
  db: Db,
  events: OrderEvents,
  config: ServerConfig,
  simulator: boolean,
) {
  // scheduled orders open when their time comes, in production too
  const stopScheduler = startScheduler(db, events);
  app.addHook('onClose', async () => stopScheduler());
  // the merchant bots' messages to Telegram customers, after their orders' transactions
  const stopBot = startBotSender(
    db,
    { apiUrl: config.telegramApiUrl, storefrontUrl: config.storefrontUrl },
    config.botSendTickMs,
  );
  app.addHook('onClose', async () => stopBot());
  // web push and SMS of the orders' steps, after their transactions
  const stopNotices = startNoticeSender(
    db,
    {
      vapid: vapidKeys(config),
      sms: { production: config.production },
      storefrontUrl: config.storefrontUrl,
    },
    config.botSendTickMs,
  );
  app.addHook('onClose', async () => stopNotices());
  // the manager's campaigns, to customers who agreed, at each provider's rate
  const stopCampaigns = startCampaignSender(
    db,
    {
      telegramApiUrl: config.telegramApiUrl,
      vapid: vapidKeys(config),
      sms: { production: config.production },
      storefrontUrl: config.storefrontUrl,
    },
    config.botSendTickMs,
  );
  app.addHook('onClose', async () => stopCampaigns());
  // paid orders' fiscal receipts to Click's OFD, after their payments' transactions
  const stopFiscal = startFiscalSender(db, config.clickApiUrl, config.botSendTickMs);
  app.addHook('onClose', async () => stopFiscal());
  // couriers and delivery: positions deleted after 7 days; Yandex Delivery claims sent and followed
  const stopDelivery = startDeliveryJobs(db, events, config);
  app.addHook('onClose', async () => stopDelivery());
  // in production each merchant bot's updates come to us (its /stop withdraws the campaigns' consent)
  if (config.production) {
    const stopWebhooks = startBotWebhooks(db, {
      telegramApiUrl: config.telegramApiUrl,
      storefrontUrl: config.storefrontUrl,
    });
    app.addHook('onClose', async () => stopWebhooks());
  }
  // cashback past the merchant's expiry taken out of the balances (loyalty)
  const stopExpiry = startCashbackExpiry(db);
  app.addHook('onClose', async () => stopExpiry());
  // a stop that ends on its own is announced to open storefronts when it ends
  const stopEnds = startStopEnds(db, events.storefront, config.stopEndsTickMs);
  app.addHook('onClose', async () => stopEnds());
  // so is a branch pause: its storefronts take orders for now again without a reload
  const pauseEnds = startPauseEnds(db, events.storefront, config.stopEndsTickMs);
  app.addHook('onClose', async () => pauseEnds());
  if (simulator && config.simulatorTickMs > 0) {
    const stop = startSimulator(db, events, config.simulatorTickMs);
    app.addHook('onClose', async () => stop());
  }
}
