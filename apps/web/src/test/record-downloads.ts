import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom navigates nowhere: for each test of the calling `describe`, the page's download anchors
 * are recorded instead of followed (the file's name, or the address of a link with none), and
 * object URLs are stood in for. Returns the record, emptied before each test.
 */
export function recordDownloads(): string[] {
  const downloads: string[] = [];
  beforeEach(() => {
    downloads.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download || this.href);
    });
    URL.createObjectURL = vi.fn(() => 'blob:download');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());
  return downloads;
}
