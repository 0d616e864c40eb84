import { nextTask } from './nextTask.ts';

// Start-up's code in stages, each a chunk evaluated in a task of its own (web/startUpChunks.ts): start-up with React
// DOM's client; the style system; Relay; the router with the routes and the app's layout. As one chunk, evaluated at
// once, they were one task of 20-33 ms (80-130 ms at Lighthouse's 4× CPU slowdown). React DOM's root is created in a
// task after its chunk's evaluation (each 10-15 ms cold).
void import('./startUp.tsx').then(async ({ startUp }) => {
  await nextTask();
  startUp(
    async (serverRendered) => (await import('./styledApp.tsx')).styledApp(serverRendered),
    async (serverRendered) => {
      await import('./relay/environment.ts');
      await nextTask();
      return (await import('./routedApp.tsx')).routedApp(serverRendered);
    },
  );
});
