import { describe, expect, it } from 'vitest';
import { codeText } from './code-text';

const merchant = (settings: Record<string, unknown>) => ({ name: 'Osh Markazi', settings });

describe("the customer's verification SMS", () => {
  it("speaks the storefront's language, else the merchant's main one", () => {
    expect(codeText(merchant({ mainLanguage: 'ru' }), '123456', 'en')).toBe(
      'Osh Markazi: 123456 is your code. Do not share it with anyone.',
    );
    expect(codeText(merchant({ mainLanguage: 'ru' }), '123456', 'uz-UZ,uz;q=0.9')).toBe(
      'Osh Markazi: 123456 — tasdiqlash kodi. Uni hech kimga bermang.',
    );
    expect(codeText(merchant({ mainLanguage: 'ru' }), '123456', null)).toBe(
      'Osh Markazi: 123456 — код подтверждения. Никому его не сообщайте.',
    );
    expect(codeText(merchant({ mainLanguage: 'eng' }), '123456', 'de')).toMatch(/is your code/);
  });
  it("says the merchant's own smsContent whatever the language", () => {
    expect(codeText(merchant({ smsContent: '{merchant} kodi: {code}' }), '654321', 'ru')).toBe(
      'Osh Markazi kodi: 654321',
    );
  });
});
