import { log } from '../log';
import { startTimedJob } from '../timed-job';
import { adapterFor } from './adapters';
import { startPosEditSender } from './edit-sender';
import { startPosSender, type PosDeps } from './sender';
import { connectedMerchants, syncStopList } from './stop-list-in';
import { scheduledMenuSync } from './menu-schedule';

/** The stop-lists are pulled (and iiko's webhook address registered) every this many sender ticks. */
const PULL_EVERY_TICKS = 180;

/**
 * The POS room's timed jobs: the orders' outbox every tick; every few minutes each connected
 * merchant's stop-list pulled (the webhooks say it sooner) and its webhook address registered
 * with iiko (once per process, and again after a failure); every `menuSyncMinutes` its menu (one
 * process takes each turn). Returns the stop.
 */
export function startPosJobs(
  deps: PosDeps,
  options: { tickMs: number; webhookBaseUrl: string; menuSyncMinutes: number },
): () => void {
  if (options.tickMs <= 0) return () => undefined;
  const stopSender = startPosSender(deps, options.tickMs);
  const stopEdits = startPosEditSender(deps, options.tickMs);
  const registered = new Set<number>();
  const startedAt = new Date();
  const pull = async () => {
    for (const merchantId of await connectedMerchants(deps.db)) {
      const merchant = await deps.db
        .selectFrom('merchants')
        .select(['sub', 'pos', 'secrets'])
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow();
      const adapter = adapterFor(merchant, deps.urls);
      try {
        if (adapter?.registerWebhook && !registered.has(merchantId) && merchant.secrets.posWebhookToken) {
          await adapter.registerWebhook(
            `${options.webhookBaseUrl}/api/pos/v1/${adapter.provider}/${merchant.sub}/webhook`,
            merchant.secrets.posWebhookToken,
          );
          registered.add(merchantId);
        }
        await syncStopList(deps, merchantId);
      } catch (error) {
        log.warn({ merchant: merchant.sub, err: (error as Error).message }, 'POS stop-list pull failed');
      }
      // the menu on schedule too (the POS's webhook and the desk's button say it sooner)
      if (options.menuSyncMinutes > 0)
        await scheduledMenuSync(deps, merchantId, {
          now: new Date(),
          everyMs: options.menuSyncMinutes * 60_000,
          startedAt,
        }).catch((error: Error) =>
          log.warn({ merchant: merchant.sub, err: error.message }, 'POS scheduled menu sync failed'),
        );
    }
  };
  const stopPull = startTimedJob('POS stop-lists', options.tickMs * PULL_EVERY_TICKS, pull);
  // the first pull once the server listens (development's fake iiko is this server)
  const first = setTimeout(() => void pull().catch(() => undefined), 2_000);
  first.unref();
  return () => {
    clearTimeout(first);
    stopSender();
    stopEdits();
    stopPull();
  };
}
