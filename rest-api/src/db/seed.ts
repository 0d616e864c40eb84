import type { Db } from './open.ts';
export interface SeedOptions { products?: number; seed?: number; now?: number }
export function seedDatabase(db: Db, opts: SeedOptions): void {
  void opts;
  db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('seed', '1')`).run();
}
