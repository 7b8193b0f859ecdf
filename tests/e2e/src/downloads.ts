import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';

/** Lets the page's window download into a new folder of the test's own; answers the folder. */
export async function allowDownloads(page: Page): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'cookmark-downloads-'));
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: folder,
    browserContextId: page.browserContext().id,
  });
  return folder;
}

/**
 * Waits for a finished download in `folder` whose name ends with `ending` and returns its path.
 * Chromium makes an empty file of the final name first and writes into `<name>.crdownload`, which
 * it renames over it at the end: a download is finished once no `.crdownload` is left and the file
 * holds something.
 */
export async function downloaded(folder: string, ending: string): Promise<string> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const names = readdirSync(folder);
    const done = names.find((name) => name.endsWith(ending));
    const writing = names.some((name) => name.endsWith('.crdownload'));
    if (done && !writing && statSync(path.join(folder, done)).size > 0) return path.join(folder, done);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${ending} download in ${readdirSync(folder).join(', ') || 'an empty folder'}`);
}
