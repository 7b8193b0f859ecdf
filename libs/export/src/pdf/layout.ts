import type { Block } from './blocks.ts';
import type { Box } from './paginate.ts';
import { type Coverage, scriptRuns } from './script-runs.ts';
import type { BlockStyle, TextStyle } from './styles.ts';
import { type Line, type Measure, wrap } from './wrap.ts';

/** A block broken into lines at its place's width: what pagination places and drawing draws. */
export interface LaidBlock extends Box {
  block: Block;
  style: TextStyle;
  lines: Line[];
  /** Left edge of its text from the content area's left edge (room for a marker). */
  indent: number;
  lineHeight: number;
  /** False for all but the first piece of a block split between its lines. */
  first: boolean;
}

export interface LayoutContext {
  styles: Record<BlockStyle, TextStyle>;
  coverage: Coverage;
  /** The measure of text in a style's size and weight. */
  measure(style: TextStyle): Measure;
  contentWidth: number;
  /** Room kept at the right of contents entries for their page numbers. */
  pageNumberWidth: number;
  /** Height of the content area of a page. */
  pageHeight: number;
}

/** The tallest a photo is drawn (points): about a third of the page, so the recipe starts beside it. */
export const IMAGE_MAX_HEIGHT = 240;

/** The size a picture is drawn at: the text's width at most, IMAGE_MAX_HEIGHT at most, never distorted. */
export function imageBox(image: { width: number; height: number }, contentWidth: number) {
  const scale = Math.min(contentWidth / image.width, IMAGE_MAX_HEIGHT / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

/** Room left of a marked line for '12.', a bullet or a checkbox. */
export const markerWidth = (style: TextStyle) => style.size * 2;

function layOne(block: Block, context: LayoutContext): LaidBlock {
  const style = context.styles[block.style];
  if (block.image) {
    const { height } = imageBox(block.image, context.contentWidth);
    return {
      block,
      style,
      lines: [],
      indent: 0,
      lineHeight: 0,
      first: true,
      height,
      spaceBefore: style.spaceBefore,
    };
  }
  const indent = block.marker ? markerWidth(style) : 0;
  const width =
    context.contentWidth - indent - (block.style === 'contents-entry' ? context.pageNumberWidth : 0);
  const lines = wrap(scriptRuns(block.text, context.coverage), width, context.measure(style));
  const lineHeight = style.size * style.leading;
  return {
    block,
    style,
    lines,
    indent,
    lineHeight,
    first: true,
    height: lines.length * lineHeight,
    spaceBefore: style.spaceBefore,
    ...(block.keepWithNext ? { keepWithNext: true } : {}),
    ...(block.newPage ? { newPage: true } : {}),
  };
}

/**
 * Blocks broken into lines. Prose that may split (a long description), and any block taller than
 * a page, becomes one piece per line so pagination can break between its lines; every other block
 * (an ingredient, a step) stays whole and moves to the next page as one.
 */
export function layOut(blocks: readonly Block[], context: LayoutContext): LaidBlock[] {
  return blocks.flatMap((block) => {
    const laid = layOne(block, context);
    if (laid.lines.length < 2 || (!block.splittable && laid.height <= context.pageHeight)) return [laid];
    return laid.lines.map((line, i): LaidBlock => ({
      ...laid,
      lines: [line],
      height: laid.lineHeight,
      first: i === 0,
      spaceBefore: i === 0 ? laid.spaceBefore : 0,
      newPage: i === 0 && laid.newPage === true,
      keepWithNext: i === laid.lines.length - 1 && laid.keepWithNext === true,
    }));
  });
}
