let namedOpener: HTMLElement | null = null;

/**
 * Names what the next dialog to open returns focus to, where the control that opened it goes
 * away (a menu item: the menu's button). A module of its own, not dialog.tsx: the user menu on every
 * signed-in page calls it, and need not bring Radix's dialog with it (docs/performance.md).
 */
export function openDialogFrom(element: HTMLElement | null): void {
  namedOpener = element;
}

/** What the keyboard was on when a dialog opened (or what openDialogFrom named). */
export function dialogOpener(): HTMLElement | null {
  const named = namedOpener;
  namedOpener = null;
  if (named) return named;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
