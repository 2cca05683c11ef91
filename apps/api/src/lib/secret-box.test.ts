import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

describe('secretBox', () => {
  const address =
    'https://calendar.google.com/calendar/ical/ada%40example.com/private-0123456789abcdef/basic.ics';
  const box = secretBox('a-configured-secret-of-at-least-32-characters', 'calendar-address');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal(address);
    expect(sealed).not.toContain('calendar.google.com');
    expect(sealed).not.toBe(box.seal(address));
    expect(box.open(sealed)).toBe(address);
  });

  it('opens nothing sealed with another secret or purpose, altered, or not sealed at all', () => {
    const sealed = box.seal(address);
    expect(
      secretBox('another-configured-secret-of-32-characters', 'calendar-address').open(sealed),
    ).toBeNull();
    expect(secretBox('a-configured-secret-of-at-least-32-characters', 'other').open(sealed)).toBeNull();
    const [version, iv, tag, ciphertext = ''] = sealed.split('.');
    const flipped = `${ciphertext.slice(0, -2)}${ciphertext.endsWith('A') ? 'B' : 'A'}${ciphertext.slice(-1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open([version, iv, tag?.slice(0, 8), ciphertext].join('.'))).toBeNull();
    expect(box.open(address)).toBeNull();
  });
});
