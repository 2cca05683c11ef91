import { describe, expect, it, vi } from 'vitest';
import { useListeningApp } from '../../../test/listening-app';

/** How often oidc-provider was loaded in this file's process (the module is evaluated once). */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('oidc-provider', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

describe('the development OpenID Connect issuer', () => {
  const t = useListeningApp();

  it('starts with its first request, not with the server, and serves concurrent first requests', async () => {
    expect(loads.count).toBe(0);
    const discovery = `${t.baseUrl}/dev-oidc/.well-known/openid-configuration`;
    const answers = await Promise.all([fetch(discovery), fetch(discovery)]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ issuer: `${t.baseUrl}/dev-oidc` });
    }
    expect(loads.count).toBe(1);
  });
});
