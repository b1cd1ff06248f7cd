import { localized, type Lang, type LocalizedText } from './localized';

export type CampaignChannel = 'telegram' | 'push' | 'sms';

const WORDS: Record<Lang, { promo: string; stop: string; open: string }> = {
  uz: { promo: 'Promokod', stop: "Xabarlarni to'xtatish", open: 'Menyuni ochish' },
  ru: { promo: 'Промокод', stop: 'Отписаться', open: 'Открыть меню' },
  en: { promo: 'Promo code', stop: 'Stop these messages', open: 'Open the menu' },
};

/** The most a campaign's text may hold: a Telegram photo's caption is 1024 characters with our lines. */
export const CAMPAIGN_TEXT_MAX = { withPicture: 900, plain: 1000 } as const;

/**
 * A campaign's message as a customer reads it, in their language (the nearest written one when
 * theirs was not): the text, its promo code, and the way to stop (the bot's /stop in Telegram, a
 * link by SMS and web push).
 */
export function campaignMessage(input: {
  text: Partial<LocalizedText>;
  lang: Lang;
  channel: CampaignChannel;
  promoCode: string | null;
  /** the message's own stop link (SMS, web push) */
  stopUrl: string;
}): { text: string; button: string } {
  const words = WORDS[input.lang];
  const lines = [localized(input.text, input.lang).trim()];
  if (input.promoCode) lines.push(`${words.promo}: ${input.promoCode}`);
  lines.push(`${words.stop}: ${input.channel === 'telegram' ? '/stop' : input.stopUrl}`);
  return { text: lines.join('\n\n'), button: words.open };
}
