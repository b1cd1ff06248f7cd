import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { fail, HttpError } from './errors';

type Contract = {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: { required?: boolean } }>>;
};

// Bidirectional embeddings and overrides (U+202A–U+202E, U+2066–U+2069): a name must not reorder
// the text around it on the restaurant's screen.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
// half of a UTF-16 pair without its other half ("\ud800"): no text, and the database refuses it
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every JSON string as the handlers see it: no NUL, no bidi controls, no surrounding spaces. */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw, (key, value: unknown) => {
      if (key === '__proto__' || key === 'constructor') throw fail(400, 'VALIDATION', `property ${key}`);
      if (typeof value !== 'string') return value;
      if (value.includes('\u0000')) throw fail(400, 'VALIDATION', 'NUL character in a string');
      if (LONE_SURROGATE.test(value)) throw fail(400, 'VALIDATION', 'a lone surrogate in a string');
      return value.replace(BIDI_CONTROLS, '').trim();
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fail(400, 'VALIDATION', 'the body is not valid JSON');
  }
  return parsed;
}

/**
 * Bodies are JSON only (anything else is 415), parsed by `parseJsonBody`; an operation whose
 * contract requires a body refuses a request without one (400) before its handler runs.
 * Register before the routes.
 */
export function registerBodyRules(app: FastifyInstance, contract: Contract) {
  const bodyRequired = new Set(
    Object.values(contract.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op.requestBody?.required === true && op.operationId)
      .map((op) => op.operationId as string),
  );
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId || !bodyRequired.has(operationId)) return;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [
      ...existing,
      async (request) => {
        if (request.body === undefined || request.body === null)
          throw fail(400, 'VALIDATION', 'a JSON body is required');
      },
    ];
  });
}

/** A request Node could not parse (oversized URL or headers, broken framing) still gets the error body. */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return void socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    tooLarge
      ? { code: 'HEADERS_TOO_LARGE', message: 'The URL or headers are too large' }
      : { code: 'BAD_REQUEST', message: 'The request could not be read' },
  );
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
