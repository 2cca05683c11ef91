import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds a folder: a process id and, on Linux, what tells that process apart from a later one with its id. */
type Holder = { pid: number; identity: string | null };

/**
 * The boot and the start time of a process (Linux `/proc`), so a lock left by a process that died is not taken for
 * a live one that got its id later (a container that restarts often gives its server the same low id). Null where
 * `/proc` is missing (macOS) or the process is gone.
 */
function identityOf(pid: number): string | null {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (start time); the command name, field 2, may hold spaces, so count from its closing parenthesis.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTime ? `${bootId}:${startTime}` : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, identity: holder.identity ?? null } : null;
  } catch {
    return null; // gone, or cut short by a crash while it was written: nobody holds the folder
  }
}

function isAlive(holder: Holder): boolean {
  if (!isRunning(holder.pid)) return false;
  return holder.identity === null || holder.identity === identityOf(holder.pid);
}

/** The data folder is held by another live process (the server, most often). */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * Takes the embedded database's folder for this process, or throws a message saying who has it. PGlite has no lock
 * of its own: a second process on the same files (a command such as `npm run user:create` while the server runs,
 * or a second server) reads and writes pages the first one holds in memory, and one of them loses its writes or
 * damages the database. A lock left by a process that no longer runs is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'pglite.lock');
  const me: Holder = { pid: process.pid, identity: identityOf(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return () => {
        if (readHolder(file)?.pid === me.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && isAlive(holder)) {
      const who = holder.pid === process.pid ? 'this process already' : `process ${holder.pid}`;
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is open in ${who}. Stop that process (the server) first, ` +
          'or run everything on PostgreSQL (DATABASE_URL).',
      );
    }
    // Left by a process that is gone: remove it and try again (another starting process may win the race).
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}: its lock file keeps changing`);
}
