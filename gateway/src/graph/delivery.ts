// The expected delivery day: one rule for the whole graph (the product page's promise and every order line's date).
import { indiaDate } from '@marketplace/runtime/dates';

/** A day (ms). */
export const DAY_MS = 86_400_000;

/** The storefront's delivery promise: today plus 7 days ("Order Before 5PM, Today"); the REST API stores orders by it too. */
const DELIVERY_DAYS = 7;

/** The day something ordered at `orderedAt` (ms) is expected by. */
export const expectedDeliveryDate = (orderedAt: number) => indiaDate(orderedAt + DELIVERY_DAYS * DAY_MS);
