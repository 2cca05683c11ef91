import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/ih-config-test' };

describe('configuration', () => {
  it('takes an empty setting from .env as unset', () => {
    const config = loadConfig({ ...base, APP_URL: '', DEFAULT_TIMEZONE: '', SMTP_URL: '' });
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.defaultTimeZone).toBeTruthy();
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DEFAULT_TIMEZONE: 'Mars/Olympus' })).toThrow(/DEFAULT_TIMEZONE/);
    expect(() => loadConfig({ ...base, CALL_LINK_TEMPLATE: 'https://meet.example/fixed' })).toThrow(
      /CALL_LINK_TEMPLATE/,
    );
  });

  it('refuses production without a JWT secret or Google settings', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: base.DATA_DIR })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/GOOGLE_CLIENT_ID/);
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.google).toMatchObject({ clientId: 'id', issuerUrl: 'https://accounts.google.com' });
  });

  it('derives the calendar addresses’ key from CALENDAR_KEY, else from the JWT secret', () => {
    expect(loadConfig(base).calendarKey).toBe(base.JWT_SECRET);
    expect(loadConfig({ ...base, CALENDAR_KEY: 'c'.repeat(32) }).calendarKey).toBe('c'.repeat(32));
    expect(loadConfig({ ...base, CALENDAR_KEY: '' }).calendarKey).toBe(base.JWT_SECRET);
    expect(() => loadConfig({ ...base, CALENDAR_KEY: 'short' })).toThrow(/CALENDAR_KEY/);
  });

  it('turns Telegram on only with a bot token', () => {
    expect(loadConfig(base).telegram).toBeNull();
    expect(loadConfig({ ...base, TELEGRAM_BOT_TOKEN: '1:abc' }).telegram).toEqual({
      botToken: '1:abc',
      apiUrl: 'https://api.telegram.org',
    });
  });

  it('seeds demo data outside production, and in production only when SEED_DEMO_DATA=true is set', () => {
    const production = { ...base, NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    expect(loadConfig(base).seedDemoData).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: '' }).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('refuses the development sign-in page on an address other machines reach, unless told to serve it', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '']) {
      expect(() => loadConfig({ ...base, HOST: host })).toThrow(/HOST.*DEV_SIGN_IN_ON_NETWORK=true/s);
    }
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ ...base, HOST: host }).host).toBe(host);
    }
    expect(loadConfig({ ...base, HOST: '0.0.0.0', DEV_SIGN_IN_ON_NETWORK: 'true' }).host).toBe('0.0.0.0');
    const withGoogle = { ...base, HOST: '0.0.0.0', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    expect(loadConfig(withGoogle).google).not.toBeNull();
  });

  it('drains for a few seconds on SIGTERM unless SHUTDOWN_DRAIN_MS says otherwise', () => {
    expect(loadConfig(base).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '250' }).shutdownDrainMs).toBe(250);
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
