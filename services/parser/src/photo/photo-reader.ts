import { createRequire } from 'node:module';
import path from 'node:path';
import { PARSE_MESSAGES, PHOTO_LIMITS } from '@cookmark/contracts';
import { AppError, TryAgainLater } from '@cookmark/service-kit';
import sharp from 'sharp';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import type { ExtractionResult } from '../extract/index.ts';
import type { PageReader } from '../reading/page-reader.ts';
import { type PageProbe, PROBE_MAX_HEIGHT, PROBE_WIDTH, type Region } from './columns.ts';
import { joinWrappedTitle, regionText, repairFractions } from './ocr-text.ts';
import { type PageLanguage, pageLanguage } from './page-language.ts';
import { checkPagePhoto } from './photo-file.ts';

const require = createRequire(import.meta.url);

/**
 * Where a language's model is: its `@tesseract.js-data/<language>` package (eng, fra, deu, spa, ita
 * and nld are dependencies of the parser), nothing downloaded at run time (issue #33).
 * `4.0.0_best_int` is the accurate LSTM model in integer form (0.7 to 3 MB gzipped).
 */
export function langPath(language: PageLanguage): string {
  return path.join(path.dirname(MODEL_PACKAGES[language]()), '4.0.0_best_int');
}

/** Each language's package, named in full so the dependency check sees what the parser uses. */
const MODEL_PACKAGES: Record<PageLanguage, () => string> = {
  eng: () => require.resolve('@tesseract.js-data/eng/package.json'),
  fra: () => require.resolve('@tesseract.js-data/fra/package.json'),
  deu: () => require.resolve('@tesseract.js-data/deu/package.json'),
  spa: () => require.resolve('@tesseract.js-data/spa/package.json'),
  ita: () => require.resolve('@tesseract.js-data/ita/package.json'),
  nld: () => require.resolve('@tesseract.js-data/nld/package.json'),
};

/** Pages narrower than this are enlarged before OCR: tesseract reads ~10 px letters poorly. */
const MIN_OCR_WIDTH = 1800;
/** And none is read wider than this (time grows with the pixels; print stays legible). */
const MAX_OCR_WIDTH = 3000;

export class PhotoTooSlow extends AppError {
  constructor() {
    super(422, PARSE_MESSAGES.photoTooSlow);
  }
}

export class PhotoBusy extends TryAgainLater {
  constructor(retryAfterSeconds: number) {
    super(503, PARSE_MESSAGES.photoBusy, retryAfterSeconds);
  }
}

export interface PhotoReaderOptions {
  /** Deadline of one photo's OCR, counted from when the OCR thread takes it. */
  timeoutMs: number;
  /** Photos that may wait for the OCR thread; one more is refused at once (503 with Retry-After). */
  queue: number;
  /** Finds the page's columns and reads the OCR's text into a recipe (the reading pool: never this thread). */
  reader: PageReader;
}

/**
 * What OCR made of a page: its text, tesseract's mean confidence (0–100), and the lines whose
 * amount's fraction was guessed ('%' read as ½: ocr-text.ts repairFractions).
 */
export interface PageText {
  text: string;
  confidence: number;
  guessedAmounts: string[];
}

/**
 * The photo's pixels made easy to read, in libuv's threads (sharp): turned upright by its EXIF
 * orientation, grey, small photos enlarged and huge ones reduced (stretching the contrast was
 * tried and hurt: it turns JPEG ringing and paper grain into marks). Decoding
 * is capped at PHOTO_LIMITS.pixels again.
 */
export async function prepareForOcr(bytes: Buffer, width: number): Promise<Buffer> {
  const target = width < MIN_OCR_WIDTH ? Math.min(MIN_OCR_WIDTH, width * 3) : Math.min(width, MAX_OCR_WIDTH);
  try {
    return await sharp(bytes, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: 'error', animated: false })
      .rotate()
      .greyscale()
      .resize({ width: Math.round(target), kernel: 'lanczos3' })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    throw new AppError(422, PARSE_MESSAGES.photoDamaged);
  }
}

/** The probe of a prepared page, made in sharp's threads (libuv's pool, not the event loop). */
export async function probePage(image: Buffer, width: number, height: number): Promise<PageProbe> {
  const { data, info } = await sharp(image)
    .greyscale()
    .resize({ width: PROBE_WIDTH, height: PROBE_MAX_HEIGHT, fit: 'inside' })
    .blur(0.5)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data), probeWidth: info.width, probeHeight: info.height, width, height };
}

/**
 * Reads photos of cookbook pages: OCR in tesseract.js's own worker thread (never the event loop),
 * one photo at a time per process, a small queue and a deadline; then the OCR's text goes through
 * the same text reader as pasted text. The OCR thread starts with the first photo (about 2 s) and
 * stays; a photo past its deadline has its thread terminated, and the next photo starts a new one.
 */
export class PhotoReader {
  private worker: Promise<Worker> | null = null;
  private other: { language: PageLanguage; worker: Promise<Worker> } | null = null;
  private busy = false;
  private readonly waiting: Array<{ go: () => void; stop: (error: Error) => void }> = [];
  private closed = false;
  private readonly options: PhotoReaderOptions;

  constructor(options: PhotoReaderOptions) {
    this.options = options;
  }

  /** Photos being read and waiting now (for tests). */
  get load(): { reading: number; waiting: number } {
    return { reading: this.busy ? 1 : 0, waiting: this.waiting.length };
  }

  /** The recipe on a photographed page, with its report (`method: 'photo'`); `onText` sees the OCR's text (the eval). */
  async readPhoto(bytes: Buffer | null, onText?: (text: string) => void): Promise<ExtractionResult> {
    const { width } = checkPagePhoto(bytes);
    const page = await this.ocr(bytes as Buffer, width);
    onText?.(page.text);
    if (page.text.replace(/\W/g, '').length < 3) throw new AppError(422, PARSE_MESSAGES.photoNoText);
    const result = await this.options.reader.readText(page.text);
    const warnings = [...result.report.warnings];
    if (page.confidence < 70) {
      warnings.push(
        `Parts of the photo were hard to read (OCR confidence ${Math.round(page.confidence)}%): check the recipe against the page.`,
      );
    }
    if (page.guessedAmounts.length) {
      warnings.push(
        `A fraction was unclear in ${page.guessedAmounts.length === 1 ? 'one line' : `${page.guessedAmounts.length} lines`} and read as ½ (${page.guessedAmounts
          .slice(0, 3)
          .map((line) => `'${line}'`)
          .join(', ')}): check the amounts against the page.`,
      );
    }
    return { ...result, report: { ...result.report, method: 'photo', warnings } };
  }

  /** The page's text, read by OCR in turn with other photos. */
  async ocr(bytes: Buffer, width: number): Promise<PageText> {
    await this.turn();
    try {
      const prepared = await prepareForOcr(bytes, width);
      const size = await sharp(prepared).metadata();
      // The column search loops over the probe's pixels: in the reading pool, never this thread.
      const probe = await probePage(prepared, size.width ?? 0, size.height ?? 0);
      const regions = await this.options.reader.pageRegions(probe);
      return await this.recognize(prepared, regions);
    } finally {
      this.handOn();
    }
  }

  private turn(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the photo reader is closed'));
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queue) {
      return Promise.reject(new PhotoBusy(Math.min(10_000, this.options.timeoutMs) / 1000));
    }
    return new Promise((go, stop) => this.waiting.push({ go, stop }));
  }

  private handOn(): void {
    const next = this.waiting.shift();
    if (next) next.go();
    else this.busy = false;
  }

  /** A tesseract thread reading `language`, with the page settings. */
  private startWorker(language: PageLanguage): Promise<Worker> {
    return createWorker(language, 1, {
      langPath: langPath(language),
      cacheMethod: 'none',
      gzip: true,
    }).then(async (started) => {
      // Automatic page segmentation: finds the columns and reads each in turn.
      await started.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
      return started;
    });
  }

  /** The English thread, started with the first photo and kept; a failed start is tried again by the next photo. */
  private englishWorker(): Promise<Worker> {
    if (this.worker) return this.worker;
    const worker = this.startWorker('eng');
    worker.catch(() => {
      if (this.worker === worker) this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  /**
   * The thread of another language: one at a time beside the English one (a page in another
   * language ends the previous one's), so a run of photos in one language starts it once.
   */
  private otherWorker(language: PageLanguage): Promise<Worker> {
    if (this.other?.language === language) return this.other.worker;
    this.endOther();
    const worker = this.startWorker(language);
    worker.catch(() => {
      if (this.other?.worker === worker) this.other = null;
    });
    this.other = { language, worker };
    return worker;
  }

  private endOther(): void {
    const other = this.other;
    this.other = null;
    if (other) void other.worker.then((worker) => worker.terminate()).catch(() => undefined);
  }

  /**
   * The regions' text in reading order, within one deadline: read by the English model, then, when
   * its words say the page is in another language whose model is installed (page-language.ts), by
   * that language's model (its accented letters), with the fractions of its amounts mended.
   */
  private async recognize(image: Buffer, regions: Region[]): Promise<PageText> {
    if (this.closed) throw new Error('the photo reader is closed');
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new PhotoTooSlow()), this.options.timeoutMs);
    });
    try {
      // Each region cut out with a white margin (tesseract's `rectangle` misread short strips).
      const parts =
        regions.length === 1
          ? [image]
          : await Promise.all(
              regions.map((region) =>
                sharp(image)
                  .extract(region)
                  .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
                  .png({ compressionLevel: 1 })
                  .toBuffer(),
              ),
            );
      let page = await this.readParts(await Promise.race([this.englishWorker(), deadline]), parts, deadline);
      const language = pageLanguage(page.text);
      if (language !== 'eng') {
        const other = await Promise.race([this.otherWorker(language).catch(() => null), deadline]);
        // Without its model (not installed, or its thread failed to start): the English reading.
        if (other) page = await this.readParts(other, parts, deadline);
      }
      const { text, guessed } = repairFractions(page.text);
      return { ...page, text, guessedAmounts: guessed };
    } catch (error) {
      if (error instanceof PhotoTooSlow) {
        // The threads may still be reading: they are ended, and the next photo starts new ones.
        const english = this.worker;
        this.worker = null;
        void english?.then((worker) => worker.terminate()).catch(() => undefined);
        this.endOther();
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The parts' text by one thread; rotateAuto: tesseract finds the page's skew and reads it straightened. */
  private async readParts(worker: Worker, parts: Buffer[], deadline: Promise<never>): Promise<PageText> {
    const texts: string[] = [];
    let confidence = 0;
    let letters = 0;
    for (const part of parts) {
      const { data } = await Promise.race([worker.recognize(part, { rotateAuto: true }), deadline]);
      texts.push(regionText(data.text));
      const weight = data.text.replace(/\s/g, '').length;
      confidence += data.confidence * weight;
      letters += weight;
    }
    return {
      text: joinWrappedTitle(texts.filter(Boolean).join('\n\n')),
      confidence: letters ? confidence / letters : 0,
      guessedAmounts: [],
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.stop(new Error('the photo reader is closed'));
    const worker = this.worker;
    this.worker = null;
    this.endOther();
    if (worker) await worker.then((started) => started.terminate()).catch(() => undefined);
  }
}
