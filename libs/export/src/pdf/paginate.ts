/** What pagination needs of a laid-out block: its height and how it may sit on a page. */
export interface Box {
  height: number;
  /** Space above it, dropped at the top of a page. */
  spaceBefore: number;
  /** Never the last thing on a page: a heading stays with the line after it. */
  keepWithNext?: boolean;
  /** Starts a new page (each recipe, each grocery list) unless the page is still empty. */
  newPage?: boolean;
}

/** A block placed on a page, `y` from the top of the page's content area. */
export interface Placed {
  index: number;
  y: number;
}

/** The height `boxes[from]` and the blocks it must stay with take, placed at the top of a page or not. */
function chainHeight(boxes: readonly Box[], from: number, atTop: boolean): number {
  let height = 0;
  for (let i = from; i < boxes.length; i += 1) {
    const box = boxes[i] as Box;
    if (i > from && box.newPage) break;
    height += (i === from && atTop ? 0 : box.spaceBefore) + box.height;
    if (!box.keepWithNext) break;
  }
  return height;
}

/**
 * Blocks onto pages of `pageHeight`. A block is never split: one that does not fit in what is left
 * of a page starts the next, together with the headings kept with it. Every block is expected to
 * fit on an empty page (layout.ts splits taller ones into their lines first); one that does not is
 * placed alone on a page.
 */
export function paginate(boxes: readonly Box[], pageHeight: number): Placed[][] {
  const pages: Placed[][] = [];
  let page: Placed[] = [];
  let y = 0;
  const newPage = () => {
    pages.push(page);
    page = [];
    y = 0;
  };
  boxes.forEach((box, index) => {
    if (box.newPage && page.length > 0) newPage();
    if (page.length > 0) {
      const needed = chainHeight(boxes, index, false);
      // A chain taller than a page cannot stay together: then only the block itself must fit.
      const mustFit = needed - box.spaceBefore > pageHeight ? box.spaceBefore + box.height : needed;
      if (y + mustFit > pageHeight) newPage();
    }
    const top = page.length === 0 ? y : y + box.spaceBefore;
    page.push({ index, y: top });
    y = top + box.height;
  });
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}
