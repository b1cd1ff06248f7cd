/**
 * Where a product is offered and at what price: the web storefront (WEB) or the Telegram Mini App
 * (TG). A merchant may keep a product to one of them, or ask another price in the bot.
 */
export type Channel = 'WEB' | 'TG';

export const offeredOn = (product: { channels: Channel[] }, channel: Channel) =>
  product.channels.includes(channel);

export const priceOn = (product: { cost_price: number; telegram_price: number | null }, channel: Channel) =>
  channel === 'TG' && product.telegram_price !== null ? product.telegram_price : product.cost_price;

/** An order from the bot is priced as the Mini App shows it. */
export const channelOf = (orderDevice: string): Channel => (orderDevice === 'TELEGRAM_BOT' ? 'TG' : 'WEB');
