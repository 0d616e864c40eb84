// The storefront's dates: the forms every part writes (runtime/dates.ts: one form per purpose, in India time). Nothing
// else under web/src formats a date (tests/web/dateFormats.test.ts fails on a file that does).
import { dateFormats } from '@marketplace/runtime/dates';

export { formatDeliveryPromise, formatPastDay, formatTrackerDay } from '@marketplace/runtime/dates';

// The first Intl object starts ICU, 15-20 ms cold in the browser: in a task of its own, after the evaluation of the
// page that imports this module rather than inside it (the product page's was one task of 21-26 ms).
if (typeof window !== 'undefined') setTimeout(dateFormats, 0);
