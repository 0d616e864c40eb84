// Every date the marketplace writes for a shopper (the storefront's pages, the graph's status lines, the REST API's
// e-mails), one form per purpose, in India time whatever the machine's time zone (so a page the server renders and
// the hydrated page write the same text). Pick a format by what the date says:
// - a day that has passed (an order placed or delivered, a review written, a ticket raised, a wallet movement, a
//   seller joining): `formatPastDay`, "29 November 2026";
// - a step of an order line's tracker (the spec: "Dates use day, short month, year with ordinal suffixes in the
//   timeline"): `formatTrackerDay`, "29th Nov 2026", and only there;
// - a delivery promised for a day to come: `formatDeliveryPromise`, "Sunday, 6 December" (of a `Date`,
//   `YYYY-MM-DD`), or `formatDeliveryPromiseAt` (of an instant on that day, as the REST API stores it).
// And the day in India an instant falls on, as a `Date` (`indiaDate`: the graph's delivery rule counts days with it).
// Nothing else formats a date (tests/web/dateFormats.test.ts fails on a file that does).
const createFormats = () => ({
  pastDay: new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
  trackerParts: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
  // A `Date` is a day in India already: formatted as that day (at UTC midnight, in UTC), never shifted.
  promiseOfDate: new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  promiseAt: new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Kolkata',
  }),
  dayParts: new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Asia/Kolkata',
  }),
});

let created: ReturnType<typeof createFormats> | undefined;
/**
 * The formats, made at first use: the first Intl object starts ICU (15-20 ms cold in a browser), which the storefront
 * does in a task of its own rather than while a page's code is evaluated (web/src/time/dates.ts).
 */
export const dateFormats = () => (created ??= createFormats());

/** An instant as an ISO string or ms since the epoch. */
type Instant = string | number;

/**
 * "29 November 2026": a day that has passed, as its day in India. Order Placed and Delivered, a review's date, a
 * ticket's, a wallet movement's, a seller's Joined on, the graph's "Delivered on" and "Cancelled on".
 */
export const formatPastDay = (at: Instant) => dateFormats().pastDay.format(new Date(at));

const ordinal = (day: number) => {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
};

/** "1st Dec 2026": a step of the order tracker's timeline (the spec's form: day with its ordinal suffix, short month, year). */
export function formatTrackerDay(at: Instant) {
  const byType = Object.fromEntries(
    dateFormats()
      .trackerParts.formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const day = Number(byType.day);
  return `${day}${ordinal(day)} ${byType.month} ${byType.year}`;
}

/** "Friday, 4 December": the day a delivery is promised for (a `Date`, `YYYY-MM-DD`). */
export const formatDeliveryPromise = (date: string) =>
  dateFormats().promiseOfDate.format(new Date(`${date}T00:00:00Z`));

/** "Friday, 4 December": the day in India of an instant a delivery is promised at (the graph's "Arriving on", e-mails). */
export const formatDeliveryPromiseAt = (at: Instant) => dateFormats().promiseAt.format(new Date(at));

/** The calendar day in India of an instant (ms), as a `Date` (`YYYY-MM-DD`), whatever the machine's own time zone. */
export function indiaDate(millis: number): string {
  const part = Object.fromEntries(
    dateFormats()
      .dayParts.formatToParts(millis)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}`;
}
