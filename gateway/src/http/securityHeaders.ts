// Security headers on every answer of the gateway: the storefront's pages, GraphiQL, the sandbox window, GraphQL
// answers, images and uploads. A response that brings its own Content-Security-Policy (GraphiQL, the sandbox
// window, uploads) keeps it; the storefront's pages get storefrontCsp; anything else may run nothing at all.
import { createHash } from 'node:crypto';
import { isHttps } from './session.ts';

/**
 * The built storefront: its own scripts only (no inline, no eval), Chakra's runtime styles, same-origin data. Images
 * also from `publicOrigin`: `Image.url` is absolute on it, which a page reached under another name (127.0.0.1 for
 * localhost, an internal host name) would otherwise refuse.
 */
export const storefrontCsp = (publicOrigin: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // Emotion (Chakra) writes <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${publicOrigin} data: blob:`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

/** Answers that are data (JSON, images, files): nothing in them runs, and no page may frame them. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** A page whose inline scripts are allowed by their hashes (never 'unsafe-inline' for scripts, never eval). */
export function inlineScriptCsp(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Sets the headers every answer carries (a response's own CSP wins); `publicOrigin` is where images are loaded from. */
export function setSecurityHeaders(request: Request, response: Response, publicOrigin: string) {
  const headers = response.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (isHttps(request)) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (!headers.has('Content-Security-Policy')) {
    headers.set(
      'Content-Security-Policy',
      headers.get('content-type')?.startsWith('text/html') ? storefrontCsp(publicOrigin) : DATA_CSP,
    );
  }
}
