import { contentDisposition } from './pdf-headers.ts';

describe('contentDisposition', () => {
  test('an ASCII name for every browser and the exact one encoded', () => {
    expect(contentDisposition('creme-brulee.pdf')).toBe(
      `attachment; filename="creme-brulee.pdf"; filename*=UTF-8''creme-brulee.pdf`,
    );
    expect(contentDisposition('親子丼.pdf')).toBe(
      `attachment; filename="cookmark-export.pdf"; filename*=UTF-8''%E8%A6%AA%E5%AD%90%E4%B8%BC.pdf`,
    );
  });
});
