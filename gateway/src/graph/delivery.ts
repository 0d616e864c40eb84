// The expected delivery day: one rule for the whole graph (the product page's promise and every order line's date).

/** A day (ms). */
export const DAY_MS = 86_400_000;

/** The storefront's delivery promise: today plus 7 days ("Order Before 5PM, Today"); the REST API stores orders by it too. */
const DELIVERY_DAYS = 7;

const indiaDay = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** The calendar day in India of an instant (ms), as a `Date` (`YYYY-MM-DD`), whatever the server's own time zone. */
export function indiaDate(millis: number): string {
  const part = Object.fromEntries(indiaDay.formatToParts(millis).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}

/** The day something ordered at `orderedAt` (ms) is expected by. */
export const expectedDeliveryDate = (orderedAt: number) => indiaDate(orderedAt + DELIVERY_DAYS * DAY_MS);
