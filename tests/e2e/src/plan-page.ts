import type { Page } from 'puppeteer-core';

/** Chooses `option` (its text's start) in the select labelled `label` inside `scope` of `tab`, as a person would. */
export async function choose(tab: Page, scope: string, label: string, option: string): Promise<void> {
  const value = await tab.evaluate(
    (scopeSelector: string, wanted: string, text: string) => {
      const root = document.querySelector(scopeSelector);
      const select = [...(root?.querySelectorAll('select') ?? [])].find(
        (el) => el.labels?.[0]?.textContent?.trim() === wanted,
      );
      const found = [...(select?.options ?? [])].find((o) => o.textContent?.trim().startsWith(text));
      if (!select || !found) throw new Error(`no ${wanted} select with ${text}`);
      select.id ||= `pick-${Math.random().toString(36).slice(2)}`;
      return [select.id, found.value];
    },
    scope,
    label,
    option,
  );
  await tab.select(`[id="${value[0]}"]`, value[1] ?? '');
}

/** The titles shown under each day of `tab`'s meal plan, in order (the day list as a person reads it). */
export const week = (tab: Page) =>
  tab.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role=region][aria-labelledby^="plan-day-"]')].map((day) => ({
      day: day.querySelector('h3')?.textContent ?? '',
      entries: [...day.querySelectorAll('[data-testid=plan-entry]')].map(
        (entry) => entry.querySelector('a, span')?.textContent ?? '',
      ),
      x: Math.round(day.getBoundingClientRect().x),
    })),
  );
