import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { FORM_REPLY_ID, type FormReply } from '../forms/formReply.ts';
import { nextTask } from '../boot/nextTask.ts';
import { readDataElement } from '../relay/serverRecords.ts';
import { routes } from './routes.tsx';

/**
 * Loads a matched route's page component into the route itself, as the router would, which then takes the route as
 * loaded. Its action is not loaded: only the server runs it (a form posted without the app).
 */
async function loadLazy(route: RouteObject) {
  if (typeof route.lazy !== 'object') return;
  const component = route.lazy.Component;
  if (component) route.Component = (await component()) as RouteObject['Component'];
  route.lazy = undefined;
}

/**
 * The browser's router. On a page the server rendered, the first render must match its HTML, so before it the
 * matched routes' code is loaded and their loaders run (their queries answer from the records the server sent, with
 * no request); the router then starts with that data instead of loading it again, and with the reply to a form
 * posted without the app when the page answers one (the page's route is the one whose action ran). Without server HTML (the
 * development server, or a page the server left to the browser) the router starts empty.
 */
export async function createRouter(serverRendered: boolean) {
  const matches = serverRendered ? (matchRoutes(routes, window.location) ?? []) : [];
  if (matches.length === 0) return createBrowserRouter(routes);
  const request = new Request(window.location.href);
  const loaderData: Record<string, unknown> = {};
  await Promise.all(
    matches.map(async ({ route, params }, depth) => {
      // The router keys loader data by route id: the matched routes get one if they have none.
      route.id ??= `hydrated-${depth}`;
      const [data] = await Promise.all([
        typeof route.loader === 'function'
          ? route.loader({ request, url: new URL(request.url), pattern: route.path ?? '', params, context: undefined })
          : null,
        loadLazy(route),
      ]);
      loaderData[route.id] = data;
    }),
  );
  // The router's creation (its routes ranked, the history read and written: 6-14 ms cold) in a task apart from the
  // route code's evaluation and the loaders' store reads, which otherwise ran in the same task now and then.
  await nextTask();
  const reply = readDataElement<FormReply>(FORM_REPLY_ID);
  const actionData = reply && { [matches.at(-1)!.route.id!]: reply };
  return createBrowserRouter(routes, { hydrationData: { loaderData, actionData } });
}
