/**
 * The database is out of reach (restarting, a connection cut by its administrator, refused):
 * the request is answered 503 and may be retried; the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // pg's own words for a connection that ended under a query (it carries no code)
  if (typeof message === 'string' && /^Connection terminated/.test(message)) return true;
  if (typeof code !== 'string') return false;
  // 57P01-03: admin shutdown, crash shutdown, cannot connect now; class 08: connection exceptions
  return /^(57P0[1-3]|08\d{3}|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND)$/.test(code);
}
