import { describe, expect, it } from 'vitest';
import { loginRequestSchema, passwordResetRequestSchema, setPasswordRequestSchema } from './auth';
import { NUL_CHARACTER_MESSAGE } from './nul-character';
import { searchQuerySchema, textInput } from './record-fields';
import { userInputSchema } from './users';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text with a NUL character', () => {
  it('is refused by every request string with one clear message', () => {
    expect(messagesOf(textInput().safeParse('nul\u0000name'))).toEqual([NUL_CHARACTER_MESSAGE]);
    expect(messagesOf(searchQuerySchema.safeParse('a\u0000b'))).toEqual([NUL_CHARACTER_MESSAGE]);
    expect(NUL_CHARACTER_MESSAGE).toBe('Text must not contain the NUL character (\\u0000)');
  });

  it('is refused on the public sign-in, reset and set-password forms', () => {
    expect(messagesOf(loginRequestSchema.safeParse({ email: 'a\u0000@example.com', password: 'x' }))).toEqual(
      [NUL_CHARACTER_MESSAGE],
    );
    expect(messagesOf(passwordResetRequestSchema.safeParse({ email: 'a\u0000b' }))).toEqual([
      NUL_CHARACTER_MESSAGE,
    ]);
    expect(
      messagesOf(setPasswordRequestSchema.safeParse({ token: 'abc', password: 'Welcome2024\u0000!' })),
    ).toContain(NUL_CHARACTER_MESSAGE);
  });

  it('leaves other text alone, unicode included', () => {
    expect(userInputSchema.parse({ name: ' Анна \u202e ', email: 'anna@example.com' }).name).toBe(
      'Анна \u202e',
    );
    expect(textInput().parse('𝕌𝕟𝕚𝕔𝕠𝕕𝕖')).toBe('𝕌𝕟𝕚𝕔𝕠𝕕𝕖');
  });
});
