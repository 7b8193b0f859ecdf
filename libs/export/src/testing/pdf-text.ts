import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Reading a PDF back as a reader would, with poppler's pdftotext and pdftoppm (Debian's
 * poppler-utils): for tests of the services that export.
 */
export class PdfFile {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'cookmark-pdf-'));
  private readonly file = path.join(this.dir, 'export.pdf');

  constructor(bytes: Buffer) {
    writeFileSync(this.file, bytes);
  }

  /** The text of all pages, or of page `page` (1-based) alone. */
  async text(page?: number): Promise<string> {
    const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
    const { stdout } = await run('pdftotext', [...pages, '-enc', 'UTF-8', this.file, '-']);
    return stdout;
  }

  /** The size in pixels of each picture drawn, page by page (poppler's pdfimages), as `page:WxH`. */
  async images(): Promise<string[]> {
    const { stdout } = await run('pdfimages', ['-list', this.file]);
    return stdout
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cells) => cells.length > 4)
      .map(([page, , , width, height]) => `${page}:${width}x${height}`);
  }

  async pageCount(): Promise<number> {
    const { stdout } = await run('pdfinfo', [this.file]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
  }

  /**
   * Page `page` rendered as a PNG, kept as a test artefact in `tmp/test-artifacts/` at the
   * repository root (git-ignored) for a person to look at. Tests run in their project's folder,
   * two levels below the root (services/recipes, libs/export).
   */
  async keepPng(page: number, name: string): Promise<string> {
    const folder = path.resolve(process.cwd(), '..', '..', 'tmp', 'test-artifacts');
    mkdirSync(folder, { recursive: true });
    const base = path.join(folder, name);
    await run('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      this.file,
      base,
    ]);
    return `${base}.png`;
  }

  close(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Text with every run of white space (line breaks too) as one space: a wrapped line reads whole. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');
