import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SentTelegram = { token: string; chat_id: string; text: string };

/** A Telegram Bot API stand-in on loopback that records sendMessage calls. */
export async function startFakeTelegramApi(): Promise<{
  url: string;
  sent: SentTelegram[];
  close(): Promise<void>;
}> {
  const sent: SentTelegram[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (!match?.[1]) {
        res.statusCode = 404;
        res.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        chat_id: string | number;
        text: string;
      };
      sent.push({ token: match[1], chat_id: String(body.chat_id), text: body.text });
      res.end(
        JSON.stringify({
          ok: true,
          result: {
            message_id: sent.length,
            date: 0,
            chat: { id: Number(body.chat_id), type: 'private' },
            text: body.text,
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
