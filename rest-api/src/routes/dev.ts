import type { Deps } from '../deps.ts';
import { createRouter } from '../http.ts';

export function devRoutes(deps: Deps) {
  const router = createRouter();
  void deps;
  return router;
}
