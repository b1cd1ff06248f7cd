import QRCode from 'qrcode';
import { textAndTranslations } from '../../src/domain/localized';
import { telegramLink } from '../../src/domain/deep-link';
import type { MerchantConfig } from '../../src/onboarding/config';
import { fillLanguages } from '../../src/onboarding/languages';

export interface QrOptions {
  /** the storefront's address; by default the merchant's domain, else https://<sub>.dasturxon.uz */
  base?: string;
  /** codes that open the Mini App (the merchant's telegramBot link) instead of the web page */
  telegram?: boolean;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The address a table's code opens: `<base>/t/<branch>/<table>`, or the Mini App with `startapp=table_<branch>_<table>`. */
export function tableUrl(
  config: Pick<MerchantConfig, 'merchant' | 'settings'>,
  branch: string,
  table: number,
  options: QrOptions = {},
) {
  if (options.telegram) {
    const bot = config.settings?.telegramBot;
    if (typeof bot !== 'string' || !bot)
      throw new Error('settings.json has no telegramBot link for Mini App codes');
    return telegramLink(bot, `table_${branch}_${table}`);
  }
  const domain = typeof config.settings?.domain === 'string' && config.settings.domain.trim();
  const base =
    options.base ??
    (domain
      ? `https://${domain.replace(/^https?:\/\//, '')}`
      : `https://${config.merchant.sub}.dasturxon.uz`);
  return `${base.replace(/\/$/, '')}/t/${encodeURIComponent(branch)}/${table}`;
}

/**
 * A printable page of the merchant's table QR codes: one card per table (its SVG code, its name
 * in Uzbek and Russian, the branch and the address under it), cut-out sized, A4 friendly.
 */
export async function tableQrPage(
  config: Pick<MerchantConfig, 'merchant' | 'settings' | 'branches'>,
  options: QrOptions = {},
) {
  // every name in both languages the card prints (a language left out takes the main one's)
  const { branches } = fillLanguages(config.branches, String(config.settings.mainLanguage ?? 'uz'));
  const cards: string[] = [];
  for (const branch of branches)
    for (const table of branch.tables ?? []) {
      const url = tableUrl(config, branch.key, table.id, options);
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      const name = table.name ? `${table.name.uz} · ${table.name.ru}` : `${table.id}-stol · Стол ${table.id}`;
      cards.push(`<figure class="card" data-table="${branch.key}/${table.id}">
  ${svg}
  <figcaption><strong>${escape(name)}</strong><span>${escape(branch.name.uz)} — ${escape(textAndTranslations(branch.address).text)}</span><small>${escape(url)}</small></figcaption>
</figure>`);
    }
  const title = `${config.merchant.name ?? config.merchant.sub}: QR`;
  return {
    count: cards.length,
    html: `<!doctype html>
<html lang="uz">
<head>
<meta charset="utf-8">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 12mm; }
  h1 { font-size: 18pt; }
  .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8mm; }
  .card { margin: 0; padding: 6mm; border: 1px dashed #999; border-radius: 4mm; text-align: center; break-inside: avoid; }
  .card svg { width: 100%; height: auto; }
  figcaption { display: flex; flex-direction: column; gap: 1mm; font-size: 11pt; }
  small { color: #555; font-size: 7pt; word-break: break-all; }
</style>
</head>
<body>
<h1>${escape(title)}</h1>
<div class="grid">
${cards.join('\n')}
</div>
</body>
</html>
`,
  };
}
