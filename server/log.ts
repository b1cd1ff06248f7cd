import { pino, type DestinationStream, type Logger } from 'pino';

/** Query parameters whose values never reach a log line: codes, tickets, tokens, signed data. */
const HIDDEN = /^(code|ticket|token|access_token|initData|hash|key|password|secret|signature)$/i;

/** A phone number as a log shows it: the country and operator, then only its last two digits. */
export const maskPhone = (phone: string) => phone.replace(/(\+?998\d{2})\d{5}(\d{2})/g, '$1*****$2');

/** A request's address as a log shows it: phones masked, secrets hidden (the path keeps its ids). */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return maskPhone(url);
  const params = new URLSearchParams(url.slice(at + 1));
  for (const [name, value] of [...params])
    params.set(name, HIDDEN.test(name) ? '[hidden]' : maskPhone(value));
  return `${maskPhone(url.slice(0, at))}?${params.toString()}`;
}

/**
 * The process's one logger (pino: a JSON object per line). The server's requests log through it
 * with their request id; what happens outside a request (outboxes, the database, start-up) too.
 * Headers that authorise are never logged; phones are masked wherever a message carries one.
 */
export function createLogger(level = process.env.LOG_LEVEL ?? 'warn', stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-telegram-init-data"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[hidden]',
      },
      serializers: {
        req: (request: { method: string; url: string; id?: string }) => ({
          method: request.method,
          url: maskUrl(request.url),
        }),
        err: pino.stdSerializers.err,
      },
      hooks: {
        // a message is masked as a whole: an error that quotes a phone keeps only its last digits
        logMethod(args, method) {
          method.apply(
            this,
            args.map((a) => (typeof a === 'string' ? maskPhone(a) : a)) as Parameters<typeof method>,
          );
        },
      },
    },
    stream,
  );
}

/** The logger of this process (`LOG_LEVEL`, default warn). */
export const log = createLogger();
