import { nextTask } from './nextTask.ts';

// Start-up's code in stages, each a chunk evaluated in a task of its own: start-up with React DOM's client; the style
// system; Relay; the router with the routes and the app's layout. As one chunk, evaluated at once, they were one task
// of 20-33 ms (80-130 ms at Lighthouse's 4× CPU slowdown). React DOM's root is created in a task after its chunk's
// evaluation (each 10-15 ms cold). These four imports are the one list of the stages: the build cuts a chunk for each
// (web/build/startUpChunks.ts), and the server renderer reads them from the build's manifest (web/build/manifest.ts).
void import('./startUp.tsx').then(async ({ startUp }) => {
  await nextTask();
  startUp(
    async (serverRendered) => (await import('../theme/styledApp.tsx')).styledApp(serverRendered),
    async (serverRendered) => {
      await import('../relay/environment.ts');
      await nextTask();
      return (await import('../routing/routedApp.tsx')).routedApp(serverRendered);
    },
  );
});
