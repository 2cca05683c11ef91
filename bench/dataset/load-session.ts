import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { LoadSession } from './bulk-insert';

/**
 * `COPY … FROM STDIN` on one pg client, through pg's submittable interface (the protocol pg-copy-streams uses),
 * so the load needs no package beyond pg.
 */
class CopyIn {
  readonly done: Promise<void>;
  private resolve: () => void = () => {};
  private reject: (error: Error) => void = () => {};

  constructor(
    readonly text: string,
    private readonly body: string,
  ) {
    this.done = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: { query(text: string): void }): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: { sendCopyFromChunk(chunk: Buffer): void; endCopyFrom(): void }): void {
    const data = Buffer.from(this.body);
    const chunk = 1 << 20;
    for (let offset = 0; offset < data.length; offset += chunk) {
      connection.sendCopyFromChunk(data.subarray(offset, offset + chunk));
    }
    connection.endCopyFrom();
  }

  handleCommandComplete(): void {}

  handleReadyForQuery(): void {
    this.resolve();
  }

  handleError(error: Error): void {
    this.reject(error);
  }
}

export async function openPostgresSession(url: string): Promise<LoadSession> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async execute(text, params) {
      return (await client.query(text, params)).rows;
    },
    async copy(table, columns, body) {
      const copy = new CopyIn(`copy "${table}" (${columns.join(', ')}) from stdin`, body);
      client.query(copy as never);
      await copy.done;
    },
    close: () => client.end(),
  };
}

/** PGlite reads COPY input from a blob handed over as `/dev/blob`. */
export async function openPgliteSession(dataDir: string): Promise<LoadSession> {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  return {
    async execute<Row>(text: string, params?: unknown[]) {
      return (await db.query<Row>(text, params)).rows;
    },
    async copy(table, columns, body) {
      await db.query(`copy "${table}" (${columns.join(', ')}) from '/dev/blob'`, [], {
        blob: new Blob([body]),
      });
    },
    close: () => db.close(),
  };
}
