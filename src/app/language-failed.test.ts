import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { languageFailed } from './language-failed';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../ui/notify', () => ({ notify }));

describe('a language that does not load', () => {
  afterEach(() => vi.restoreAllMocks());
  it('is logged and told to the customer in the language still on screen', async () => {
    const i18n = await createI18n('uz');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new TypeError('Failed to fetch dynamically imported module');
    languageFailed(i18n, 'ru')(error);
    expect(logged).toHaveBeenCalledWith('The ru strings did not load:', error);
    expect(notify).toHaveBeenCalledWith(
      'error',
      "Tanlangan til yuklanmadi. Internetni tekshirib, qayta urinib ko'ring.",
    );
  });
});
