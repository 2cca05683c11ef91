import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { MAX_DELIVERY_ATTEMPTS } from '../delivery-attempts';
import { findTelegramMessage, markTelegramAttempt } from './telegram-outbox.repository';

export type TelegramSender = { send(chatId: string, text: string): Promise<void> };

/**
 * The Bot API client; `apiUrl` lets tests point it at a fake Bot API on loopback. grammy is loaded here, only when
 * the bot is configured.
 */
export async function createTelegramSender(botToken: string, apiUrl: string): Promise<TelegramSender> {
  const { Api } = await import('grammy');
  const api = new Api(botToken, { apiRoot: apiUrl });
  return {
    async send(chatId, text) {
      await api.sendMessage(chatId, text, { link_preview_options: { is_disabled: true } });
    },
  };
}

/** Sends one queued message; a failed attempt throws so the job retries with backoff. */
export async function deliverTelegramMessage(options: {
  db: Db;
  sender: TelegramSender;
  log: FastifyBaseLogger;
  id: number;
}) {
  const message = await findTelegramMessage(options.db, options.id);
  if (message?.status !== 'pending') return;
  try {
    await options.sender.send(message.chatId, message.text);
    await markTelegramAttempt(options.db, message.id, {});
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const final = message.attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
    await markTelegramAttempt(options.db, message.id, { error: text, final });
    if (!final) throw error;
    options.log.error({ chatId: message.chatId, err: error }, 'Telegram delivery failed for good');
  }
}
