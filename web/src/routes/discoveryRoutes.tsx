import type { RouteObject } from 'react-router-dom';

/** Deal, brand, store and discount pages, open to guests (spec 000 §2 "Deal and listing pages", 001 §2). */
export const discoveryRoutes: RouteObject[] = [];
