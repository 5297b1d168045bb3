import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUseError, lockDataDirectory } from './data-directory-lock';

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rekenblobs-lock-unit-'));
  dir = path.join(root, 'pglite');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A pid that belonged to a process which has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('lockDataDirectory', () => {
  it('holds the directory with its pid and lets go on release', () => {
    const lock = lockDataDirectory(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryInUseError);
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDirectory(dir).release();
  });

  it('refuses a directory another live process holds, naming the directory and the pid', () => {
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    let refused: unknown;
    try {
      lockDataDirectory(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirectoryInUseError);
    expect((refused as Error).message).toContain(dir);
    expect((refused as Error).message).toContain(`pid ${process.ppid}`);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock whose process is gone, or one of an earlier process with its own pid', () => {
    writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    lockDataDirectory(dir).release();
    writeFileSync(`${dir}.lock`, `${process.pid}\n`);
    lockDataDirectory(dir).release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a lock that names no process, and says which file it is', () => {
    writeFileSync(`${dir}.lock`, 'garbage');
    expect(() => lockDataDirectory(dir)).toThrow(`${dir}.lock`);
  });
});
