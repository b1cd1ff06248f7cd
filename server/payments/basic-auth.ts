import { timingSafeEqual } from 'node:crypto';

/** Whether an Authorization header is `Basic base64(login:password)` for these credentials (constant time). */
export function basicAuthMatches(header: string | undefined, login: string, password: string): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const given = Buffer.from(Buffer.from(header.slice(6).trim(), 'base64').toString('utf8'));
  const expected = Buffer.from(`${login}:${password}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
