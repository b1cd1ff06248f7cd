/**
 * The one door to Telegram's Bot API (https://core.telegram.org/bots/api): `POST
 * <base>/bot<token>/<method>` with a JSON body, answered `{ ok, result }` or `{ ok: false,
 * error_code, description, parameters: { retry_after } }`. The base is TELEGRAM_API_URL, so tests
 * speak to a local fake server.
 */
export const TELEGRAM_API_URL = 'https://api.telegram.org';

export interface InlineKeyboard {
  inline_keyboard: { text: string; web_app?: { url: string }; url?: string }[][];
}

export interface BotMessage {
  text: string;
  reply_markup?: InlineKeyboard;
}

export class BotApiError extends Error {
  constructor(
    message: string,
    /** seconds Telegram asks us to wait (429), when it says */
    readonly retryAfter: number | null,
    /** a refusal that no retry changes (the bot was blocked, the chat is gone) */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export async function sendMessage(
  baseUrl: string,
  token: string,
  chatId: string,
  message: BotMessage,
  timeoutMs = 10_000,
): Promise<void> {
  return callBotApi(baseUrl, token, 'sendMessage', { chat_id: chatId, ...message }, timeoutMs);
}

/** One Bot API method (sendMessage, sendPhoto, …) with its JSON parameters; refusals as BotApiError. */
export async function callBotApi(
  baseUrl: string,
  token: string,
  method: string,
  parameters: Record<string, unknown>,
  timeoutMs = 10_000,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl.replace(/\/$/, '')}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(parameters),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new BotApiError(`network: ${(error as Error).message}`, null, false);
  }
  const body = (await response.json().catch(() => null)) as {
    ok?: boolean;
    error_code?: number;
    description?: string;
    parameters?: { retry_after?: number };
  } | null;
  if (response.ok && body?.ok) return;
  const code = body?.error_code ?? response.status;
  throw new BotApiError(
    `${code} ${body?.description ?? response.statusText}`,
    body?.parameters?.retry_after ?? null,
    // 400 bad request, 403 blocked by the user: the same message will never go through
    code === 400 || code === 403,
  );
}
