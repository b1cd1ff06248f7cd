import { createServer, type Server } from 'node:http';

/**
 * An S3-compatible bucket for tests, speaking the part of S3's REST protocol the CDN uses, path
 * style: PUT /<bucket>/<key> keeps the body, GET answers it or S3's NoSuchKey (404, XML).
 * Signatures are not checked; the request log lets a test see what was asked.
 */
export async function startFakeS3(): Promise<{
  url: string;
  objects: Map<string, Buffer>;
  requests: { method: string; path: string; authorized: boolean }[];
  close: () => Promise<void>;
}> {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string; authorized: boolean }[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    requests.push({
      method: request.method ?? '',
      path,
      authorized: /^AWS4-HMAC-SHA256 Credential=/.test(String(request.headers.authorization ?? '')),
    });
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(path, Buffer.concat(chunks));
        return void response.writeHead(200, { ETag: '"fake"' }).end();
      }
      const object = objects.get(path);
      if (request.method === 'GET' && object)
        return void response
          .writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': object.length })
          .end(object);
      response
        .writeHead(404, { 'Content-Type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${path}</Key></Error>`,
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
