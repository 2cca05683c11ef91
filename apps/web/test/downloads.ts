import { vi } from 'vitest';

/**
 * Stands in for the browser's saving of downloads (object URLs and the hidden link's click): returns the names
 * the files were saved under, in order.
 */
export function captureDownloads(): string[] {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
