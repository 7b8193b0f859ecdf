/** Recipe-plugin cards read by their entry in the markup table (plugins.ts). */
import type { DomIndex, Element } from './dom.ts';
import { byClass, contains, findAll, hasClass, textOf } from './dom.ts';
import { emptyFound, isGroupItem, itemText, sectionedList } from './dom-lists.ts';
import { collapseWs } from './text.ts';
import type { Found } from './dom-lists.ts';
import { RECIPE_PLUGINS } from './plugins.ts';
import type { RecipePlugin } from './plugins.ts';

/**
 * The text of the first element of the class. Where that element holds another of the same class
 * ('<h2 class="…-name"><div>How to make</div><span class="…-name">Brownies</span></h2>'), the inner
 * one is the field and the rest is the theme's lead-in (issue #30, the class of titles).
 */
function firstText(idx: DomIndex, cls: string, within?: Element): string | null {
  const all = byClass(idx, cls);
  for (const el of all) {
    if (within && !contains(within, el)) continue;
    if (all.some((x) => x !== el && contains(el, x))) continue;
    const t = textOf(el);
    if (t) return t;
  }
  return null;
}

/** Group items by the nearest preceding group-name element inside their group container. */
function groupedItems(
  idx: DomIndex,
  container: Element | null,
  groupCls: string,
  nameCls: string,
  itemCls: string,
  textOfItem: (el: Element) => string,
): { flat: string[]; sections: { name: string | null; items: string[] }[] } {
  const inScope = (e: Element): boolean => !container || contains(container, e);
  const groups = byClass(idx, groupCls).filter(inScope);
  const sections: { name: string | null; items: string[] }[] = [];
  const flat: string[] = [];
  // Items that name a group themselves, bold and ending in a colon ('<li class="…-ingredient">
  // <span><strong>For the noodles:</strong></span></li>'), start a section of their own.
  const addItems = (name: string | null, els: Element[]): void => {
    let cur = { name, items: [] as string[] };
    sections.push(cur);
    for (const el of els) {
      const t = collapseWs(textOfItem(el));
      if (!t) continue;
      if (t.endsWith(':') && isGroupItem(el, t)) {
        if (cur.items.length === 0 && cur.name === null) cur.name = t.replace(/:$/, '');
        else {
          cur = { name: t.replace(/:$/, ''), items: [] };
          sections.push(cur);
        }
      } else {
        cur.items.push(t);
        flat.push(t);
      }
    }
  };
  if (groups.length) {
    for (const g of groups) {
      const nameEl = findAll(g, (e) => hasClass(e, nameCls))[0];
      addItems(
        nameEl ? textOf(nameEl) || null : null,
        findAll(g, (e) => hasClass(e, itemCls)),
      );
    }
  } else addItems(null, byClass(idx, itemCls).filter(inScope));
  return { flat, sections };
}

/** A card that marks every ingredient and step (WP Recipe Maker), read by its table entry. */
function itemsPlugin(
  idx: DomIndex,
  plugin: RecipePlugin,
  k: NonNullable<RecipePlugin['items']>,
): Found | null {
  const ingCls = plugin.ingredients[0] as string;
  const insCls = plugin.instructions[0] as string;
  const containers = byClass(idx, k.card);
  const ingEls = byClass(idx, ingCls);
  if (!ingEls.length && !byClass(idx, insCls).length) return null;
  const f = emptyFound();
  f.plugin = plugin.name;
  // Restrict to the container holding the first ingredient (pages can embed several cards).
  const firstIng = ingEls[0] ?? byClass(idx, insCls)[0];
  const container = containers.find((c) => firstIng && contains(c, firstIng)) ?? null;
  const ing = groupedItems(idx, container, k.ingredientGroup, k.groupName, ingCls, itemText);
  f.ingredients = ing.flat;
  f.ingredientSections = ing.sections.map((s) => ({ name: s.name, ingredients: s.items }));
  const stepText = (el: Element): string => {
    const t = findAll(el, (e) => hasClass(e, k.stepText))[0];
    return textOf(t ?? el);
  };
  const ins = groupedItems(idx, container, k.instructionGroup, k.groupName, insCls, stepText);
  for (const s of ins.sections) {
    if (s.name) f.instructions.push(s.name);
    f.instructions.push(...s.items);
    f.instructionSections.push({ name: s.name, instructions: s.items });
  }
  for (const c of plugin.title) {
    f.title = firstText(idx, c, container ?? undefined);
    if (f.title) break;
  }
  for (const c of plugin.yield) {
    const servings = firstText(idx, c, container ?? undefined);
    if (!servings) continue;
    const unit = firstText(idx, k.yieldUnit, container ?? undefined);
    f.yieldText = unit ? `${servings} ${unit}` : servings;
    break;
  }
  return f;
}

/** A card with an ingredient list and a step list, read by its table entry. */
function listPlugin(idx: DomIndex, plugin: RecipePlugin): Found | null {
  const ingRoots = plugin.ingredients.flatMap((c) => byClass(idx, c));
  if (!ingRoots.length) return null;
  const f = emptyFound();
  f.plugin = plugin.name;
  const root = ingRoots[0] as Element;
  const sections = sectionedList(root);
  f.ingredientSections = sections.map((s) => ({ name: s.name, ingredients: s.items }));
  f.ingredients = sections.flatMap((s) => s.items);
  const insRoot = plugin.instructions.flatMap((c) => byClass(idx, c))[0];
  if (insRoot) {
    const secs = sectionedList(insRoot, true);
    for (const s of secs) {
      if (s.label && secs.length > 1) f.instructions.push(s.label);
      f.instructions.push(...s.items);
      f.instructionSections.push({ name: s.name, instructions: s.items });
    }
  }
  for (const c of plugin.title) {
    const t = firstText(idx, c);
    if (t) {
      f.title = t;
      break;
    }
  }
  for (const c of plugin.yield) {
    const t = firstText(idx, c);
    if (t) {
      f.yieldText = t;
      break;
    }
  }
  return f;
}

/** Every recipe-plugin card on the page, in the order of the table. */
export function pluginCards(idx: DomIndex): Found[] {
  const found: Found[] = [];
  for (const plugin of RECIPE_PLUGINS) {
    const f = plugin.items ? itemsPlugin(idx, plugin, plugin.items) : listPlugin(idx, plugin);
    if (f) found.push(f);
  }
  return found;
}
