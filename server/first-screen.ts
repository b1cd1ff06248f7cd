import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { FirstScreen } from './spa';

/**
 * The storefront's server entry (`vite build --ssr src/app/ssr.tsx`, in `<distDir>-ssr/`), with
 * the server's own API as its transport: the first screen's calls never leave the process. Null
 * when it is not built (the page is then the client's alone).
 */
export async function loadFirstScreen(app: FastifyInstance, ssrDir: string): Promise<FirstScreen | null> {
  const entry = join(ssrDir, 'ssr.js');
  if (!existsSync(entry)) return null;
  const { renderFirstScreen } = (await import(pathToFileURL(entry).href)) as {
    renderFirstScreen: (
      input: Parameters<FirstScreen>[0] & { sub: string; fetch: typeof fetch },
    ) => ReturnType<FirstScreen>;
  };
  const inProcess: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const res = await app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { payload: await request.text() }),
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: Object.entries(res.headers).flatMap(([k, v]) =>
        v === undefined
          ? []
          : (Array.isArray(v) ? v : [String(v)]).map((one) => [k, one] as [string, string]),
      ),
    });
  };
  // First screens are anonymous, the same for everyone: one render serves a page for a few seconds
  // (as the menu it shows is cached), so a busy page costs one render, not one per visitor.
  const cache = new Map<string, { at: number; screen: ReturnType<FirstScreen> }>();
  return (input) => {
    const key = `${input.bootstrap.merchant.id}|${input.lang}|${input.development}|${input.url}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < FIRST_SCREEN_TTL_MS) return hit.screen;
    const screen = renderFirstScreen({ ...input, sub: input.bootstrap.merchant.sub, fetch: inProcess });
    if (cache.size >= 500) cache.delete(cache.keys().next().value as string);
    cache.set(key, { at: Date.now(), screen });
    // a failed render is not kept; one with a script would carry another request's nonce
    screen.then(
      (done) => done.html.includes('<script') && cache.delete(key),
      () => cache.delete(key),
    );
    return screen;
  };
}

/** As long as the menu overview is cached (server/api/catalog.ts). */
const FIRST_SCREEN_TTL_MS = 5_000;
