// One header per name on every answer. Yoga builds its responses' headers from a plain object (`Content-Type`,
// `Allow`, an error's `extensions.http.headers`), and @whatwg-node's Headers, asked to set a name in another letter
// case before it has read them all, adds the new spelling beside the old one: both went on the wire (a persisted-query
// miss sent Cache-Control twice).

/** `response`, or a copy with each header once (the value set last wins) when a name came in two spellings. */
export function singleHeaders(response: Response): Response {
  const seen = new Set<string>();
  let repeated = false;
  response.headers.forEach((_, name) => {
    const key = name.toLowerCase();
    if (key === 'set-cookie') return;
    repeated ||= seen.has(key);
    seen.add(key);
  });
  if (!repeated) return response;
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (name.toLowerCase() === 'set-cookie') headers.append(name, value);
    else headers.set(name, value);
  });
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
