import { describe, expect, it } from 'vitest';
import { tenantStorage } from './storage';

class MemoryStorage {
  private m = new Map<string, string>();
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, v);
  removeItem = (k: string) => void this.m.delete(k);
  get length() {
    return this.m.size;
  }
  key = (i: number) => [...this.m.keys()][i] ?? null;
  clear = () => this.m.clear();
}

describe('tenant storage', () => {
  it('keeps merchants apart', () => {
    const backend = new MemoryStorage() as unknown as Storage;
    Object.defineProperty(backend, 'keys', { value: undefined });
    const demo = tenantStorage<{ basket: unknown[] }>('demo', backend);
    const osh = tenantStorage<{ basket: unknown[] }>('osh', backend);
    demo.set('basket', [{ id: 1 }]);
    expect(osh.get('basket')).toBeNull();
    expect(demo.get('basket')).toEqual([{ id: 1 }]);
  });
  it('clears all but the kept keys', () => {
    const s = tenantStorage<{ token: string; initData: string; basket: unknown[] }>('night-test', null);
    s.set('token', 't');
    s.set('initData', 'x');
    s.set('basket', []);
    s.clear(['initData']);
    expect([s.get('token'), s.get('basket'), s.get('initData')]).toEqual([null, null, 'x']);
  });
});
