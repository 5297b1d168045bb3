import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * One process per PGlite data directory. PGlite is a single-user PostgreSQL without the postmaster's
 * own lock: a second process on the same files migrates and writes over the live ones, and the
 * directory may not open again. The lock is a file beside the directory (`<dir>.lock`) holding the
 * holder's pid; a lock whose process is gone (killed, crashed) is taken over. Pids are checked on this
 * machine only: a directory must not be shared between machines (docs/operations.md).
 */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
    readonly lockFile: string,
  ) {
    super(
      pid !== null
        ? `The data directory ${dataDir} is in use by another Rekenblobs process (pid ${pid}). ` +
            'One process per data directory: stop that process first, or give this one another DATA_DIR.'
        : `The data directory ${dataDir} is locked by ${lockFile}, which names no process. ` +
            'If no other Rekenblobs process uses the directory, remove that file and start again.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

export interface DataDirectoryLock {
  release(): void;
}

/** Lock files this process holds: its own pid in one of them is not a stale lock from an earlier life. */
const held = new Set<string>();

function holderOf(file: string): number | null | 'gone' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isRunning(pid: number): boolean {
  // Our own pid in a lock we do not hold: written by an earlier process with the same pid (a
  // container's server is often pid 1 on every start).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

/**
 * Takes the lock of `dataDir` or throws DataDirectoryInUseError. The file appears with its pid in
 * one step (written aside, then hard-linked into place, which fails if it exists), so no process ever
 * reads an empty lock.
 */
export function lockDataDirectory(dataDir: string): DataDirectoryLock {
  const file = `${dataDir}.lock`;
  if (held.has(file)) throw new DataDirectoryInUseError(dataDir, process.pid, file);
  const mine = `${file}.${process.pid}`;
  writeFileSync(mine, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(mine, file);
        held.add(file);
        return { release: () => release(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(file);
      if (holder === 'gone') continue;
      if (holder === null || isRunning(holder)) throw new DataDirectoryInUseError(dataDir, holder, file);
      takeOverStale(file, holder, dataDir);
    }
    throw new DataDirectoryInUseError(dataDir, null, file);
  } finally {
    unlinkSync(mine);
  }
}

/**
 * Removes a lock whose process is gone. Two processes may find the same stale lock at once: each
 * moves it aside (a rename: only one succeeds on a given file), and puts back what it moved if that
 * turns out to be the other's fresh lock rather than the stale one it read.
 */
function takeOverStale(file: string, stalePid: number, dataDir: string): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = holderOf(aside);
  if (moved !== stalePid) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(aside);
    }
    throw new DataDirectoryInUseError(dataDir, moved === 'gone' ? null : moved, file);
  }
  unlinkSync(aside);
}

function release(file: string): void {
  if (!held.delete(file)) return;
  if (holderOf(file) === process.pid) unlinkSync(file);
}
