import { hostname } from 'node:os';

/** Lease owners held by this process right now (several projectors share a process). */
const heldHere = new Set<string>();

export const heldInThisProcess = {
  add: (owner: string) => void heldHere.add(owner),
  delete: (owner: string) => void heldHere.delete(owner),
};

/**
 * True when a lease owner named `<host>:<pid>:<suffix>` is known to be gone: it ran on this host
 * and its process no longer exists, or it is an earlier life of this very process (a restarted
 * container gets the same pid) that this process is not running. Anything else (another host, an
 * owner named otherwise) is not known to be gone, and its lease is left to expire.
 */
export function ownerIsGone(owner: string): boolean {
  const match = /^(.+):(\d+):[^:]+$/.exec(owner);
  if (!match || match[1] !== hostname()) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return !heldHere.has(owner);
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
