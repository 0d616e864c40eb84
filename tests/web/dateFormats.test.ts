// Issue 57: dates in one form per purpose, from one module (runtime/dates.ts, which the storefront, the graph and the
// REST API's e-mails all use; web/src/time/dates.ts passes it on to the storefront).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDeliveryPromise, formatPastDay, formatTrackerDay } from '../../web/src/time/dates.ts';
import { formatDeliveryPromiseAt } from '../../runtime/dates.ts';

const ROOT = join(import.meta.dirname, '../..');

describe("the storefront's date forms", () => {
  it('writes a day that has passed as "29 November 2026", its day in India', () => {
    expect(formatPastDay('2026-11-29T06:30:00.000Z')).toBe('29 November 2026');
    // 20:00 UTC is already the next day in India (UTC+5:30), whatever the machine's own time zone.
    expect(formatPastDay('2026-11-28T20:00:00.000Z')).toBe('29 November 2026');
    expect(formatPastDay('2026-12-03T00:00:00.000Z')).toBe('3 December 2026');
  });

  it('writes a tracker step as the spec says: day with its ordinal suffix, short month, year', () => {
    const day = (d: number) => formatTrackerDay(`2026-12-${String(d).padStart(2, '0')}T06:30:00.000Z`);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 29, 31].map(day)).toEqual([
      '1st Dec 2026',
      '2nd Dec 2026',
      '3rd Dec 2026',
      '4th Dec 2026',
      '11th Dec 2026',
      '12th Dec 2026',
      '13th Dec 2026',
      '21st Dec 2026',
      '22nd Dec 2026',
      '23rd Dec 2026',
      '29th Dec 2026',
      '31st Dec 2026',
    ]);
    expect(formatTrackerDay('2026-11-28T20:00:00.000Z')).toBe('29th Nov 2026');
  });

  it('writes a promised delivery day as "Sunday, 6 December", the day itself (never shifted)', () => {
    expect(formatDeliveryPromise('2026-12-06')).toBe('Sunday, 6 December');
    expect(formatDeliveryPromise('2027-01-01')).toBe('Friday, 1 January');
  });

  it('writes a promise stored as an instant (the graph\'s "Arriving on", the e-mails) as the day it falls on in India', () => {
    // A promise for 6 December, as the REST API stores it (an instant on that day in India).
    const promised = Date.parse('2026-12-06T10:00:00.000+05:30');
    expect(formatDeliveryPromiseAt(promised)).toBe(formatDeliveryPromise('2026-12-06'));
    expect(formatDeliveryPromiseAt(Date.parse('2026-12-05T20:00:00.000Z'))).toBe('Sunday, 6 December');
    expect(formatPastDay(Date.parse('2026-11-28T20:00:00.000Z'))).toBe('29 November 2026');
  });
});

/** The TypeScript files under `dir` (generated ones apart), as paths in the repository. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const storefront = sourcesUnder('web/src').filter((path) => !path.startsWith(join('web', 'src', 'time') + '/'));
/** Where shoppers' texts are written: the storefront, the graph, the REST API (its e-mails). */
const writers = [...storefront, ...sourcesUnder('gateway/src'), ...sourcesUnder('rest-api/src')];
const text = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Ways to format a date other than the module's. */
const DATE_FORMATTING: [string, RegExp][] = [
  ['toLocaleDateString', /\.toLocaleDateString\s*\(/],
  ['toLocaleTimeString', /\.toLocaleTimeString\s*\(/],
  ['Intl.DateTimeFormat', /\bDateTimeFormat\b/],
  [
    'toLocaleString with date options',
    /\.toLocaleString\s*\([^)]*\b(?:weekday|day|month|year|hour|minute|dateStyle|timeStyle|timeZone)\b/,
  ],
  ["date-fns's format", /from\s+['"]date-fns(?:\/[^'"]*)?['"]/],
];

describe('one module formats dates', () => {
  it('no file of the storefront, the graph or the REST API formats a date itself', () => {
    expect(storefront.length).toBeGreaterThan(50);
    const found = writers.flatMap((path) =>
      DATE_FORMATTING.filter(([, pattern]) => pattern.test(text(path))).map(([name]) => `${path}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it("the tracker's ordinal form is used by the tracker's timeline alone", () => {
    expect(storefront.filter((path) => /\bformatTrackerDay\b/.test(text(path)))).toEqual([
      join('web', 'src', 'components', 'orders', 'OrderTracker.tsx'),
    ]);
  });

  it('the delivery promise form is given only expected delivery days', () => {
    const calls = storefront.flatMap((path) =>
      [...text(path).matchAll(/\bformatDeliveryPromise\(([^)]*)\)/g)].map(
        (m) => `${relative('web/src', path)}: ${m[1]}`,
      ),
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => !/expectedDelivery\b/.test(call))).toEqual([]);
  });
});
