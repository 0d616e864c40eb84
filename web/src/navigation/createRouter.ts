import { createBrowserRouter, createStaticHandler } from 'react-router-dom';
import { routes } from '../router.tsx';

/**
 * The browser's router. On a page the server rendered, the first render must match its HTML, so before it the
 * router's own static handler runs the matched routes' loaders (their queries answer from the records the server
 * sent, with no request) and loads their code; the router then starts with that data instead of loading it again.
 * Without server HTML (the development server, or a page the server fell back on) the router starts empty.
 */
export async function createRouter(serverRendered: boolean) {
  if (serverRendered) {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(window.location.href));
    if (!(context instanceof Response)) {
      const { loaderData, actionData, errors } = context;
      return createBrowserRouter(handler.dataRoutes, { hydrationData: { loaderData, actionData, errors } });
    }
  }
  return createBrowserRouter(routes);
}
