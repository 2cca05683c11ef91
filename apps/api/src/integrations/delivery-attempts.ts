/** Attempts before an outgoing e-mail or Telegram message is given up; pg-boss spaces them with backoff. */
export const MAX_DELIVERY_ATTEMPTS = 5;
