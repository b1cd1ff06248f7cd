import type { Db } from '../db/database';
import type { OrderEvents } from '../orders/events';
import { startPositionCleaner } from './positions';
import { startYandexSender } from './yandex/sender';

/** The delivery room's timed jobs: positions deleted after 7 days; Yandex claims sent and followed. Returns the stop. */
export function startDeliveryJobs(
  db: Db,
  events: OrderEvents,
  config: { yandexDeliveryApiUrl: string; yandexPollMs: number; yandexTickMs: number },
): () => void {
  const stops = [startPositionCleaner(db)];
  if (config.yandexTickMs > 0)
    stops.push(
      startYandexSender(
        db,
        events,
        { apiUrl: config.yandexDeliveryApiUrl, pollMs: config.yandexPollMs },
        config.yandexTickMs,
      ),
    );
  return () => stops.forEach((stop) => stop());
}
