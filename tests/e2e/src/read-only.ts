import type { Page } from 'puppeteer-core';

/**
 * A stranger's view (signed out, or signed in as someone else): the recipe and nothing to change
 * it with: no edit, delete, tag, photo, scale or share-link controls.
 */
export async function expectReadOnly(of: Page): Promise<void> {
  const controls = await of.$$eval('button, a, input, select, textarea', (elements) =>
    elements
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()),
  );
  for (const control of controls) {
    expect(control).not.toMatch(
      /^(?:Edit|Delete|Stop sharing|Add tag|Remove tag|Scale|Save scaled|Add photo|Change photo|Remove photo|I cooked this)/i,
    );
  }
  expect(await of.$('#recipe-notes, [data-testid="tag-editor"]')).toBeNull();
}
