import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('opening the embedded database in a folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'ih-cluster-'));
  const template = join(root, 'cluster');

  beforeAll(async () => {
    // What the build makes: an empty cluster, with a marker so that a test can tell where a folder came from.
    const cluster = await PGlite.create(template);
    await cluster.exec('create table made_by_template (n int)');
    await cluster.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function tables(dataDir: string, clusterTemplate: string): Promise<string[]> {
    const database = await openDatabase({ kind: 'pglite', dataDir, clusterTemplate });
    try {
      const { rows } = await database.execute<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
      );
      return rows.map((row) => row.name);
    } finally {
      await database.close();
    }
  }

  it('starts a new folder from the cluster template, and keeps what is written there', async () => {
    const dataDir = join(root, 'new');
    expect(await tables(dataDir, template)).toEqual(['made_by_template']);
    const database = await openDatabase({ kind: 'pglite', dataDir, clusterTemplate: template });
    await database.execute('create table written_later (n int)');
    await database.execute('insert into made_by_template values (7)');
    await database.close();

    // Opened again, the folder is not empty: it is used as it is, not replaced by the template.
    expect(await tables(dataDir, template)).toEqual(['made_by_template', 'written_later']);
    const again = await openDatabase({ kind: 'pglite', dataDir, clusterTemplate: template });
    expect((await again.execute('select n from made_by_template')).rows).toEqual([{ n: 7 }]);
    await again.close();
    // The template itself is untouched.
    expect(await tables(join(root, 'another'), template)).toEqual(['made_by_template']);
  });

  it('creates the cluster itself (initdb) when there is no template', async () => {
    const missing = join(root, 'no-such-cluster');
    expect(existsSync(missing)).toBe(false);
    expect(await tables(join(root, 'without-template'), missing)).toEqual([]);
  });
});
