import { MESSAGES } from './error-messages';

/** One error body for every 4xx/5xx (the contract's Error): `{ code, message, description? }`. */
type L10n = { uz: string; ru: string; eng: string };

export { MESSAGES };

export type ErrorCode = keyof typeof MESSAGES;

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly description: L10n | undefined;
  constructor(statusCode: number, code: string, message: string, description?: L10n) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.description = description;
  }
  toBody() {
    return {
      code: this.code,
      message: this.message,
      ...(this.description ? { description: this.description } : {}),
    };
  }
}

/** A localized error of the catalogue; `detail` is appended to the English message. */
export function fail(statusCode: number, code: ErrorCode, detail?: string): HttpError {
  const [eng, uz, ru] = MESSAGES[code];
  const suffix = detail ? `: ${detail}` : '';
  return new HttpError(statusCode, code, `${eng}${suffix}`, {
    uz: `${uz}${suffix}`,
    ru: `${ru}${suffix}`,
    eng: `${eng}${suffix}`,
  });
}

/** A refusal in our words, followed by the provider's own words in each language. */
export function failWith(statusCode: number, code: ErrorCode, words: { uz: string; ru: string; en: string }) {
  const [eng, uz, ru] = MESSAGES[code];
  return new HttpError(statusCode, code, `${eng}: ${words.en}`, {
    uz: `${uz}: ${words.uz}`,
    ru: `${ru}: ${words.ru}`,
    eng: `${eng}: ${words.en}`,
  });
}

export const notFound = (what?: string) => fail(404, 'NOT_FOUND', what);
