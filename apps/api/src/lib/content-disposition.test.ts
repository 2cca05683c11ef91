import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('names the file in UTF-8 for browsers and in ASCII for the rest', () => {
    expect(attachmentDisposition('feedback-7-Олена Коваль.pdf', 'feedback-7.pdf')).toBe(
      'attachment; filename="feedback-7.pdf"; ' +
        "filename*=UTF-8''feedback-7-%D0%9E%D0%BB%D0%B5%D0%BD%D0%B0%20%D0%9A%D0%BE%D0%B2%D0%B0%D0%BB%D1%8C.pdf",
    );
  });

  it('encodes the characters RFC 5987 does not allow bare, and keeps the fallback a valid quoted string', () => {
    const header = attachmentDisposition("O'Brien (draft)*.pdf", 'say "hi"\\Ž.pdf');

    expect(header).toBe(
      `attachment; filename="say _hi__Ž.pdf"; filename*=UTF-8''O%27Brien%20%28draft%29%2A.pdf`.replace(
        'Ž',
        '_',
      ),
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe("O'Brien (draft)*.pdf");
  });
});
