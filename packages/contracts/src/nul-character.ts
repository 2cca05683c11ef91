/**
 * U+0000 in text: PostgreSQL cannot store it in a text column (the query fails) and some password hashes stop
 * reading at it, so every string a request sends is refused with this message when it holds one. No zod here,
 * so the password rules' client bundle stays without it.
 */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

export function hasNulCharacter(value: string): boolean {
  return value.includes('\u0000');
}
