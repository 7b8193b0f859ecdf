import type { CDPSession, Page } from 'puppeteer-core';

/** Each tab's session on its service worker: the one that switched the worker's network off switches it on. */
const workerSessions = new Map<Page, CDPSession>();

/**
 * The network switched off or on for the page and for its service worker too: Chromium's emulation
 * of a page does not reach the worker's own requests, which would otherwise still be answered. The
 * emulation belongs to the CDP session that set it, so the same session lifts it (a second session
 * saying 'online' would leave the first one's 'offline' in force, and the worker answering from its
 * cache: the stale list a phone showed after coming back).
 */
export async function setOffline(offline: boolean, tab: Page): Promise<void> {
  await tab.setOfflineMode(offline);
  let client = workerSessions.get(tab);
  if (!client) {
    const worker = await tab
      .browserContext()
      .waitForTarget((target) => target.type() === 'service_worker' && target.url().endsWith('/sw.js'));
    client = await worker.createCDPSession();
    await client.send('Network.enable');
    workerSessions.set(tab, client);
  }
  await client.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** A grocery line's checkbox (the input is visually hidden; the row draws the box). */
export const checkbox = (tab: Page, name: string) =>
  tab.waitForSelector(`::-p-aria(${name}[role="checkbox"])`, { visible: false });

/** Ticks a line as a person does: a tap on its row (the box itself is drawn, the input hidden). */
export async function tick(tab: Page, name: string): Promise<void> {
  const box = await checkbox(tab, name);
  const row = await box?.evaluateHandle((input) => input.closest('label') as HTMLLabelElement);
  await row?.click();
}

/** A stored list of one aisle ('Other') with `names`, made through the API as the page's user. */
export async function createListThroughApi(
  tab: Page,
  name: string,
  recipeIds: string[],
  names: string[],
): Promise<{ id: string }> {
  return tab.evaluate(
    async (listName: string, ids: string[], lines: string[]) => {
      const res = await fetch('/api/grocery-lists', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          name: listName,
          recipeIds: ids,
          items: [{ category: 'Other', items: lines.map((line) => ({ name: line })) }],
        }),
      });
      return (await res.json()) as { id: string };
    },
    name,
    recipeIds,
    names,
  );
}
