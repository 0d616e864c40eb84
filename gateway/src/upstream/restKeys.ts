/** Whether a string can be a REST key (`PRD000001`, `ORD0004`, ...); anything else names nothing and is never sent upstream. */
export const isRestKey = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
