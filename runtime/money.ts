// Rupee amounts in whole paise, the one money helper of the REST API and the gateway: amounts are summed and compared
// in paise so no float error creeps in (0.1 + 0.2), and both sides round an amount the same way.

/** A rupee amount in whole paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Whole paise as rupees. */
export const toRupees = (paise: number) => paise / 100;
