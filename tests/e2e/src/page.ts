/**
 * A test file's browser: importing this module starts one Chromium for the file and a fresh private
 * window (no cookies) for each of its tests (useBrowserSession's hooks, registered as the file
 * loads). `page` is the running test's page: an ES module binding, so module-level helpers of the
 * file see the new page in every test.
 */
import type { Page } from 'puppeteer-core';
import { useBrowserSession } from './browser.ts';

export const session = useBrowserSession();

export let page: Page;

beforeEach(() => {
  page = session.page;
});
