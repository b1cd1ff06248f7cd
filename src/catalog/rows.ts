import type { Selectable } from 'kysely';
import type {
  BranchTable,
  CategoryTable,
  GroupTable,
  MerchantTable,
  ProductTable,
  PromoTable,
  ZoneTable,
} from './tables';

/** The catalogue's rows as the database gives them (and the API's mappers read them). */
export type Merchant = Selectable<MerchantTable>;
export type Branch = Selectable<BranchTable>;
export type Zone = Selectable<ZoneTable>;
export type Product = Selectable<ProductTable>;
export type Promo = Selectable<PromoTable>;
export type Group = Selectable<GroupTable>;
export type Category = Selectable<CategoryTable>;
