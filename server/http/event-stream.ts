import type { FastifyReply } from 'fastify';
import type { Schemas } from './types';

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
  const cleanups: (() => void)[] = [() => clearInterval(heartbeat)];
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const cleanup of cleanups) cleanup();
  };
  reply.request.raw.on('close', stop);
  return {
    send: (event: Schemas['OrderEvent']) => reply.raw.write(`data: ${JSON.stringify(event)}\n\n`),
    comment: (text: string) => reply.raw.write(`: ${text}\n\n`),
    onStop: (cleanup: () => void) => cleanups.push(cleanup),
    end: () => {
      stop();
      reply.raw.end();
    },
  };
}
