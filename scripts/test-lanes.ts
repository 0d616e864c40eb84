// `npm test` runs the Vitest projects in two lanes at once. The browser and cluster files run one at a time
// (their servers and Chromium must not fight another browser for the cores: timing-bound steps then failed), and
// while one runs the machine is mostly idle (a browser file keeps well under one core busy: it waits on pages). The
// in-process files fill those idle cycles at a lower priority (nice 10), so the browser lane keeps its pace and the
// whole run takes about as long as the browser lane alone instead of both lanes one after the other.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import config from '../vitest.config.ts';

// The projects that run one file at a time form the browser lane; every other project the in-process lane.
const projects = (config.test?.projects ?? []) as { test: { name: string; maxWorkers?: number } }[];
const oneAtATime = (project: (typeof projects)[number]) => project.test.maxWorkers === 1;
const LANES = [
  { name: 'browser', projects: projects.filter(oneAtATime), niceness: 0 },
  { name: 'in-process', projects: projects.filter((project) => !oneAtATime(project)), niceness: 10 },
].map((lane) => ({ ...lane, projects: lane.projects.map((project) => project.test.name) }));

function runLane({ name, projects, niceness }: (typeof LANES)[number]): Promise<number> {
  const args = [
    'run',
    '--passWithNoTests',
    ...projects.flatMap((project) => ['--project', project]),
    ...process.argv.slice(2),
  ];
  const child = spawn('node_modules/.bin/vitest', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  // Set before Vitest forks its workers, which inherit it.
  if (niceness && child.pid) setPriority(child.pid, niceness);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1))));
}

const started = Date.now();
const codes = await Promise.all(LANES.map(runLane));
LANES.forEach((lane, i) => console.log(`${lane.name} lane: ${codes[i] === 0 ? 'passed' : 'FAILED'}`));
console.log(`both lanes took ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
