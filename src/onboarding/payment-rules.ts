import { onlinePaymentsOn, PROVIDER_CREDENTIALS } from '../domain/payment-credentials';
import type { AcceptedConfig } from './accepted';
import type { Problem } from './config-types';

const FISCAL = ['mxikCode', 'packageCode', 'vatPercent'] as const;
type Fiscal = Partial<Record<(typeof FISCAL)[number], unknown>>;
type Named = Fiscal & { key?: string; name?: { eng?: string; ru?: string; uz?: string }; price?: number };

const nameOf = (item: Named) => item.name?.eng || item.name?.ru || item.name?.uz || item.key || '';
const lacking = (item: Fiscal) => FISCAL.filter((field) => item[field] === undefined);

/**
 * An online payment on needs the provider's credentials in merchant.json, and a fiscal receipt
 * for every sale: each dish, each priced choice and delivery carry their IKPU (MXIK) code,
 * package code and VAT rate. Off, none of it is asked for.
 */
export function paymentProblems(config: AcceptedConfig): Problem[] {
  const settings: Record<string, unknown> = config.settings ?? {};
  const online = onlinePaymentsOn(settings);
  if (online.length === 0) return [];
  const problems: Problem[] = [];
  const secrets: Record<string, string | undefined> = config.merchant?.secrets ?? {};
  const asked = new Set<string>();
  for (const payment of online) {
    const { setting, name, keys } = PROVIDER_CREDENTIALS[payment];
    for (const key of keys.filter((k) => !secrets[k] && !asked.has(k))) {
      asked.add(key);
      problems.push({
        file: 'merchant.json',
        path: `/secrets/${key}`,
        message: `${name} is on (settings.json ${setting}) but merchant.json has no secrets.${key}: write the one ${name} gave the merchant, or turn ${setting} off`,
      });
    }
  }
  const codes = 'mxikCode (IKPU, 17 digits), packageCode and vatPercent';
  (config.menu?.products ?? []).forEach((product, i) => {
    if (!product) return;
    const missing = lacking(product);
    if (missing.length > 0)
      problems.push({
        file: 'menu.json',
        path: `/products/${i}`,
        message: `"${nameOf(product)}" has no ${missing.join(', ')}: online payments print a fiscal receipt, which names every dish by ${codes}`,
      });
    (product.modificationGroups ?? []).forEach((group, g) =>
      (group?.modifications ?? []).forEach((mod, m) => {
        const gaps = mod && (mod.price ?? 0) > 0 ? lacking(mod) : [];
        if (gaps.length > 0)
          problems.push({
            file: 'menu.json',
            path: `/products/${i}/modificationGroups/${g}/modifications/${m}`,
            message: `"${nameOf(product)}: ${nameOf(mod ?? {})}" costs extra and has no ${gaps.join(', ')}: the fiscal receipt names it by ${codes}`,
          });
      }),
    );
  });
  if (settings.deliveryActive === true && config.menu && !config.menu.delivery)
    problems.push({
      file: 'menu.json',
      path: '/delivery',
      message: `delivery is on with online payments: add "delivery": { ${codes} } for the delivery line of the fiscal receipt`,
    });
  return problems;
}
