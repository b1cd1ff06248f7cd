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
 * Whether Poster signed the webhook (en/web/webhooks.md and its PHP example): `verify` = md5 of
 * account, object, object_id, action, data (only when sent: PHP's isset, so a null is left out),
 * time and the application secret, joined by ";".
 */
export function posterVerified(body: Partial<PosterWebhook>, secret: string): body is PosterWebhook {
  if (
    !body ||
    typeof body.verify !== 'string' ||
    body.account === undefined ||
    body.object === undefined ||
    body.object_id === undefined ||
    body.action === undefined ||
    body.time === undefined
  )
    return false;
  const parts = [body.account, body.object, body.object_id, body.action];
  if (body.data !== undefined && body.data !== null) parts.push(body.data);
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
