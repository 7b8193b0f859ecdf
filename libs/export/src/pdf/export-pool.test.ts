import path from 'node:path';
import { EXPORT_MESSAGES } from '@cookmark/contracts';
import { ExportBusy, ExportPool, ExportTooSlow } from './export-pool.ts';
import type { PdfRequest } from './render-pdf.ts';

const SLOW_TASK = path.join(__dirname, '..', 'testing', 'slow-render-task.ts');

const LIST: PdfRequest = {
  kind: 'grocery-lists',
  lists: [{ name: 'Shop', items: [{ category: 'Dairy', items: [] }] }],
  options: { compact: false },
};

describe('ExportPool', () => {
  test('renders in a worker thread and answers the PDF bytes', async () => {
    const pool = new ExportPool({ threads: 1, timeoutMs: 60_000, queue: 8 });
    try {
      const pdf = await pool.render(LIST);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await pool.close();
    }
  });

  test('an export past its deadline fails with 503 and the user message; a closed pool renders nothing', async () => {
    // A deadline no thread can meet: starting one alone takes longer.
    const pool = new ExportPool({ threads: 1, timeoutMs: 1, queue: 8 });
    const late = pool.render(LIST);
    await expect(late).rejects.toBeInstanceOf(ExportTooSlow);
    await expect(late).rejects.toMatchObject({ statusCode: 503, message: EXPORT_MESSAGES.tooSlow });
    await pool.close();
    await expect(pool.render(LIST)).rejects.toThrow('closed');
  });

  test('a full queue refuses the next export at once with 503 and Retry-After; the others are made', async () => {
    const pool = new ExportPool({ threads: 1, timeoutMs: 60_000, queue: 2 });
    try {
      const accepted = [pool.render(LIST), pool.render(LIST), pool.render(LIST)];
      expect(pool.load).toEqual({ running: 1, waiting: 2 });
      const refused = pool.render(LIST);
      await expect(refused).rejects.toBeInstanceOf(ExportBusy);
      await expect(refused).rejects.toMatchObject({ statusCode: 503, message: EXPORT_MESSAGES.busy });
      await expect(refused).rejects.toHaveProperty('retryAfterSeconds', 10);
      for (const pdf of await Promise.all(accepted)) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pool.load).toEqual({ running: 0, waiting: 0 });
    } finally {
      await pool.close();
    }
  });

  test('the deadline counts the rendering, not the wait for a thread', async () => {
    // Each export takes 300 ms of its thread, well within a 1 s deadline; the eighth waits seven
    // of them (2.1 s) for the one thread. Were the wait counted, the last ones would fail.
    const pool = new ExportPool({ threads: 1, timeoutMs: 1_000, queue: 8, taskFile: SLOW_TASK });
    try {
      await pool.render(LIST); // the thread's start-up is not what this is about
      const pdfs = await Promise.all(Array.from({ length: 8 }, () => pool.render(LIST)));
      expect(pdfs.map((pdf) => pdf.toString())).toEqual(Array.from({ length: 8 }, () => '%PDF-slow'));
    } finally {
      await pool.close();
    }
  });
});
