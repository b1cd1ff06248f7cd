import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PreparedPglite } from './prepared-pglite';

let pglite: PGlite;
let db: PreparedPglite;
/** the statements the database keeps prepared, by their text */
const kept = async () =>
  (
    await pglite.query<{ statement: string }>(
      'SELECT statement FROM pg_prepared_statements ORDER BY statement',
    )
  ).rows.map((r) => r.statement);

// one database for the file (a PGlite takes a second to start): each test starts from an empty
// table and no prepared statement
beforeAll(() => {
  pglite = new PGlite();
});
afterAll(() => pglite.close());
beforeEach(async () => {
  await pglite.exec('DEALLOCATE ALL; DROP TABLE IF EXISTS dish, booking');
  db = new PreparedPglite(pglite, 3);
  await pglite.exec(`CREATE TABLE dish (id serial PRIMARY KEY, name text UNIQUE NOT NULL, price numeric, tags jsonb,
    made timestamptz NOT NULL DEFAULT now())`);
});

describe('PreparedPglite', () => {
  it("answers as PGlite's own query does: rows with their types, fields and the rows a write touched", async () => {
    const insert = 'INSERT INTO dish (name, price, tags) VALUES ($1, $2, $3), ($4, $5, $6) RETURNING *';
    const values = ['osh', 42000, JSON.stringify(['rice']), 'somsa', 12000, null];
    const mine = await db.query(insert, values);
    await pglite.query('DELETE FROM dish');
    const theirs = await pglite.query(insert, values);
    const shape = (r: typeof mine) => ({
      affectedRows: r.affectedRows,
      fields: r.fields,
      rows: r.rows.map((row) => ({ ...(row as object), id: 0, made: 0 })),
    });
    expect(shape(mine)).toEqual(shape(theirs));
    expect(mine.rows[0]).toMatchObject({ name: 'osh', price: '42000', tags: ['rice'] });
    expect((mine.rows[0] as { made: unknown }).made).toBeInstanceOf(Date);
    expect(
      (await db.query('UPDATE dish SET price = price + $1 WHERE price > $2', [1, 20000])).affectedRows,
    ).toBe(1);
    expect((await db.query('SELECT name FROM dish WHERE id = $1', [-1])).rows).toEqual([]);
  });

  it('prepares a text once and runs it again with other values', async () => {
    for (const name of ['a', 'b', 'c']) await db.query('INSERT INTO dish (name) VALUES ($1)', [name]);
    expect(await kept()).toEqual(['INSERT INTO dish (name) VALUES ($1)']);
    expect((await db.query('SELECT count(*)::int AS n FROM dish')).rows).toEqual([{ n: 3 }]);
  });

  it('keeps at most its limit, closing the longest unused, and each text still answers', async () => {
    const texts = [1, 2, 3, 4].map((n) => `SELECT ${n} + $1::int AS n`);
    for (const text of texts) await db.query(text, [10]);
    await db.query(texts[1] as string, [10]); // used again: the 3rd, not the 2nd, is the oldest now
    await db.query('SELECT 5 + $1::int AS n', [10]);
    expect(await kept()).toEqual([texts[1], texts[3], 'SELECT 5 + $1::int AS n']);
    for (const [i, text] of texts.entries())
      expect((await db.query(text, [10])).rows).toEqual([{ n: i + 11 }]);
  });

  it('throws the database error and goes on: in a transaction, the rollback undoes it', async () => {
    await db.query('INSERT INTO dish (name) VALUES ($1)', ['osh']);
    const again = db.query('INSERT INTO dish (name) VALUES ($1)', ['osh']);
    await expect(again).rejects.toMatchObject({
      code: '23505',
      query: 'INSERT INTO dish (name) VALUES ($1)',
    });
    await db.query('BEGIN');
    await db.query('INSERT INTO dish (name) VALUES ($1)', ['lagman']);
    await expect(db.query('INSERT INTO dish (name) VALUES ($1)', ['osh'])).rejects.toMatchObject({
      code: '23505',
    });
    await db.query('ROLLBACK');
    expect((await db.query('SELECT name FROM dish ORDER BY id')).rows).toEqual([{ name: 'osh' }]);
    await expect(db.query('SELECT * FORM dish')).rejects.toMatchObject({ code: '42601' });
    expect((await db.query('SELECT $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('answers an upsert on a partial unique index however often it runs (such a statement is not prepared)', async () => {
    await pglite.exec(`CREATE TABLE booking (id serial, place int NOT NULL, status text NOT NULL);
      CREATE UNIQUE INDEX booking_once ON booking (place) WHERE status <> 'CANCELED'`);
    const book = `INSERT INTO booking (place, status) VALUES ($1, $2)
      ON CONFLICT (place) WHERE status <> $3 DO NOTHING RETURNING id`;
    // PostgreSQL turns to a generic plan (the values unknown) after five runs of one statement
    for (let run = 0; run < 8; run++)
      expect((await db.query(book, [run % 2, 'OPEN', 'CANCELED'])).rows).toHaveLength(run < 2 ? 1 : 0);
  });

  it("answers with a table's new shape after it changes", async () => {
    await db.query('INSERT INTO dish (name) VALUES ($1)', ['osh']);
    expect(Object.keys((await db.query('SELECT * FROM dish')).rows[0] as object)).not.toContain('spicy');
    await db.query('ALTER TABLE dish ADD COLUMN spicy boolean NOT NULL DEFAULT false');
    expect(await kept()).toEqual([]);
    expect((await db.query('SELECT * FROM dish')).rows[0]).toMatchObject({ name: 'osh', spicy: false });
  });
});
