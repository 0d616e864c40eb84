import type { RouteObject } from 'react-router-dom';

/** Catalog and discovery screens open to guests: search results and category pages (spec 000 §2, 001 §2). */
export const catalogRoutes: RouteObject[] = [];
