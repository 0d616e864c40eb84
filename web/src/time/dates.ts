// Dates as the order screens write them, in India time.
const longFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const parts = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "25 November 2026" (Order Placed on My Orders, the order pages). */
export const longDate = (iso: string) => longFormat.format(new Date(iso));

const ordinal = (day: number) => {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
};

/** "1st Dec 2026": the tracker's dates (day with its ordinal suffix, short month, year). */
export function ordinalDate(iso: string) {
  const byType = Object.fromEntries(parts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const day = Number(byType.day);
  return `${day}${ordinal(day)} ${byType.month} ${byType.year}`;
}

// A `Date` of the graph is a day in India already: formatted as that day (at UTC midnight, in UTC), never shifted.
const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "Friday, 4 December": an expected delivery day (`Product.expectedDelivery`, `OrderItem.expectedDelivery`) on every screen. */
export const deliveryDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
