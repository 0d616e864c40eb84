// Every date the storefront writes, one form per purpose, in India time whatever the server's or browser's time zone
// (so the server's render and the hydrated page write the same text). Pick a format by what the date says:
// - a day that has passed (an order placed or delivered, a review written, a ticket raised, a wallet movement, a
//   seller joining): `formatPastDay`, "29 November 2026";
// - a step of an order line's tracker (the spec: "Dates use day, short month, year with ordinal suffixes in the
//   timeline"): `formatTrackerDay`, "29th Nov 2026", and only there;
// - a delivery promised for a day to come (`Product.expectedDelivery`, `OrderItem.expectedDelivery`):
//   `formatDeliveryPromise`, "Sunday, 6 December".
// Nothing else under web/src formats a date (tests/web/dateFormats.test.ts fails on one that does).
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
  // A `Date` of the graph is a day in India already: formatted as that day (at UTC midnight, in UTC), never shifted.
  promise: new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
});

let created: ReturnType<typeof createFormats> | undefined;
const formats = () => (created ??= createFormats());

// The first Intl object starts ICU, 15-20 ms cold in the browser: in a task of its own, after the evaluation of the
// page that imports this module rather than inside it (the product page's was one task of 21-26 ms).
if (typeof window !== 'undefined') setTimeout(formats, 0);

/**
 * "29 November 2026": a day that has passed (an instant, `DateTime`), as its day in India. Order Placed and
 * Delivered on the order screens, a review's date, a ticket's, a wallet movement's, a seller's Joined on.
 */
export const formatPastDay = (iso: string) => formats().pastDay.format(new Date(iso));

const ordinal = (day: number) => {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
};

/** "1st Dec 2026": a step of the order tracker's timeline (the spec's form: day with its ordinal suffix, short month, year). */
export function formatTrackerDay(iso: string) {
  const byType = Object.fromEntries(
    formats()
      .trackerParts.formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  const day = Number(byType.day);
  return `${day}${ordinal(day)} ${byType.month} ${byType.year}`;
}

/** "Friday, 4 December": the day a delivery is promised for (a `Date`, `YYYY-MM-DD`), on every screen. */
export const formatDeliveryPromise = (date: string) => formats().promise.format(new Date(`${date}T00:00:00Z`));
