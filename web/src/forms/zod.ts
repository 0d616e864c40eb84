import { z } from 'zod';

// The storefront's Content-Security-Policy has no 'unsafe-eval'. Unless told jitless, zod tries `new Function` when a
// schema is built (to compile fast object parsers), which the browser reports as a CSP violation. Schemas import
// `z` from here so the setting comes first: forms parse a few fields, and interpreted parsing costs them nothing a
// shopper notices.
z.config({ jitless: true });

export { z };
