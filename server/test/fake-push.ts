import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/**
 * A browser's side of Web Push, for tests: its key pair and auth secret (what
 * `PushSubscription.toJSON()` gives the server), and the decryption of what a push service
 * hands it (RFC 8291, aes128gcm).
 */
export function subscriber(endpoint: string) {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    json: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt: (body: Buffer): string =>
      (
        ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: ecdh,
          authSecret: auth.toString('base64url'),
        }) as Buffer
      ).toString('utf8'),
  };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 speaking RFC 8030: POST /push/<device> with an encrypted body;
 * answers 201, or the statuses queued in `answers` (410 for a device the browser dropped).
 */
export function fakePushService() {
  const received: ReceivedPush[] = [];
  const answers: number[] = [];
  let server: Server | null = null;
  let base = '';
  return {
    received,
    answers,
    endpoint: (device: string) => `${base}/push/${device}`,
    async start(): Promise<string> {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (c: Buffer) => chunks.push(c));
        request.on('end', () => {
          const status = answers.shift() ?? 201;
          if (status === 201)
            received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
          response.writeHead(status).end();
        });
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return base;
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
