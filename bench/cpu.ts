/**
 * On-CPU time of a process's threads, from /proc/<pid>/task/<tid>/schedstat (nanoseconds the
 * scheduler ran each thread): unlike wall time it does not count waiting for a core, so it holds on
 * a busy machine. Linux only, as the bench is.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Nanoseconds on CPU so far, per thread of `pid`. */
export function threadCpu(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`))
    try {
      out.set(tid, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      /* a thread that ended meanwhile */
    }
  return out;
}

/** Per thread, nanoseconds on CPU since `before`. */
export const cpuSince = (pid: number, before: Map<string, number>): number[] =>
  [...threadCpu(pid)].map(([tid, ns]) => ns - (before.get(tid) ?? 0));

/** Fields of /proc/<pid>/stat after the command name: [0] state, [1] ppid, [2] process group. */
export function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The live processes whose command line satisfies `match`, and whose stat fields satisfy `where`. */
export function processes(match: (command: string) => boolean, where: (fields: string[]) => boolean): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const fields = statFields(pid);
      if (fields[0] !== 'Z' && where(fields) && match(readFileSync(`/proc/${pid}/cmdline`, 'utf8')))
        found.push(Number(pid));
    } catch {
      /* a process that ended meanwhile */
    }
  }
  return found;
}
