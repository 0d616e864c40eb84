// Preloaded (node --import) into a REST API process the bench measures: on SIGUSR2 it prints the event loop's
// longest block since the previous signal and starts over, so the bench reads it per load run. Plain JavaScript:
// worker threads inherit the preload without tsx; they have no signals and are not measured.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on('SIGUSR2', () => {
    console.log(`event-loop max ${(delay.max / 1e6).toFixed(1)} ms`);
    delay.reset();
  });
}
