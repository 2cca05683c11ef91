import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="report.pdf"', 'report.pdf'],
    ['attachment; filename=report.zip', 'report.zip'],
    ['attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    [
      'attachment; filename="fallback.pdf"; filename*=UTF-8\'\'%D0%9E%D1%82%D0%B7%D1%8B%D0%B2.pdf',
      'Отзыв.pdf',
    ],
    // As the API sends a feedback's PDF: the ASCII fallback first, the UTF-8 name wins.
    [
      'attachment; filename="feedback-7.pdf"; filename*=UTF-8\'\'feedback-7-%D0%BE%D0%BB%D0%B5%D0%BD%D0%B0.pdf',
      'feedback-7-олена.pdf',
    ],
    ['attachment; filename*=utf-8\'\'na%C3%AFve.pdf; filename="naive.pdf"', 'naïve.pdf'],
    ['attachment; filename*=iso-8859-1\'en\'na%EFve.pdf; filename="naive.pdf"', 'naïve.pdf'],
    // Unreadable: the plain name.
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'%E0%A4%A.pdf', 'fallback.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=KOI8-R\'\'%F0.pdf', 'fallback.pdf'],
  ])('reads %s', (header, name) => {
    expect(filenameFromContentDisposition(header)).toBe(name);
  });

  it('answers null when no file is named', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
  });
});
