/** Spec §9: the print dialog opens this long after the print window ... */
export const PRINT_DELAY_MS = 500;
/** ... and the window closes this long after printing starts. */
export const PRINT_CLOSE_DELAY_MS = 1000;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** A clean page for paper: the product's type, no colours, a page break before each recipe or list. */
function printCss(compact: boolean): string {
  const size = compact ? 10 : 12;
  return `
    body { font-family: Georgia, 'Times New Roman', serif; font-size: ${size}pt; line-height: 1.45; color: #000; margin: 1.5cm; }
    header { font: 600 9pt system-ui, sans-serif; color: #555; border-bottom: 1px solid #ccc; padding-bottom: 4pt; margin-bottom: 12pt; }
    section + section { break-before: page; }
    h1 { font-size: ${size * 1.8}pt; margin: 0 0 4pt; }
    h2 { font-size: ${size * 1.25}pt; margin: ${size}pt 0 4pt; }
    h3 { font-size: ${size * 1.05}pt; margin: ${size * 0.7}pt 0 2pt; }
    .meta { color: #444; margin: 0 0 ${size * 0.6}pt; }
    li { break-inside: avoid; margin: 2pt 0; }
    ul.checklist { list-style: none; padding-left: 0; }
  `;
}

/**
 * Opens an empty print window: at once on the click, before anything is loaded, so the browser
 * counts it as the user's doing. Null when the browser blocked the pop-up.
 */
export function openPrintWindow(): Window | null {
  return window.open('', '_blank', 'width=820,height=900');
}

/** Fills the print window with `bodyHtml` (already escaped), prints after PRINT_DELAY_MS, closes PRINT_CLOSE_DELAY_MS later. */
export function printInWindow(win: Window, title: string, bodyHtml: string, compact: boolean): void {
  win.document.write(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      `<style>${printCss(compact)}</style></head><body><header>Cookmark</header>${bodyHtml}</body></html>`,
  );
  win.document.close();
  setTimeout(() => {
    win.focus();
    win.print();
    setTimeout(() => win.close(), PRINT_CLOSE_DELAY_MS);
  }, PRINT_DELAY_MS);
}
