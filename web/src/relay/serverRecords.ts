import type { RecordSource } from 'relay-runtime';

type Records = ReturnType<RecordSource['toJSON']>;

/** The element that carries the Relay records a server-rendered page was rendered with. */
export const SERVER_RECORDS_ID = 'relay-records';

/**
 * `value` as a JSON data block of the page (not a script the browser runs, so the CSP needs no hash for it). Every `<`
 * is escaped, so no string in the data (a product named `</script><script>…`) can end the element; U+2028 and
 * U+2029 are escaped for older parsers.
 */
export function dataElement(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** On the browser, the value of the page's data block `id`; undefined when the page has none (or not here). */
export function readDataElement<T>(id: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  return element?.textContent ? (JSON.parse(element.textContent) as T) : undefined;
}

/** The store's records, for the browser's Relay store. */
export const serverRecordsElement = (records: Records) => dataElement(SERVER_RECORDS_ID, records);

/** On the browser, the records the server rendered this page with; undefined when it did not (or not here). */
export const readServerRecords = () => readDataElement<Records>(SERVER_RECORDS_ID);

/** Whether the page in the browser is one the server rendered (and so is to be hydrated). */
export const renderedOnServer = () =>
  typeof document !== 'undefined' && document.getElementById(SERVER_RECORDS_ID) !== null;
