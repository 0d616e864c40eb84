/** A REST key as the gateway accepts one (`LST0001`); anything else names no list. */
const REST_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The cart page's query variables for the list `?listId=` chooses: its node, read in the page's one request.
 *
 * The link carries the list's REST key (the owner's older share links too), and the graph has no lookup of a list
 * by that key, so the List's global ID is written here as the gateway issues it (base64 of `List:<key>`). `node`
 * answers null for a key that is not one of the shopper's lists, as for a key that names none.
 */
export function chosenListVariables(search: URLSearchParams) {
  const listId = search.get('listId');
  return listId !== null && REST_KEY.test(listId)
    ? { listId: btoa(`List:${listId}`), listChosen: true }
    : { listId: '', listChosen: false };
}
