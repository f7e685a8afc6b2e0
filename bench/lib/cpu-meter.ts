/*
 * What a request costs the machine, not only the server: CPU seconds of the server process, of
 * every PostgreSQL process (PostgreSQL runs on this machine) and of this process (the load
 * generator), read from /proc before and after a load. On two cores shared by all three, their
 * sum per request bounds the requests per second any server code could reach at that cost.
 */
import { readdir, readFile } from 'node:fs/promises';

export interface CpuUse {
  server: number;
  postgres: number;
  loadGenerator: number;
}

/** Microseconds of CPU per request, by process, and what the machine's cores allow at that cost. */
export interface CpuPerRequest extends CpuUse {
  total: number;
  /** Requests per second all cores would serve if every one of them did nothing else. */
  ceiling: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** A process's name and CPU seconds (user + system) so far, from /proc; null once it has exited. */
export async function processCpu(pid: string | number): Promise<{ name: string; seconds: number } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { name, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

/** A reader of the CPU used so far by the server `serverPid`, PostgreSQL and this process. */
export function cpuMeter(serverPid: number): () => Promise<CpuUse> {
  // PostgreSQL's CPU is summed per backend across readings: a backend that exits between two
  // readings would otherwise take its whole past CPU out of the sum (and make it negative). One
  // that started meanwhile counts in full; what one that exited used since the last reading is lost.
  const seen = new Map<string, number>();
  let postgres = 0;
  return async () => {
    const pids = (await readdir('/proc').catch(() => [] as string[])).filter((p) => /^\d+$/.test(p));
    const all = await Promise.all(pids.map(processCpu));
    const own = process.cpuUsage();
    const alive = new Map<string, number>();
    all.forEach((p, i) => {
      if (p?.name === 'postgres') alive.set(pids[i]!, p.seconds);
    });
    const first = seen.size === 0;
    for (const [pid, seconds] of alive) postgres += first ? seconds : seconds - (seen.get(pid) ?? 0);
    seen.clear();
    for (const [pid, seconds] of alive) seen.set(pid, seconds);
    return {
      server: all[pids.indexOf(String(serverPid))]?.seconds ?? Number.NaN,
      postgres,
      loadGenerator: (own.user + own.system) / 1e6,
    };
  };
}

/** CPU per request between two readings (a process that exited meanwhile is not counted). */
export function perRequest(before: CpuUse, after: CpuUse, requests: number, cores: number): CpuPerRequest {
  const us = (key: keyof CpuUse) => (1e6 * (after[key] - before[key])) / requests;
  const [server, postgres, loadGenerator] = [us('server'), us('postgres'), us('loadGenerator')];
  const total = server + postgres + loadGenerator;
  return { server, postgres, loadGenerator, total, ceiling: (cores * 1e6) / total };
}
