import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One file the fake Drive received: its metadata (name, parents) and its content as the multipart body carried it. */
export type DriveUpload = { name: string; parents: string[]; body: string };

/**
 * Google's token endpoint and the Drive upload API on loopback, with a service-account key (a fresh RSA key)
 * whose token_uri points here: what GOOGLE_DRIVE_CREDENTIALS and GOOGLE_DRIVE_API_URL need in a test.
 */
export async function startFakeGoogleDriveApi(): Promise<{
  url: string;
  /** The service-account key as JSON, as GOOGLE_DRIVE_CREDENTIALS takes it. */
  credentials: string;
  uploads: DriveUpload[];
  close(): Promise<void>;
}> {
  const uploads: DriveUpload[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      res.setHeader('content-type', 'application/json');
      if (req.url === '/token') {
        res.end(JSON.stringify({ access_token: 'fake-drive-token', expires_in: 3600 }));
        return;
      }
      if (req.headers.authorization !== 'Bearer fake-drive-token') {
        res.writeHead(401).end('{"error":"unauthenticated"}');
        return;
      }
      const metadata = /\{"name".*?\}/.exec(body)?.[0];
      const parsed = metadata ? (JSON.parse(metadata) as { name: string; parents: string[] }) : null;
      uploads.push({ name: parsed?.name ?? '', parents: parsed?.parents ?? [], body });
      res.end(JSON.stringify({ id: `file-${uploads.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const credentials = JSON.stringify({
    client_email: 'interview-hub@project.iam.example',
    private_key: privateKey,
    token_uri: `${url}/token`,
  });
  return {
    url,
    credentials,
    uploads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
