import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';

/** The fields of a Google service-account key file that signing in needs. */
export const serviceAccountSchema = z.object({
  client_email: z.email(),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export type DriveUploader = {
  upload(file: { folderId: string; name: string; pdf: Buffer }): Promise<string>;
};

const SCOPE = 'https://www.googleapis.com/auth/drive.file';

/** The folder id in a Google Drive folder link (`…/folders/<id>` or `…?id=<id>`), or a bare id. */
export function driveFolderId(value: string): string | null {
  const trimmed = value.trim();
  const fromPath = /\/folders\/([A-Za-z0-9_-]{10,})/.exec(trimmed)?.[1];
  if (fromPath) return fromPath;
  try {
    const id = new URL(trimmed).searchParams.get('id');
    if (id && /^[A-Za-z0-9_-]{10,}$/.test(id)) return id;
  } catch {
    // not a URL
  }
  return /^[A-Za-z0-9_-]{10,}$/.test(trimmed) ? trimmed : null;
}

/**
 * Uploads files to Google Drive as a service account (OAuth 2 JWT bearer grant, then a multipart upload).
 * The interviewer's feedback folder must be shared with the service account's e-mail.
 */
export function createDriveUploader(account: ServiceAccount, apiUrl: string): DriveUploader {
  let cached: { token: string; expiresAt: number } | null = null;
  const accessToken = async () => {
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const response = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok)
      throw new Error(`Google token request failed: ${response.status} ${await response.text()}`);
    const body = z.object({ access_token: z.string(), expires_in: z.number() }).parse(await response.json());
    cached = { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return cached.token;
  };

  return {
    async upload({ folderId, name, pdf }) {
      const boundary = `ih-${Date.now().toString(36)}`;
      const metadata = JSON.stringify({ name, parents: [folderId], mimeType: 'application/pdf' });
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-type: application/json; charset=utf-8\r\n\r\n${metadata}\r\n`),
        Buffer.from(`--${boundary}\r\ncontent-type: application/pdf\r\n\r\n`),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await fetch(
        `${apiUrl}/upload/drive/v3/files?uploadType=multipart&supportsAllDrives=true`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            'content-type': `multipart/related; boundary=${boundary}`,
          },
          body,
          signal: AbortSignal.timeout(60_000),
        },
      );
      if (!response.ok)
        throw new Error(`Google Drive upload failed: ${response.status} ${await response.text()}`);
      return z.object({ id: z.string() }).parse(await response.json()).id;
    },
  };
}
