import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../helpers/e2e.ts';

const e2e = useStackAndBrowser();

/**
 * What the page's policy refused: the browser's console messages, and its `securitypolicyviolation` events, which
 * also report what a script tried and caught (zod probing `new Function`, say) without a console line.
 */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (violation: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`,
      ),
    ),
  );
  return violations;
}

describe('pages under their Content-Security-Policy', () => {
  it('runs GraphiQL (inline scripts allowed by hash only) and a query from it, with no CSP violation', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations = await watchViolations(page);
    const response = await page.goto(`${e2e.stack.url}/graphql`);
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    await page
      .getByRole('button', { name: /Execute query/i })
      .first()
      .click({ timeout: 20_000 });
    await expect.poll(() => page.getByText('"topCategories"').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('serves the storefront with its policy and loads it with no CSP violation', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations = await watchViolations(page);
    const response = await page.goto(`${e2e.stack.url}/product-page/PRD000001`);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await page.getByRole('link', { name: 'Buy Now' }).waitFor({ timeout: 15_000 });
    // The page's forms are built (their zod schemas too); an answer from the page delivers the reports sent before it.
    await page.getByRole('form', { name: 'Check delivery' }).waitFor();
    await page.evaluate(() => undefined);
    expect(violations).toEqual([]);
    await page.close();
  });
});
