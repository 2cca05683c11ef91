import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriveUploader, driveFolderId } from './google-drive-client';

describe('driveFolderId', () => {
  it('reads the folder id from the links Google Drive gives, or a bare id', () => {
    expect(driveFolderId('https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOp?usp=sharing')).toBe(
      '1AbCdEfGhIjKlMnOp',
    );
    expect(driveFolderId('https://drive.google.com/open?id=1AbCdEfGhIjKlMnOp')).toBe('1AbCdEfGhIjKlMnOp');
    expect(driveFolderId('1AbCdEfGhIjKlMnOp')).toBe('1AbCdEfGhIjKlMnOp');
    expect(driveFolderId('https://example.com/nothing')).toBeNull();
  });
});

describe('uploading to Google Drive as a service account', () => {
  const calls: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/token') res.end(JSON.stringify({ access_token: 'drive-token', expires_in: 3600 }));
      else if (req.headers.authorization === 'Bearer drive-token')
        res.end(JSON.stringify({ id: 'file-123' }));
      else res.writeHead(401).end('{"error":"unauthenticated"}');
    });
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('signs a JWT grant, then uploads the PDF into the folder with the access token', async () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const uploader = createDriveUploader(
      { client_email: 'bot@project.iam.example', private_key: privateKey, token_uri: `${base}/token` },
      base,
    );
    const id = await uploader.upload({
      folderId: 'folder-xyz-123',
      name: 'feedback-ana-1.pdf',
      pdf: Buffer.from('%PDF-1.7 test'),
    });
    expect(id).toBe('file-123');
    const grant = new URLSearchParams(calls[0]?.body.toString());
    expect(grant.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(decodeJwt(grant.get('assertion') ?? '')).toMatchObject({
      iss: 'bot@project.iam.example',
      aud: `${base}/token`,
    });
    const upload = calls[1];
    expect(upload?.path).toBe('/upload/drive/v3/files?uploadType=multipart&supportsAllDrives=true');
    expect(upload?.body.toString()).toContain('"parents":["folder-xyz-123"]');
    expect(upload?.body.toString()).toContain('%PDF-1.7 test');
    await uploader.upload({ folderId: 'folder-xyz-123', name: 'again.pdf', pdf: Buffer.from('%PDF') });
    expect(calls.filter((c) => c.path === '/token')).toHaveLength(1);
  });
});
