import type { ColumnType, Generated } from 'kysely';
import type { Created } from '../../src/catalog/column-types';

/** The version of a row the back office edits (a row never edited there is version 1). */
export interface ManageVersionTable {
  kind: string;
  row_id: number;
  version: number;
  /** when a folder apply last moved this version (null: the back office's own save) */
  applied_at: Generated<Date | null>;
}

/** The fields a change touched, as they were or became. */
export type ChangedFields = Record<string, unknown>;

/** One change of the back office: who, when, the fields before and after; undone or an undo. */
export interface ManageChangeTable {
  id: Generated<number>;
  merchant_id: number;
  staff_id: number | null;
  who: string;
  kind: string;
  row_id: number;
  action: string;
  before: ColumnType<ChangedFields | null, string | null, string | null>;
  after: ColumnType<ChangedFields | null, string | null, string | null>;
  version: number;
  undo_of: number | null;
  undone_by: Generated<number | null>;
  at: Created;
}
