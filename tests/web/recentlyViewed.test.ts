import { beforeEach, describe, expect, it } from 'vitest';
import { readRecentlyViewed, recordRecentlyViewed } from '../../web/src/device/recentlyViewed.ts';

describe('recently viewed products', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the most recent visit first, once, and at most 10', () => {
    for (let i = 1; i <= 12; i++) recordRecentlyViewed(`P${i}`);
    recordRecentlyViewed('P5');
    expect(readRecentlyViewed()).toEqual(['P5', 'P12', 'P11', 'P10', 'P9', 'P8', 'P7', 'P6', 'P4', 'P3']);
    expect(JSON.parse(localStorage.getItem('visitedProducts')!)).toHaveLength(10);
  });

  it('reads a missing or corrupted entry as empty', () => {
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem('visitedProducts', '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem('visitedProducts', JSON.stringify(['P1', 7, null, 'P2']));
    expect(readRecentlyViewed()).toEqual(['P1', 'P2']);
  });
});
