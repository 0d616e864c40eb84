import { stringify } from 'yaml';
import type { App } from './app.ts';

/** The OpenAPI 3.1 document of every route, generated from the same zod schemas that validate requests. */
export function openApiDocument(app: App) {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Marketplace REST API (reference implementation)',
      version: '1.0.0',
      description:
        'The documented REST calls of the marketplace, names and typos as the real API has them. ' +
        'Authenticated calls take `Authorization: Bearer <token>` (one-hour tokens). Errors are `{ "message": ... }`. ' +
        'Dates are Firestore-style `{ _seconds, _nanoseconds }`; image URLs are relative to the API base.',
    },
    servers: [{ url: 'http://127.0.0.1:4010', description: 'npm run api' }],
  });
}

export function openApiYaml(app: App): string {
  return stringify(openApiDocument(app), { lineWidth: 0, aliasDuplicateObjects: false });
}
