import { describe, expect, it } from 'vitest';
import { catalogKey, createCatalogCache } from '../../gateway/src/upstream/catalogCache.ts';

/** A load whose answers the test settles by hand, counting how often it was started. */
function loads() {
  const pending: { resolve: (data: string) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<{ data: unknown; headers: Record<string, never>; bytes: number }>((resolve, reject) =>
      pending.push({ resolve: (data) => resolve({ data, headers: {}, bytes: data.length }), reject }),
    );
  return { load, pending };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the catalog cache', () => {
  it('starts one load for many readers of a key nobody has fetched yet (single flight)', async () => {
    const cache = createCatalogCache(30, 1000)!;
    const { load, pending } = loads();
    const reads = Array.from({ length: 5 }, () => cache.read('categories', load));
    expect(pending).toHaveLength(1);
    pending[0]!.resolve('tree');
    expect((await Promise.all(reads)).map((answer) => answer.data)).toEqual(Array(5).fill('tree'));
  });

  it('answers at once with the expired answer while one refresh runs, then with the refreshed one', async () => {
    let now = 1_000;
    const cache = createCatalogCache(30, 1000, { now: () => now })!;
    const { load, pending } = loads();
    const first = cache.read('banners', load);
    pending[0]!.resolve('v1');
    await first;
    now += 31_000;
    expect((await cache.read('banners', load)).data, 'stale, without waiting').toBe('v1');
    expect((await cache.read('banners', load)).data).toBe('v1');
    expect(pending, 'one refresh').toHaveLength(2);
    pending[1]!.resolve('v2');
    await settle();
    expect((await cache.read('banners', load)).data).toBe('v2');
    expect(pending).toHaveLength(2);
  });

  it('keeps serving the expired answer when its refresh fails, and forgets a first load that failed', async () => {
    let now = 1_000;
    const cache = createCatalogCache(30, 1000, { now: () => now })!;
    const { load, pending } = loads();
    const first = cache.read('deals', load);
    pending[0]!.resolve('v1');
    await first;
    now += 31_000;
    await cache.read('deals', load);
    pending[1]!.reject(new Error('down'));
    await settle();
    expect((await cache.read('deals', load)).data).toBe('v1');

    const missing = cache.read('brands', load);
    pending.at(-1)!.reject(new Error('down'));
    await expect(missing).rejects.toThrow('down');
    const again = cache.read('brands', load);
    pending.at(-1)!.resolve('brands');
    expect((await again).data).toBe('brands');
  });

  it('waits for a fresh answer instead of serving one expired ten lifetimes ago', async () => {
    let now = 1_000;
    const cache = createCatalogCache(30, 1000, { now: () => now })!;
    const { load, pending } = loads();
    const first = cache.read('tree', load);
    pending[0]!.resolve('old');
    await first;
    now += 30_000 + 10 * 30_000 + 1;
    const read = cache.read('tree', load);
    pending[1]!.resolve('new');
    expect((await read).data).toBe('new');
  });

  it('loads again when a write invalidates the key while it loads: its readers get the answer from after the write', async () => {
    const cache = createCatalogCache(30, 1000)!;
    const { load, pending } = loads();
    const key = catalogKey('/getOneSeller', [['sellerId', 'S1']]);
    const read = cache.read(key, load);
    cache.invalidate('/getOneSeller', [['sellerId', 'S1']]);
    pending[0]!.resolve('before');
    await settle();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('after');
    expect((await read).data).toBe('after');
    expect((await cache.read(key, load)).data).toBe('after');
    expect(pending).toHaveLength(2);
  });

  it('holds at most its size in answers, dropping the least recently used', async () => {
    const cache = createCatalogCache(30, 10)!;
    const { load, pending } = loads();
    for (const [key, data] of [
      ['a', 'aaaa'],
      ['b', 'bbbb'],
      ['c', 'cccc'],
    ]) {
      const read = cache.read(key!, load);
      pending.at(-1)!.resolve(data!);
      await read;
    }
    expect([...cache.keys()].sort()).toEqual(['b', 'c']);
  });

  it('is off with a lifetime of 0', () => {
    expect(createCatalogCache(0, 1000)).toBeNull();
  });
});
