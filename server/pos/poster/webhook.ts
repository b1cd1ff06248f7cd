import { createHash, timingSafeEqual } from 'node:crypto';

/** Poster's webhook body (en/web/webhooks.md): account, object, object_id, action, time, verify, data (some). */
export interface PosterWebhook {
  account: string;
  account_number?: string;
  object: string;
  object_id: string | number;
  action: string;
  time: string | number;
  verify: string;
  data?: string;
}

/**
 * Whether Poster signed the webhook: `verify` = md5 of account, object, object_id, action, data
 * (when sent) and time, then the application secret, joined by ";".
 */
export function posterVerified(body: Partial<PosterWebhook>, secret: string): body is PosterWebhook {
  if (!body || typeof body.verify !== 'string' || body.account === undefined || body.time === undefined)
    return false;
  const parts = [body.account, body.object, body.object_id, body.action];
  if (body.data !== undefined) parts.push(body.data);
  parts.push(body.time, secret);
  const expected = createHash('md5').update(parts.map(String).join(';')).digest('hex');
  return (
    expected.length === body.verify.length && timingSafeEqual(Buffer.from(expected), Buffer.from(body.verify))
  );
}

/** A webhook as Poster would send it, signed (the fake Poster and the tests). */
export function signPosterWebhook(body: Omit<PosterWebhook, 'verify'>, secret: string): PosterWebhook {
  const parts = [body.account, body.object, body.object_id, body.action];
  if (body.data !== undefined) parts.push(body.data);
  parts.push(body.time, secret);
  return { ...body, verify: createHash('md5').update(parts.map(String).join(';')).digest('hex') };
}
