import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_CSP } from '../../gateway/src/http/securityHeaders.ts';
import { fromClient, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const fetchGateway = (path: string, init: RequestInit = {}) =>
  gw.gateway.fetch(`http://localhost:4000${path}`, init, fromClient('127.0.0.1'));

/** A payment order to open the sandbox checkout window for. */
async function paymentOrder() {
  const token = await gw.api.signIn();
  return (await gw.api.post('/create-order', { amount: 100 }, { token })).body.orderId as string;
}

describe('security headers', () => {
  it('are on every kind of answer: GraphQL, GraphiQL, health, images, refusals and the sandbox window', async () => {
    const answers: [string, Response][] = [
      [
        'GraphQL',
        await fetchGateway('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ __typename }"}',
        }),
      ],
      ['GraphiQL', await fetchGateway('/graphql', { headers: { accept: 'text/html' } })],
      ['health', await fetchGateway('/healthz')],
      ['image', await fetchGateway('/images/products/PRD000001-1.svg')],
      ['missing image', await fetchGateway('/images/products/NOPE.svg')],
      [
        'refused body',
        await fetchGateway('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      ],
      ['sandbox window', await fetchGateway(`/sandbox/checkout/${await paymentOrder()}`)],
    ];
    for (const [name, response] of answers) {
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), name).toMatch(/frame-ancestors 'none'|sandbox/);
      expect(response.headers.get('content-security-policy'), name).not.toMatch(/unsafe-eval/);
      expect(response.headers.get('strict-transport-security'), `${name}: no HSTS over plain HTTP`).toBeNull();
    }
    const byName = Object.fromEntries(answers);
    expect(byName.GraphQL!.headers.get('content-security-policy')).toBe(DATA_CSP);
    expect(byName.image!.headers.get('content-security-policy')).toMatch(/^default-src 'none'.*; sandbox$/);
  });

  it('keep the sandbox window to its own script and origin', async () => {
    const response = await fetchGateway(`/sandbox/checkout/${await paymentOrder()}`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'sha256-[^']+';/);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain("postMessage({ type: 'sandbox-payment', ...body }, location.origin)");
    expect(html).not.toContain("'*'");
  });

  it('add HSTS behind TLS', async () => {
    const response = await fetchGateway('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('are on the REST API answers too', async () => {
    const response = await fetch(`${gw.api.url}/fetchCategory`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const upload = await fetch(`${gw.api.url}/images/products/PRD000001-1.svg`);
    expect(upload.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });
});
