import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Schemas } from './types';
import { eventStreams } from '../metrics';

/** The streams each server has open, ended when it shuts down (a stream never ends by itself). */
const openStreams = new WeakMap<object, Set<() => void>>();

/**
 * Ends every event stream of the server before it closes, so a SIGTERM does not wait on
 * customers' and desks' open connections (they reconnect to another process).
 */
export function endEventStreamsOnClose(app: FastifyInstance) {
  const ends = new Set<() => void>();
  openStreams.set(app.server, ends);
  app.addHook('preClose', async () => {
    for (const end of [...ends]) end();
  });
}

/**
 * Opens a server-sent event stream on the reply: the headers, a heartbeat every 15 s, `send` for
 * each order event, and `end`. Whatever `onStop` is given runs once, when the stream ends or the
 * client leaves.
 */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), 15_000);
  eventStreams.inc();
  const cleanups: (() => void)[] = [() => clearInterval(heartbeat), () => eventStreams.dec()];
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const cleanup of cleanups) cleanup();
  };
  reply.request.raw.on('close', stop);
  const end = () => {
    stop();
    reply.raw.end();
  };
  const ends = openStreams.get(reply.server.server);
  ends?.add(end);
  cleanups.push(() => ends?.delete(end));
  return {
    send: (event: Schemas['OrderEvent'] | Schemas['StorefrontEvent']) =>
      reply.raw.write(`data: ${JSON.stringify(event)}\n\n`),
    comment: (text: string) => reply.raw.write(`: ${text}\n\n`),
    onStop: (cleanup: () => void) => cleanups.push(cleanup),
    end,
  };
}
