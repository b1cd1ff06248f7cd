import type { FastifyReply } from 'fastify';

/**
 * An error answer's JSON body with the request's id added (`requestId`), as its X-Request-Id
 * header and its log lines carry it; any other answer as it is.
 */
export function withRequestId(id: string, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
  try {
    const body: unknown = JSON.parse(payload);
    if (body === null || typeof body !== 'object' || Array.isArray(body) || 'requestId' in body)
      return payload;
    return JSON.stringify({ ...body, requestId: id });
  } catch {
    return payload;
  }
}
