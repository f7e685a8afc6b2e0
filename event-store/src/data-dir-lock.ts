import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The embedded data folder is open in another live process (PGlite allows one at a time). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (npm start?). ` +
        `Only one process can open it: stop that process and try again. ` +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims `<dataDir>.lock` for this process, so a second process (a rebuild, a CLI) cannot open
 * the same PGlite folder and corrupt it. A lock left by a process that died is taken over.
 * Released on `release()` or when the process exits.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const lockFile = `${dataDir}.lock`;
  const release = () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile, { force: true });
    } catch {
      // already gone
    }
  };
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (holder === process.pid) return { release };
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder))
        throw new DataDirInUseError(dataDir, holder, lockFile);
      rmSync(lockFile, { force: true });
    }
  }
}
