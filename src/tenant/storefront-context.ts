import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import type { components } from '../api/schema';
import type { ImageOptions } from '../domain/images';
import type { Lang } from '../domain/localized';
import type { TelegramWebApp } from '../platform/telegram';
import type { SeatedTable, Storage } from './stored';

export type Merchant = components['schemas']['Merchant'];
export type Settings = components['schemas']['MerchantSettings'];
export type Layout = components['schemas']['LayoutDocument'];
export type City = components['schemas']['City'];

/** What every screen of one tenant shares: its merchant, settings, layout, client and storage. */
export interface Storefront {
  sub: string;
  development: boolean;
  merchant: Merchant;
  settings: Settings;
  layout: Layout;
  cities: City[];
  api: ApiClient;
  storage: Storage;
  /** a picture's URL: through the CDN (resized, webp) in the storefront, from fixtures in Storybook */
  image(name: string | null | undefined, options?: ImageOptions): string | null;
  /** a picture's blurred placeholder to show while it loads (the CDN's; none in Storybook's fixtures) */
  placeholder(name: string | null | undefined): string | null;
  lang: Lang;
  languages: Lang[];
  setLang(lang: Lang): void;
  /** 'WEB', or 'TG' inside the Telegram Mini App */
  channel: 'WEB' | 'TG';
  /** the Telegram Mini App, inside Telegram; null on the web */
  telegram: TelegramWebApp | null;
  cityId: number | null;
  /** the chosen (or nearest) branch; null means every branch */
  branchId: number | null;
  setCity(cityId: number): void;
  setBranch(branchId: number | null): void;
  /** the table the customer orders at (from its QR code), or null */
  table: SeatedTable | null;
  setTable(table: SeatedTable | null): void;
}

export const StorefrontContext = createContext<Storefront | null>(null);

export function useStorefront(): Storefront {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront outside StorefrontContext');
  return value;
}

/** A step that makes sure the customer has a phone before an action (Telegram's shared contact), and what to show when not. */
export interface PhoneGate {
  ensure(): Promise<boolean>;
  form: ReactNode;
}
