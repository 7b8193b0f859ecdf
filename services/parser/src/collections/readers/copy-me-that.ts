/**
 * Copy Me That: one `recipes.html` holding every recipe (a `div.recipe` each, fields by id and
 * class), photos in `images/` beside it. Subheaders among the ingredients and steps start groups.
 */
import type { LineGroup } from '@cookmark/contracts';
import {
  attr,
  type DomIndex,
  type Element,
  findAll,
  findFirst,
  hasClass,
  parseHtml,
  textOf,
} from '../../extract/read/dom.ts';
import type { CollectionPhoto, CollectionRecipe } from '../collection-recipe.ts';
import * as fields from '../recipe-fields.ts';

/** Whether a page is Copy Me That's export: recipe blocks with its ingredient and step markup. */
export function isCopyMeThatPage(idx: DomIndex): boolean {
  const blocks = idx.byClass.get('recipe') ?? [];
  return (
    blocks.length > 0 && blocks.every((block) => byId(block, 'recipeIngredients') && byId(block, 'name'))
  );
}

function byId(root: Element, id: string): Element | null {
  return findFirst(root, (el) => attr(el, 'id') === id);
}

/** The list's items into groups: an item with the subheader class starts one. */
function listGroups(list: Element | null, itemClass: string, subheaderClass: string): LineGroup[] {
  if (!list) return [];
  const groups: LineGroup[] = [];
  let current: LineGroup = { name: null, lines: [] };
  for (const el of findAll(list, (e) => hasClass(e, itemClass) || hasClass(e, subheaderClass))) {
    const text = textOf(el);
    if (text === '') continue;
    if (hasClass(el, subheaderClass)) {
      if (current.lines.length > 0) groups.push(current);
      current = { name: text, lines: [] };
    } else current.lines.push(text);
  }
  if (current.lines.length > 0) groups.push(current);
  return groups;
}

export function readCopyMeThat(
  html: string,
  photoAt: (src: string) => CollectionPhoto | null,
): CollectionRecipe[] {
  const idx = parseHtml(html);
  return (idx.byClass.get('recipe') ?? []).map((block): CollectionRecipe => {
    const link = byId(block, 'original_link');
    const image = findFirst(block, (el) => hasClass(el, 'recipeImage'));
    const src = image ? attr(image, 'src') : undefined;
    const yieldEl = byId(block, 'recipeYield');
    const rating = byId(block, 'ratingValue');
    const notes = findAll(block, (el) => hasClass(el, 'recipeNote')).map((el) => textOf(el));
    const description = byId(block, 'description');
    return {
      ...fields.blankRecipe(textOf(byId(block, 'name') ?? block)),
      description: description ? fields.textOrNull(textOf(description)) : null,
      ingredientGroups: listGroups(
        byId(block, 'recipeIngredients'),
        'recipeIngredient',
        'recipeIngredient_subheader',
      ),
      instructionGroups: listGroups(
        byId(block, 'recipeInstructions'),
        'instruction',
        'instruction_subheader',
      ),
      notes: notes.filter((note) => note !== ''),
      servings: yieldEl ? fields.servingsOf(textOf(yieldEl)) : null,
      tags: fields.tagList(findAll(block, (el) => hasClass(el, 'recipeCategory')).map((el) => textOf(el))),
      sourceUrl: link ? fields.webAddress(attr(link, 'href')) : null,
      rating: rating ? fields.ratingOf(textOf(rating)) : null,
      photo: src ? photoAt(src) : null,
    };
  });
}
