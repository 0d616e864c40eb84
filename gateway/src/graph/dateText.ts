// The dates the graph writes into its own texts (`OrderItem.statusText`), in the storefront's forms
// (web/src/time/dates.ts: one form per purpose), in India time: a day that has passed "29 November 2026", a delivery
// promised for a day to come "Sunday, 6 December". tests/web/dateFormats.test.ts holds the two modules to one form.

const pastDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const promise = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Asia/Kolkata',
});

/** "29 November 2026": the day in India of an instant (ms) that has passed (delivered, cancelled). */
export const pastDayText = (millis: number) => pastDay.format(millis);

/** "Sunday, 6 December": the day in India a delivery is promised for (an instant, ms). */
export const deliveryPromiseText = (millis: number) => promise.format(millis);
