import type { GroceryList, Recipe } from '@cookmark/contracts';
import {
  itemLine,
  noteLines,
  numberedSteps,
  recipeMetaLine,
  type RecipeExportOptions,
} from '@cookmark/export/text';
import { listAsText } from '../grocery/grocery-text';
import { escapeHtml } from './print-window';

/** The grocery lists as one text: each list as the grocery tool copies it. */
export const listsAsText = (lists: readonly GroceryList[]) =>
  lists.map((list) => listAsText(list.name, list.items)).join('\n');

const list = (items: string[], attributes = '') =>
  `<ul${attributes}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** A recipe for the print window: title, meta line, ingredients under their headings, numbered steps, notes. */
export function recipeHtml(recipe: Recipe, options: RecipeExportOptions): string {
  const parts = [
    `<h1>${escapeHtml(recipe.title)}</h1>`,
    `<p class="meta">${escapeHtml(recipeMetaLine(recipe))}</p>`,
  ];
  if (recipe.description) parts.push(`<p>${escapeHtml(recipe.description)}</p>`);
  parts.push('<h2>Ingredients</h2>');
  for (const group of recipe.ingredientGroups) {
    if (group.name) parts.push(`<h3>${escapeHtml(group.name)}</h3>`);
    parts.push(list(group.lines));
  }
  if (options.includeInstructions) {
    parts.push('<h2>Instructions</h2>');
    for (const group of numberedSteps(recipe.instructionGroups)) {
      if (group.name) parts.push(`<h3>${escapeHtml(group.name)}</h3>`);
      const start = group.steps[0]?.[0] ?? 1;
      parts.push(
        `<ol start="${start}">${group.steps.map(([, step]) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
      );
    }
  }
  const notes = noteLines(recipe);
  if (notes.length > 0) parts.push('<h2>Notes</h2>', list(notes));
  return `<section>${parts.join('')}</section>`;
}

/** A grocery list for the print window: categories with a box before each item. */
export function listHtml(groceryList: GroceryList): string {
  const parts = [`<h1>${escapeHtml(groceryList.name)}</h1>`];
  for (const group of groceryList.items) {
    if (group.items.length === 0) continue;
    parts.push(`<h2>${escapeHtml(group.category)}</h2>`);
    parts.push(
      list(
        group.items.map((item) => `${item.checked ? '☑' : '☐'} ${itemLine(item)}`),
        ' class="checklist"',
      ),
    );
  }
  return `<section>${parts.join('')}</section>`;
}
