import { createRequire } from 'node:module';
import path from 'node:path';
import { PARSE_MESSAGES, PHOTO_LIMITS } from '@cookmark/contracts';
import { AppError, TryAgainLater } from '@cookmark/service-kit';
import sharp from 'sharp';
import { createWorker, type Line, PSM, type Word, type Worker } from 'tesseract.js';
import type { ExtractionResult } from '../extract/index.ts';
import type { PageReader } from '../reading/page-reader.ts';
import { type PageProbe, PROBE_MAX_HEIGHT, PROBE_WIDTH, type Region } from './columns.ts';
import { type Box, fractionParts, MAX_STRIP_PIXELS, vulgarFraction } from './fraction-glyph.ts';
import { rebuildText } from './ocr-lines.ts';
import { joinWrappedTitle, regionText, repairFractions } from './ocr-text.ts';
import { type PageLanguage, pageLanguage } from './page-language.ts';
import { checkPagePhoto } from './photo-file.ts';

const require = createRequire(import.meta.url);

/**
 * Where a language's model is: its `@tesseract.js-data/<language>` package (eng, fra, deu, spa, ita,
 * nld, por, hun, swe, nor, dan, pol and slk are dependencies of the parser), nothing downloaded at run time (issue #33).
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
  por: () => require.resolve('@tesseract.js-data/por/package.json'),
  hun: () => require.resolve('@tesseract.js-data/hun/package.json'),
  swe: () => require.resolve('@tesseract.js-data/swe/package.json'),
  nor: () => require.resolve('@tesseract.js-data/nor/package.json'),
  dan: () => require.resolve('@tesseract.js-data/dan/package.json'),
  pol: () => require.resolve('@tesseract.js-data/pol/package.json'),
  slk: () => require.resolve('@tesseract.js-data/slk/package.json'),
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
      const { data } = await Promise.race([
        worker.recognize(part, { rotateAuto: true }, { text: true, blocks: true }),
        deadline,
      ]);
      const paragraphs = (data.blocks ?? []).flatMap((block) => block.paragraphs.map((p) => p.lines));
      const grey = await straightened(part, data.rotateRadians ?? 0);
      const mended = await readFractionGlyphs(worker, grey, paragraphs.flat(), deadline);
      texts.push(regionText(rebuildText(data.text, paragraphs, mended)));
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

/**
 * A symbol that may be a fraction glyph misread: a fraction (the model mistakes one for another:
 * '⅛' for '⅓', '¼' for '½'), '%' or '¥' (its reading of most), or a 'Y' or '*' that starts a short
 * word or follows its digits ('Ya', 'Ys', '1Y4', a '*' before '/3').
 */
const FRACTION_LIKE = /^[½⅓⅔¼¾⅛⅜⅝⅞%¥]$/;
/** And at most this many a page (each is a strip of pixels and one line of a digits sheet). */
const MAX_FRACTIONS = 60;
/** The digits of each fraction are set this tall on the sheet read by OCR. */
const DIGIT_HEIGHT = 32;

/**
 * The part as tesseract read it: turned by the angle its rotateAuto found (positive clockwise, about
 * the middle, the size kept, white brought in), so that its words' boxes fall on their print. Made
 * by sharp (asking tesseract for its own grey image cost a second or more a page).
 */
async function straightened(part: Buffer, radians: number): Promise<Buffer> {
  if (radians === 0) return part;
  const { width = 0, height = 0 } = await sharp(part).metadata();
  const turned = await sharp(part)
    .rotate((radians * 180) / Math.PI, { background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const size = await sharp(turned).metadata();
  return sharp(turned)
    .extract({
      left: Math.max(0, Math.round(((size.width ?? width) - width) / 2)),
      top: Math.max(0, Math.round(((size.height ?? height) - height) / 2)),
      width,
      height,
    })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

interface FoundFraction {
  line: Line;
  word: number;
  /** The word's symbols before the glyph (a whole number's digits), and from where the rest starts. */
  before: string;
  after: string;
  numerator: Buffer;
  denominator: Buffer;
}

/**
 * The page's text with its fraction glyphs read: tesseract's model misreads '½', '¼', '⅔' (as '%',
 * '¥:', 'Ya'); where such a symbol starts an amount, its strip of the page (straightened as
 * tesseract read it) is looked at for a fraction's shape (fraction-glyph.ts), its numerator and
 * denominator are set large side by side, all of a page's on one sheet, and read by OCR as digits.
 * A reading that makes no kitchen fraction ('0/0' from a '%') leaves the line as it was.
 */
async function readFractionGlyphs(
  worker: Worker,
  grey: Buffer,
  lines: Line[],
  deadline: Promise<never>,
): Promise<Map<Line, Map<number, string>>> {
  const image = sharp(grey).greyscale();
  const { width = 0, height = 0 } = await image.metadata();
  const found: FoundFraction[] = [];
  const crop = (box: Box, left: number, top: number) =>
    sharp(grey)
      .extract({
        left: left + box.x0,
        top: top + box.y0,
        width: box.x1 - box.x0 + 1,
        height: box.y1 - box.y0 + 1,
      })
      .greyscale()
      .resize({ height: DIGIT_HEIGHT, kernel: 'lanczos3' })
      .normalise()
      .toBuffer();
  /** The fraction glyph that starts at a symbol, with its strip's place, or null. */
  const glyphAt = async (word: Word, symbol: Word['symbols'][number]) => {
    const tall = word.bbox.y1 - word.bbox.y0;
    const left = Math.max(0, symbol.bbox.x0 - 3);
    const top = Math.max(0, word.bbox.y0 - 3);
    const strip = {
      left,
      top,
      width: Math.min(width - left, Math.round(tall * 1.6) + 6),
      height: Math.min(height - top, tall + 6),
    };
    if (strip.width < 4 || strip.height < 4 || strip.width * strip.height > MAX_STRIP_PIXELS) return null;
    const { data, info } = await sharp(grey)
      .extract(strip)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const parts = fractionParts(new Uint8Array(data), info.width, info.height);
    return parts ? { parts, left, top } : null;
  };
  for (const line of lines) {
    for (const [w, word] of line.words.entries()) {
      if (found.length >= MAX_FRACTIONS) break;
      const symbols = word.symbols;
      // After a digit, a bracket, a slash or a dash ('1½', '(½', '100g/3½oz', '2-½'), or starting the word.
      const opens = (j: number) => j === 0 || /^[\d(/-]$/.test(symbols[j - 1]?.text ?? '');
      let at = symbols.findIndex(
        (s, j) =>
          opens(j) && (FRACTION_LIKE.test(s.text) || (/^[Y*]$/.test(s.text) && symbols.length - j <= 3)),
      );
      let glyph = at >= 0 ? await glyphAt(word, symbols[at] as Word['symbols'][number]) : null;
      // The glyph's numerator read as a digit of its own ('3%' for '½'), or the whole glyph read as
      // one digit opening the line ('3' for '⅓'): a fraction there has its numerator as its first ink.
      const digitBefore = at > 0 && /^\d$/.test(symbols[at - 1]?.text ?? '') ? at - 1 : -1;
      const loneDigit = at < 0 && w === 0 && /^\d$/.test(word.text) ? 0 : -1;
      const retry = glyph ? -1 : Math.max(digitBefore, loneDigit);
      if (retry >= 0) {
        const again = await glyphAt(word, symbols[retry] as Word['symbols'][number]);
        if (again?.parts.opensStrip) {
          glyph = again;
          at = retry;
        }
      }
      if (!glyph) continue;
      const { parts, left, top } = glyph;
      const end = left + parts.right;
      found.push({
        line,
        word: w,
        before: symbols
          .slice(0, at)
          .map((s) => s.text)
          .join(''),
        after: symbols
          .slice(at)
          .filter((s) => s.bbox.x0 > end)
          .map((s) => s.text)
          .join(''),
        numerator: await crop(parts.numerator, left, top),
        denominator: await crop(parts.denominator, left, top),
      });
    }
  }
  if (!found.length) return new Map();
  const row = DIGIT_HEIGHT + 24;
  const rows = await Promise.all(
    found.map(async (f) => {
      const { width: nw = DIGIT_HEIGHT } = await sharp(f.numerator).metadata();
      return [
        { input: f.numerator, left: 20, top: 12 },
        { input: f.denominator, left: 20 + nw + DIGIT_HEIGHT, top: 12 },
      ];
    }),
  );
  const sheet = await sharp({
    create: { width: 20 + DIGIT_HEIGHT * 8, height: row * found.length, channels: 3, background: '#ffffff' },
  })
    .composite(rows.flatMap((parts, i) => parts.map((p) => ({ ...p, top: p.top + i * row }))))
    .greyscale()
    // Print's resolution, so tesseract takes the digits' size as they are (none given reads as 25 dpi).
    .withMetadata({ density: 300 })
    .png({ compressionLevel: 1 })
    .toBuffer();
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    tessedit_char_whitelist: '0123456789',
  });
  let digits: string[];
  try {
    const { data } = await Promise.race([worker.recognize(sheet), deadline]);
    digits = data.text.split('\n').filter((l) => l.trim());
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, tessedit_char_whitelist: '' });
  }
  // A line lost or split on the sheet: its readings cannot be told apart.
  if (digits.length !== found.length) return new Map();
  // Each line's words mended, by word (rebuildText writes them into the page's text).
  const mended = new Map<Line, Map<number, string>>();
  for (const [i, f] of found.entries()) {
    // One digit each: a kitchen fraction's numerator and denominator.
    const read = (digits[i] ?? '').replace(/\s/g, '');
    const glyph = read.length === 2 ? vulgarFraction(read[0] as string, read[1] as string) : null;
    if (!glyph) continue;
    const words = mended.get(f.line) ?? new Map<number, string>();
    words.set(f.word, `${f.before}${glyph}${f.after}`);
    mended.set(f.line, words);
  }
  return mended;
}
