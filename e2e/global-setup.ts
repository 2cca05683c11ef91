import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createServerTemplate, type ServerTemplate } from './support/start-server';

const root = resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplate: ServerTemplate;
  }
}

/**
 * Builds client and server before the journeys when the build is missing or older than its sources, then seeds
 * one database with sessions for the demo users, which each journey file copies (see `useE2E`).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`the build failed (exit code ${result.status})`);
  }
  const template = await createServerTemplate();
  project.provide('e2eTemplate', template);
  return () => rmSync(template.dataDir, { recursive: true, force: true });
}
