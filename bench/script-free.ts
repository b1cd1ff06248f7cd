import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, gunzipSync, brotliDecompressSync } from 'node:zlib';
import { freePort } from '../src/test/free-port';

/** A server-rendered page with every script taken out: its script tags, module preloads and inline handlers. */
export const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/\son[a-z]+="[^"]*"/gi, '');

const decoded = (body: Buffer, headers: IncomingHttpHeaders) =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body;

/**
 * A proxy in front of the storefront on a free port, keeping the host (the merchant) and every
 * answer as it is — or, with `strip`, each page's HTML without its scripts (brotli again, as the
 * server sends it), so a bench loads our page and its script-free limit through the same hop.
 */
export async function pageProxy(target: string, strip: boolean) {
  const upstream = new URL(target);
  const port = await freePort();
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname === 'localhost' ? '127.0.0.1' : upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: (req.headers.host ?? '').replace(`:${port}`, `:${upstream.port}`) },
      },
      (answer) => {
        const html = strip && String(answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const page = withoutScripts(decoded(Buffer.concat(chunks), answer.headers).toString('utf8'));
          const body = brotliCompressSync(Buffer.from(page));
          const headers = {
            ...answer.headers,
            'content-encoding': 'br',
            'content-length': String(body.length),
          };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => server.close() };
}
