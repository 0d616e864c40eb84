// Dates as the order screens write them, in India time.
const createFormats = () => ({
  long: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  short: new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
  parts: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
  // A `Date` of the graph is a day in India already: formatted as that day (at UTC midnight, in UTC), never shifted.
  day: new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
});

let created: ReturnType<typeof createFormats> | undefined;
const formats = () => (created ??= createFormats());

// The first Intl object starts ICU, 15-20 ms cold in the browser: in a task of its own, after the evaluation of the
// page that imports this module rather than inside it (the product page's was one task of 21-26 ms).
if (typeof window !== 'undefined') setTimeout(formats, 0);

/** "25 November 2026" (Order Placed on My Orders, the order pages, a seller's Joined on). */
export const longDate = (iso: string) => formats().long.format(new Date(iso));

/** "25 Nov 2026" (a review's date). */
export const shortDate = (iso: string) => formats().short.format(new Date(iso));

const ordinal = (day: number) => {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
};

/** "1st Dec 2026": the tracker's dates (day with its ordinal suffix, short month, year). */
export function ordinalDate(iso: string) {
  const byType = Object.fromEntries(
    formats()
      .parts.formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  const day = Number(byType.day);
  return `${day}${ordinal(day)} ${byType.month} ${byType.year}`;
}

/** "Friday, 4 December": an expected delivery day (`Product.expectedDelivery`, `OrderItem.expectedDelivery`) on every screen. */
export const deliveryDay = (date: string) => formats().day.format(new Date(`${date}T00:00:00Z`));
