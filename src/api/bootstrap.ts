import type { components } from './schema';

/** What the server inlines into every storefront page, so the first paint waits on no call. */
export interface Bootstrap {
  merchant: components['schemas']['Merchant'];
  settings: components['schemas']['MerchantSettings'];
  layout: components['schemas']['LayoutDocument'];
  /** the server checked `layout` against the schema: the client need not load its validators */
  layoutChecked?: boolean;
}
