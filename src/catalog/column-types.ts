import type { ColumnType } from 'kysely';

/** A JSON column: read as T, written as T or its text. */
export type Json<T> = ColumnType<T, T | string, T | string>;
/** A creation timestamp the database fills in. */
export type Created = ColumnType<Date, Date | string | undefined, Date | string>;
