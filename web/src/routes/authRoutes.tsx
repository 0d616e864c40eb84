import type { RouteObject } from 'react-router-dom';

/** The public sign-up and sign-in screens (spec 000 §2). */
export const authRoutes: RouteObject[] = [];
