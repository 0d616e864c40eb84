import { beforeEach, describe, expect, it } from 'vitest';
import { clearDeviceCookies, readCookie, writeDeviceCookie } from '../../web/src/device/cookies.ts';
import { readRecentlyViewed, recordRecentlyViewed } from '../../web/src/device/recentlyViewed.ts';

describe('recently viewed products', () => {
  beforeEach(() => clearDeviceCookies());

  it('keeps the most recent visit first, once, and at most 10, in a cookie the server reads too', () => {
    for (let i = 1; i <= 12; i++) recordRecentlyViewed(`P${i}`);
    recordRecentlyViewed('P5');
    const expected = ['P5', 'P12', 'P11', 'P10', 'P9', 'P8', 'P7', 'P6', 'P4', 'P3'];
    expect(readRecentlyViewed(document.cookie)).toEqual(expected);
    const header = `session=abc; visitedProducts=${encodeURIComponent(JSON.stringify(expected))}`;
    expect(readRecentlyViewed(header)).toEqual(expected);
  });

  it('reads a missing or corrupted entry as empty', () => {
    expect(readRecentlyViewed(document.cookie)).toEqual([]);
    writeDeviceCookie('visitedProducts', '{not json');
    expect(readRecentlyViewed(document.cookie)).toEqual([]);
    writeDeviceCookie('visitedProducts', JSON.stringify(['P1', 7, null, 'P2']));
    expect(readRecentlyViewed(document.cookie)).toEqual(['P1', 'P2']);
    expect(readRecentlyViewed('visitedProducts=%E0%A4%A')).toEqual([]);
  });

  it('forgets the device cookies on sign-out', () => {
    writeDeviceCookie('deliveryAddressId', 'a1');
    recordRecentlyViewed('P1');
    clearDeviceCookies();
    expect(readCookie('deliveryAddressId', document.cookie)).toBeNull();
    expect(readRecentlyViewed(document.cookie)).toEqual([]);
  });
});
