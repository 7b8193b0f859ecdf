import {
  formatNutrient,
  type GroceryCategoryGroup,
  NUTRIENT_ROWS,
  NUTRITION_MESSAGES,
} from '@cookmark/contracts';
import { itemLine } from '../text/grocery-text.ts';
import {
  type ExportImage,
  type ExportNutrition,
  type ExportRecipe,
  noteLines,
  numberedSteps,
  recipeMetaLine,
  type RecipeExportOptions,
} from '../text/recipe-text.ts';
import type { BlockStyle } from './styles.ts';

/** What is drawn in the left gutter of a block's first line. */
export type Marker =
  { kind: 'number'; text: string } | { kind: 'bullet' } | { kind: 'checkbox'; checked: boolean };

/** A piece of a document before layout: one heading, one ingredient, one step, one list item. */
export interface Block {
  style: BlockStyle;
  text: string;
  marker?: Marker;
  /** Stays on the page of the block after it. */
  keepWithNext?: boolean;
  /** Starts a page: the first block of each recipe or list. */
  newPage?: boolean;
  /** May break between its lines across pages (long prose); ingredients and steps never do. */
  splittable?: boolean;
  /** The first block of the `part`-th recipe or list, for the contents page. */
  part?: number;
  /** A picture in place of text (a recipe's photo), as wide as the text at most. */
  image?: ExportImage;
}

/** A grocery list as exported: its name and category groups. */
export interface ExportList {
  name: string;
  items: GroceryCategoryGroup[];
}

/** 'Nutrition per serving': one line per figure, and the partial notice when lines were left out. */
function nutritionBlocks(nutrition: ExportNutrition): Block[] {
  return [
    { style: 'section', text: 'Nutrition per serving', keepWithNext: true },
    ...NUTRIENT_ROWS.map(({ key, label, unit }): Block => ({
      style: 'line',
      text: `${label}: ${formatNutrient(nutrition.perServing[key], unit)}`,
      marker: { kind: 'bullet' },
    })),
    ...(nutrition.partial ? [{ style: 'meta', text: NUTRITION_MESSAGES.partial } satisfies Block] : []),
    { style: 'meta', text: 'Estimated from the ingredients with USDA food composition data (SR26).' },
  ];
}

export function recipeBlocks(recipe: ExportRecipe, options: RecipeExportOptions, part: number): Block[] {
  const blocks: Block[] = [
    { style: 'title', text: recipe.title, newPage: true, part, keepWithNext: true },
    { style: 'meta', text: recipeMetaLine(recipe), keepWithNext: true },
  ];
  if (recipe.image) blocks.push({ style: 'description', text: '', image: recipe.image });
  if (recipe.description) {
    blocks.push(
      ...recipe.description
        .split(/\n\s*\n/)
        .map((paragraph): Block => ({ style: 'description', text: paragraph, splittable: true })),
    );
  }
  blocks.push({ style: 'section', text: 'Ingredients', keepWithNext: true });
  for (const group of recipe.ingredientGroups) {
    if (group.name) blocks.push({ style: 'group', text: group.name, keepWithNext: true });
    blocks.push(
      ...group.lines.map((line): Block => ({ style: 'line', text: line, marker: { kind: 'bullet' } })),
    );
  }
  if (recipe.nutrition) blocks.push(...nutritionBlocks(recipe.nutrition));
  if (options.includeInstructions) {
    blocks.push({ style: 'section', text: 'Instructions', keepWithNext: true });
    for (const group of numberedSteps(recipe.instructionGroups)) {
      if (group.name) blocks.push({ style: 'group', text: group.name, keepWithNext: true });
      blocks.push(
        ...group.steps.map(([n, step]): Block => ({
          style: 'line',
          text: step,
          marker: { kind: 'number', text: `${n}.` },
        })),
      );
    }
  }
  const notes = noteLines(recipe);
  if (notes.length > 0) {
    blocks.push({ style: 'section', text: 'Notes', keepWithNext: true });
    blocks.push(
      ...notes.map((line): Block => ({
        style: 'line',
        text: line,
        marker: { kind: 'bullet' },
        splittable: true,
      })),
    );
  }
  return blocks;
}

export function listBlocks(list: ExportList, part: number): Block[] {
  const items = list.items.flatMap((group) => group.items);
  const blocks: Block[] = [
    { style: 'title', text: list.name, newPage: true, part, keepWithNext: true },
    { style: 'meta', text: `${items.length} ${items.length === 1 ? 'item' : 'items'}`, keepWithNext: true },
  ];
  for (const group of list.items) {
    if (group.items.length === 0) continue;
    blocks.push({ style: 'section', text: group.category, keepWithNext: true });
    blocks.push(
      ...group.items.map((item): Block => ({
        style: 'line',
        text: itemLine(item),
        marker: { kind: 'checkbox', checked: item.checked },
      })),
    );
  }
  return blocks;
}

/** The contents page's entries: one per recipe or list, its page number drawn at the right. */
export function contentsBlocks(titles: readonly string[]): Block[] {
  return [
    { style: 'title', text: 'Contents', keepWithNext: true },
    ...titles.map((title, part): Block => ({ style: 'contents-entry', text: title, part })),
  ];
}
