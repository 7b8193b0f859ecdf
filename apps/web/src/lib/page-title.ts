import { useLayoutEffect } from 'react';

export const PRODUCT_NAME = 'Cookmark';

/** The document title of a page: '{title} | Cookmark', or the product's own title on the landing page. */
export function pageTitle(title: string | null): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} — clean recipes, saved`;
}

/**
 * Sets the browser tab's title while the page is shown (null: the product's own title), in the same
 * commit as the page it names: with a passive effect (run after paint, and later still on a busy
 * machine) the heading could name a recipe while the tab still said 'Recipe'.
 */
export function usePageTitle(title: string | null | undefined): void {
  useLayoutEffect(() => {
    if (title === undefined) return;
    document.title = pageTitle(title);
  }, [title]);
}
