import { EXPORT_MESSAGES } from '@cookmark/contracts';
import { ExportPool, ExportTooSlow } from './export-pool.ts';
import type { PdfRequest } from './render-pdf.ts';

const LIST: PdfRequest = {
  kind: 'grocery-lists',
  lists: [{ name: 'Shop', items: [{ category: 'Dairy', items: [] }] }],
  options: { compact: false },
};

describe('ExportPool', () => {
  test('renders in a worker thread and answers the PDF bytes', async () => {
    const pool = new ExportPool({ threads: 1, timeoutMs: 60_000 });
    try {
      const pdf = await pool.render(LIST);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await pool.close();
    }
  });

  test('an export past its deadline fails with 503 and the user message; a closed pool renders nothing', async () => {
    // A deadline no thread can meet: starting one alone takes longer.
    const pool = new ExportPool({ threads: 1, timeoutMs: 1 });
    const late = pool.render(LIST);
    await expect(late).rejects.toBeInstanceOf(ExportTooSlow);
    await expect(late).rejects.toMatchObject({ statusCode: 503, message: EXPORT_MESSAGES.tooSlow });
    await pool.close();
    await expect(pool.render(LIST)).rejects.toThrow('closed');
  });
});
