import { documentTitle } from '../routing/documentTitle.ts';

const HEADING = /<h1\b[^>]*>([\s\S]*?)<\/h1>/;

/**
 * The `<title>` of a rendered page, from its first `<h1>` as the browser reads it (web/src/routing/useDocumentTitle.ts):
 * its text without markup (React's `<!-- -->` separators included), its entities left as React escaped them, which a
 * title reads the same way.
 */
export function pageTitle(body: string): string {
  const heading = HEADING.exec(body)?.[1]?.replace(/<[^>]*>/g, '');
  return `<title>${documentTitle(heading)}</title>`;
}
