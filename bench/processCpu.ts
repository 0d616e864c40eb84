import { readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state is field 3, utime and stime fields 14 and 15 (clock ticks of 10 ms).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
