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
  ])('reads %s', (header, name) => {
    expect(filenameFromContentDisposition(header)).toBe(name);
  });

  it('answers null when no file is named', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
  });
});
