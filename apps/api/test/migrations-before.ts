import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../src/db/migrate';

type Journal = { entries: { tag: string }[] };

/** The migrations folder as it was before this one: every file copied, the journal cut before it. */
export function folderBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}
