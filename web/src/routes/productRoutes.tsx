import type { RouteObject } from 'react-router-dom';

/** The product page and what opens from it (spec 001 §2 "Product page"). */
export const productRoutes: RouteObject[] = [];
