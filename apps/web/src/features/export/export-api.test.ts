import { fileNameFrom } from './export-api';

describe('fileNameFrom', () => {
  test('prefers the exact UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      fileNameFrom(`attachment; filename="x.pdf"; filename*=UTF-8''%E8%A6%AA%E5%AD%90%E4%B8%BC.pdf`, 'f.pdf'),
    ).toBe('親子丼.pdf');
    expect(fileNameFrom('attachment; filename="creme-brulee.pdf"', 'f.pdf')).toBe('creme-brulee.pdf');
    expect(fileNameFrom(null, 'f.pdf')).toBe('f.pdf');
  });
});
