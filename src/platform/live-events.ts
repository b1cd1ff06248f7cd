/**
 * Follows a server-sent event stream (EventSource): each `data:` line's JSON to `onEvent`. Whatever
 * may have been missed — the stream came back after a break — is `onResync`'s to fetch again; while
 * the stream is down (or the browser has no EventSource), `onResync` runs every `slowPollMs` instead.
 * Returns the function that stops following.
 */
export function followEvents<T>(
  url: string,
  handlers: { onEvent(event: T): void; onResync(): void },
  slowPollMs = 60_000,
): () => void {
  let poll: ReturnType<typeof setInterval> | undefined;
  const polling = (on: boolean) => {
    if (on && poll === undefined) poll = setInterval(handlers.onResync, slowPollMs);
    if (!on && poll !== undefined) poll = void clearInterval(poll);
  };
  if (typeof EventSource === 'undefined') {
    polling(true);
    return () => polling(false);
  }
  const source = new EventSource(url);
  let opened = false;
  source.onopen = () => {
    if (opened) handlers.onResync();
    opened = true;
    polling(false);
  };
  source.onmessage = (message: MessageEvent<string>) => {
    let event: T;
    try {
      event = JSON.parse(message.data) as T;
    } catch {
      return; // not ours to read: the next one may be
    }
    handlers.onEvent(event);
  };
  // the browser tries again by itself (unless the server refused the stream): poll meanwhile
  source.onerror = () => polling(true);
  return () => {
    source.close();
    polling(false);
  };
}
