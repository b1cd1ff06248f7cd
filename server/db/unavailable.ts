/**
 * The database is out of reach (restarting, a connection cut by its administrator, refused):
 * the request is answered 503 and may be retried; the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message, cause } = (error ?? {}) as { code?: unknown; message?: unknown; cause?: unknown };
  // pg's own words for a connection that ended under a query, or for the ROLLBACK a transaction
  // then tries on it (they carry no code)
  if (typeof message === 'string' && CUT_CONNECTION.test(message)) return true;
  // 57P01-03: admin shutdown, crash shutdown, cannot connect now; class 08: connection exceptions
  if (
    typeof code === 'string' &&
    /^(57P0[1-3]|08\d{3}|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND)$/.test(code)
  )
    return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

const CUT_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect)/;
