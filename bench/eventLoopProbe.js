// Preloaded (node --import) into a REST API process the bench measures: on SIGUSR2 it prints the event loop's
// longest block and how busy it was since the previous signal, and starts over, so the bench reads both per load
// run. Plain JavaScript: worker threads inherit the preload without tsx; they have no signals and are not measured.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let since = performance.eventLoopUtilization();
  process.on('SIGUSR2', () => {
    const busy = performance.eventLoopUtilization(since).utilization;
    console.log(`event-loop max ${(delay.max / 1e6).toFixed(1)} ms, busy ${Math.round(busy * 100)} %`);
    delay.reset();
    since = performance.eventLoopUtilization();
  });
}
