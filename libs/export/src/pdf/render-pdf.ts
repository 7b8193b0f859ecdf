import PDFDocument from 'pdfkit';
import type { RecipeExportOptions, ExportRecipe } from '../text/recipe-text.ts';
import { type Block, contentsBlocks, type ExportList, listBlocks, recipeBlocks } from './blocks.ts';
import { fonts, type Face } from './fonts.ts';
import { imageBox, type LaidBlock, type LayoutContext, layOut } from './layout.ts';
import { paginate, type Placed } from './paginate.ts';
import type { Script } from './script-runs.ts';
import { BRAND, stylesFor, type TextStyle } from './styles.ts';
import type { Line, Measure } from './wrap.ts';

/** What to render: recipes or grocery lists, several making one PDF with a contents page. */
export type PdfRequest =
  | { kind: 'recipes'; recipes: ExportRecipe[]; options: RecipeExportOptions & { compact: boolean } }
  | { kind: 'grocery-lists'; lists: ExportList[]; options: { compact: boolean } };

/** US Letter, in points. */
const PAGE = { width: 612, height: 792, left: 56, right: 56, top: 74, bottom: 64 } as const;
const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
const CONTENT_HEIGHT = PAGE.height - PAGE.top - PAGE.bottom;
const PAGE_NUMBER_WIDTH = 48;
const PRODUCT = 'Cookmark';
/** Bold Japanese: the regular outline stroked this fraction of the size. */
const FAUX_BOLD = 0.035;

const faceOf = (script: Script, bold: boolean): Face =>
  script === 'cjk' ? 'cjk' : bold ? 'bold' : 'regular';

/** A laid-out document: its pages, the blocks on them and the page each part starts on. */
interface Pages {
  laid: LaidBlock[];
  pages: Placed[][];
}

function paginated(blocks: Block[], context: LayoutContext): Pages {
  const laid = layOut(blocks, context);
  return { laid, pages: paginate(laid, CONTENT_HEIGHT) };
}

/** Page (1-based, in the body) on which each part starts. */
function partPages({ laid, pages }: Pages): Map<number, number> {
  const starts = new Map<number, number>();
  pages.forEach((page, pageIndex) => {
    for (const { index } of page) {
      const part = laid[index]?.block.part;
      if (part !== undefined && laid[index]?.first && !starts.has(part)) starts.set(part, pageIndex + 1);
    }
  });
  return starts;
}

function blocksOf(request: PdfRequest): { blocks: Block[]; titles: string[] } {
  if (request.kind === 'recipes') {
    return {
      blocks: request.recipes.flatMap((recipe, part) => recipeBlocks(recipe, request.options, part)),
      titles: request.recipes.map((recipe) => recipe.title),
    };
  }
  return {
    blocks: request.lists.flatMap((list, part) => listBlocks(list, part)),
    titles: request.lists.map((list) => list.name),
  };
}

/**
 * Renders recipes or grocery lists as a PDF: 'Cookmark' in each page's header, 'Page N of M' in its
 * footer, each recipe or list from a new page, and for several a contents page first. Layout and
 * pagination are worked out before anything is drawn, so page numbers are known when drawing.
 * CPU-bound: services run it in worker threads (export-pool.ts).
 */
export async function renderPdf(request: PdfRequest): Promise<Uint8Array> {
  const { data, coverage } = fonts();
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    // Margins are ours: pdfkit would add pages of its own when text nears its bottom margin.
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: request.kind === 'recipes' ? 'Recipes' : 'Grocery lists',
      Creator: PRODUCT,
      Producer: PRODUCT,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const face of ['regular', 'bold', 'cjk'] as const) doc.registerFont(face, data[face]);

  const widths = new Map<string, number>();
  const measure =
    (style: TextStyle): Measure =>
    (text, script) => {
      const face = faceOf(script, style.bold);
      const key = `${face}|${style.size}|${text}`;
      let width = widths.get(key);
      if (width === undefined) {
        width = doc.font(face).fontSize(style.size).widthOfString(text);
        widths.set(key, width);
      }
      return width;
    };
  const compact = request.options.compact;
  const context: LayoutContext = {
    styles: stylesFor(compact),
    coverage,
    measure,
    contentWidth: CONTENT_WIDTH,
    pageNumberWidth: PAGE_NUMBER_WIDTH,
    pageHeight: CONTENT_HEIGHT,
  };

  const { blocks, titles } = blocksOf(request);
  const body = paginated(blocks, context);
  const contents = titles.length > 1 ? paginated(contentsBlocks(titles), context) : { laid: [], pages: [] };
  const offset = contents.pages.length;
  const starts = partPages(body);
  const total = offset + body.pages.length;

  const drawLine = (line: Line, x: number, baseline: number, style: TextStyle) => {
    let at = x;
    for (const run of line.runs) {
      const face = faceOf(run.script, style.bold);
      doc.font(face).fontSize(style.size).fillColor(style.color);
      const fauxBold = style.bold && run.script === 'cjk';
      if (fauxBold) doc.lineWidth(style.size * FAUX_BOLD).strokeColor(style.color);
      doc.text(run.text, at, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        stroke: fauxBold,
        fill: true,
      });
      at += measure(style)(run.text, run.script);
    }
  };

  const drawMarker = (laid: LaidBlock, top: number, baseline: number) => {
    const marker = laid.block.marker;
    const style = laid.style;
    if (!marker || !laid.first) return;
    const x = PAGE.left;
    switch (marker.kind) {
      case 'number':
        doc.font('bold').fontSize(style.size).fillColor(BRAND);
        doc.text(marker.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
        break;
      case 'bullet':
        doc.circle(x + style.size * 0.35, top + laid.lineHeight / 2, style.size * 0.16).fill(BRAND);
        break;
      case 'checkbox': {
        const side = style.size * 0.95;
        const boxTop = top + (laid.lineHeight - side) / 2;
        doc.lineWidth(0.8).strokeColor('#44403c').rect(x, boxTop, side, side).stroke();
        if (marker.checked) {
          doc
            .lineWidth(1.2)
            .moveTo(x + side * 0.2, boxTop + side * 0.55)
            .lineTo(x + side * 0.42, boxTop + side * 0.78)
            .lineTo(x + side * 0.82, boxTop + side * 0.22)
            .stroke();
        }
        break;
      }
    }
  };

  const drawPage = (pages: Pages, page: Placed[], pageNumber: number) => {
    doc.addPage();
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(BRAND)
      .text(PRODUCT, PAGE.left, 40, { lineBreak: false, baseline: 'alphabetic' });
    doc
      .lineWidth(0.6)
      .strokeColor('#e7e5e4')
      .moveTo(PAGE.left, 48)
      .lineTo(PAGE.width - PAGE.right, 48)
      .stroke();
    for (const { index, y } of page) {
      const laid = pages.laid[index] as LaidBlock;
      const top = PAGE.top + y;
      const image = laid.block.image;
      if (image) {
        const box = imageBox(image, CONTENT_WIDTH);
        doc.image(Buffer.from(image.data), PAGE.left, top, { width: box.width, height: box.height });
        continue;
      }
      laid.lines.forEach((line, i) => {
        const lineTop = top + i * laid.lineHeight;
        // The baseline sits where the line box would put a Latin line's; CJK runs share it.
        const baseline = lineTop + laid.lineHeight / 2 + laid.style.size * 0.35;
        if (i === 0) drawMarker(laid, lineTop, baseline);
        drawLine(line, PAGE.left + laid.indent, baseline, laid.style);
        const part = laid.block.part;
        if (laid.block.style === 'contents-entry' && part !== undefined && i === laid.lines.length - 1) {
          const number = String(offset + (starts.get(part) ?? 1));
          doc.font('regular').fontSize(laid.style.size).fillColor(laid.style.color);
          const numberX = PAGE.width - PAGE.right - doc.widthOfString(number);
          doc.text(number, numberX, baseline, { lineBreak: false, baseline: 'alphabetic' });
          // Dotted leaders from the title to its page number.
          const from = PAGE.left + laid.indent + line.width + 6;
          if (numberX - 6 > from) {
            doc.save().lineWidth(0.8).strokeColor('#a8a29e').dash(0.8, { space: 3 });
            doc
              .moveTo(from, baseline - 1)
              .lineTo(numberX - 6, baseline - 1)
              .stroke();
            doc.restore();
          }
        }
      });
    }
    const footer = `Page ${pageNumber} of ${total}`;
    doc.font('regular').fontSize(9).fillColor('#78716c');
    doc.text(footer, (PAGE.width - doc.widthOfString(footer)) / 2, PAGE.height - 34, {
      lineBreak: false,
      baseline: 'alphabetic',
    });
  };

  contents.pages.forEach((page, i) => drawPage(contents, page, i + 1));
  body.pages.forEach((page, i) => drawPage(body, page, offset + i + 1));
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
