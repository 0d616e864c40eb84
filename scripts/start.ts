// `npm start`: runs the whole system on its embedded defaults and stops all of it on Ctrl-C or SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';

const services: { name: string; entry: string }[] = [{ name: 'rest-api', entry: 'rest-api/src/server.ts' }];

const children: ChildProcess[] = services.map(({ name, entry }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
