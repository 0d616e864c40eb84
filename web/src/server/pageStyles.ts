import { PAGE_STYLES_ATTRIBUTE } from '../theme/pageStyleCache.ts';

/**
 * An element Emotion renders on the server: `<style data-emotion="css 1x2y3z">` before the element it styles (one
 * name, the cache key `css`), or `<style data-emotion="css-global 4a5b">` for a `<Global>`. React escapes `"` in
 * attribute values and `<` in text, so nothing else in the page reads so; a style element's rules end at the first
 * `</style>`, as the browser reads them.
 */
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * React's HTML with Emotion's style elements taken out, and those elements for the head: the global ones as they are
 * and the rest as one element holding every rule, in the order React wrote them.
 *
 * In the body, each is one of ~100 elements which Emotion's cache moves to the head when the browser's code starts
 * (each move drops and parses a style sheet again: 10-20 ms of the entry's evaluation, measured). In the head, and
 * marked `data-s` (Emotion's "already moved"), they stay where they are, in order: the global ones first, whose
 * `@layer reset, base, tokens, recipes` fixes the order of the cascade layers the rest use. The page's own rules name
 * themselves in `data-page-styles`, not `data-emotion`: the browser's cache is told those names (pageStyleCache.ts),
 * so it inserts no rule twice and adopts no element. The page also paints from a few style sheets, not a hundred.
 */
export function hoistedStyles(html: string): { head: string; body: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const body = html.replace(EMOTION_STYLE, (_, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(' ');
    if (key === 'css') {
      names.push(...ids);
      rules.push(css);
    } else globals.push(`<style data-emotion="${attribute}" data-s="">${css}</style>`);
    return '';
  });
  const own = names.length > 0 ? `<style ${PAGE_STYLES_ATTRIBUTE}="${names.join(' ')}">${rules.join('')}</style>` : '';
  return { head: globals.join('') + own, body };
}
