import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
let path = '';
page.on('request', (r) => r.url().includes('/graphql') && console.log('gql', path, r.postData()?.slice(0, 150)));
for (path of ['/', '/product-page/PRD000001', '/search-result-page?query=rice', '/top-deals', '/new-arrival', '/products', '/topStore-Page', '/about-us', '/privacy-policy', '/login', '/limited-time-deals', '/seller-store/SEL001', '/brand-page/BRD001']) {
  await page.goto('http://localhost:4000' + path, { waitUntil: 'networkidle' });
}
await browser.close();
