import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Telegram Mini App initData: `hash` = hex HMAC-SHA256 of the sorted `key=value` lines
 * (without `hash`), keyed by HMAC-SHA256("WebAppData", botToken).
 */
export const INIT_DATA_MAX_AGE_S = 24 * 3600;

/** Each seeded merchant's own development bot token: initData signed for one is refused at another. */
export const developmentBotToken = (sub: string) => `7000000000:${sub}-development-bot-token`;
export const isDevelopmentBotToken = (token: string) => token.endsWith('-development-bot-token');

/**
 * The bot token a merchant's Telegram logins are checked with: none in production when it is a
 * seeded development token (they are published in the demo folders), whether the bot is on or off.
 */
export const trustedBotToken = (token: string | null | undefined, production: boolean) =>
  token && !(production && isDevelopmentBotToken(token)) ? token : null;

export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

function dataCheckString(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([k]) => k !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

const secretKey = (botToken: string) => createHmac('sha256', 'WebAppData').update(botToken).digest();

export function signInitData(fields: Record<string, string>, botToken: string): string {
  const params = new URLSearchParams(fields);
  const hash = createHmac('sha256', secretKey(botToken)).update(dataCheckString(params)).digest('hex');
  params.set('hash', hash);
  return params.toString();
}

/** Telegram-signed launch data (initData, a shared contact): its fields when the hash and age hold. */
function verifySigned(raw: string, botToken: string, now: Date, maxAgeS: number): URLSearchParams | null {
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return null;
  const expected = createHmac('sha256', secretKey(botToken)).update(dataCheckString(params)).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return null;
  const authDate = Number(params.get('auth_date'));
  if (!Number.isFinite(authDate) || now.getTime() / 1000 - authDate > maxAgeS) return null;
  return params;
}

function parsed<T>(json: string | null): T | null {
  try {
    return JSON.parse(json ?? 'null') as T | null;
  } catch {
    return null;
  }
}

export function verifyInitData(
  initData: string,
  botToken: string,
  now: Date = new Date(),
  maxAgeS = INIT_DATA_MAX_AGE_S,
): { user: TelegramUser; authDate: number } | null {
  const params = verifySigned(initData, botToken, now, maxAgeS);
  const user = parsed<TelegramUser>(params?.get('user') ?? null);
  if (!params || !user || typeof user.id !== 'number') return null;
  return { user, authDate: Number(params.get('auth_date')) };
}

/** How long a shared contact stays good: it is sent to the server at once. */
export const CONTACT_MAX_AGE_S = 3600;

/**
 * The contact a customer shared with `WebApp.requestContact`: Telegram hands the Mini App
 * `contact=<json>&auth_date=…&hash=…`, signed exactly as initData. Its user and phone (digits
 * only), or null when the signature, the age or the fields do not hold.
 */
export function verifyContact(
  raw: string,
  botToken: string,
  now: Date = new Date(),
  maxAgeS = CONTACT_MAX_AGE_S,
): { userId: number; phone: string } | null {
  const params = verifySigned(raw, botToken, now, maxAgeS);
  const contact = parsed<{ user_id?: unknown; phone_number?: unknown }>(params?.get('contact') ?? null);
  if (!contact || typeof contact.user_id !== 'number' || typeof contact.phone_number !== 'string')
    return null;
  const phone = contact.phone_number.replace(/\D/g, '');
  return phone ? { userId: contact.user_id, phone } : null;
}
