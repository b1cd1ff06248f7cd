import { describe, expect, it } from 'vitest';
import type { User } from '../db/schema';
import { KeptSessions } from '../http/customer-sessions';

const M = 1;
const customer = (id: number) => ({ id, merchant_id: M, cashback: 0, is_active: true }) as User;

/** A database of tokens whose reads are counted, and held until released when asked to. */
function tokens(owners: Record<string, number>) {
  const reads: string[] = [];
  let hold: Promise<void> | null = null;
  const lookup = async (_merchantId: number, hash: string) => {
    reads.push(hash);
    const owner = owners[hash];
    if (hold) await hold;
    return owner === undefined ? null : customer(owner);
  };
  return {
    reads,
    lookup,
    /** the next reads wait until the answer's function is called */
    holdReads() {
      let release = () => undefined as void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describe('the sessions kept in memory', () => {
  it("is read once, then kept until its customer's notice; another customer's notice leaves it", async () => {
    const db = tokens({ a: 7, b: 8 });
    const kept = new KeptSessions(db.lookup);
    expect((await kept.lookup(M, 'a'))?.id).toBe(7);
    await kept.lookup(M, 'a');
    await kept.lookup(M, 'b');
    expect(db.reads).toEqual(['a', 'b']);
    kept.changed('8');
    await kept.lookup(M, 'a');
    await kept.lookup(M, 'b');
    expect(db.reads).toEqual(['a', 'b', 'b']);
    kept.changed(''); // every customer (a TRUNCATE)
    await kept.lookup(M, 'a');
    await kept.lookup(M, 'b');
    expect(db.reads).toEqual(['a', 'b', 'b', 'a', 'b']);
  });

  it('a read begun before a notice answers its own request and is not kept', async () => {
    const db = tokens({ a: 7 });
    const kept = new KeptSessions(db.lookup);
    const release = db.holdReads();
    const reading = kept.lookup(M, 'a');
    kept.changed('7'); // the logout commits while the read is under way
    release();
    expect((await reading)?.id).toBe(7);
    await kept.lookup(M, 'a');
    expect(db.reads).toEqual(['a', 'a']);
  });

  it('an unknown token is never kept; a token is kept for its own merchant only', async () => {
    const db = tokens({ a: 7 });
    const kept = new KeptSessions(db.lookup);
    expect(await kept.lookup(M, 'forged')).toBeNull();
    expect(await kept.lookup(M, 'forged')).toBeNull();
    await kept.lookup(M, 'a');
    await kept.lookup(2, 'a');
    expect(db.reads).toEqual(['forged', 'forged', 'a', 'a']);
  });

  it('keeps at most its number of sessions, the oldest going first', async () => {
    const db = tokens({ a: 1, b: 2, c: 3 });
    const kept = new KeptSessions(db.lookup, 2);
    for (const hash of ['a', 'b', 'c', 'b', 'c', 'a']) await kept.lookup(M, hash);
    expect(db.reads).toEqual(['a', 'b', 'c', 'a']);
    kept.changed('1'); // its customer's notice still finds it
    await kept.lookup(M, 'a');
    expect(db.reads).toEqual(['a', 'b', 'c', 'a', 'a']);
  });

  it('keeps a frozen row: no request changes what the next one is given', async () => {
    const kept = new KeptSessions(tokens({ a: 7 }).lookup);
    await kept.lookup(M, 'a');
    const row = (await kept.lookup(M, 'a')) as User;
    expect(() => ((row as { cashback: number }).cashback = 1_000)).toThrow(TypeError);
  });
});
