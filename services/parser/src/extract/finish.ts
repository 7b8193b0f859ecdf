/**
 * The finishing step: the drafted candidate becomes the recipe (total time, yield and servings,
 * groups fitted to the flat lists, sections) with its report.
 */
import { formatMinutes, suggestTags } from '@cookmark/kitchen';
import type { IngredientSection, InstructionSection } from './candidate.ts';
import { type DomIndex, metaContent } from './read/dom.ts';
import { headingText, INGREDIENT_HEADING } from './read/headings.ts';
import { fitGroups } from './line-groups.ts';
import type { Draft } from './rules/types.ts';
import { stripBullet } from './rules/tidy.ts';
import type { Page } from './read/sources.ts';
import type {
  ExtractionReport,
  ExtractionResult,
  ParsedRecipe,
  PartSource,
  PartSources,
  RecipeSection,
} from './types.ts';
import { plausibility, qualityWarnings } from './quality.ts';
import { webUrlOn } from './read/url.ts';
import { parseYield } from './yields.ts';

/**
 * Page source pasted without its address: the address the page gives itself (Open Graph og:url, or
 * its canonical link), when it is a web address; else ''.
 */
function pageOwnUrl(idx: DomIndex): string {
  const canonical = (idx.byTag.get('link') ?? []).find((l) =>
    (l.attribs['rel'] ?? '').toLowerCase().split(/\s+/).includes('canonical'),
  );
  const named = metaContent(idx, 'og:url') ?? canonical?.attribs['href'] ?? null;
  return (named && webUrlOn(named, '')) ?? '';
}

function buildSections(
  ing: IngredientSection[],
  ins: InstructionSection[],
  ingredients: string[],
  instructions: string[],
): RecipeSection[] {
  const ingS = ing.filter((s) => s.ingredients.length > 0);
  const insS = ins.filter((s) => s.instructions.length > 0);
  if (ingS.length <= 1 && insS.length <= 1) {
    const name = ingS[0]?.name ?? insS[0]?.name ?? null;
    if (!ingredients.length && !instructions.length) return [];
    return [
      {
        name,
        ingredients: ingredients.slice(),
        instructions: insS[0]?.instructions.slice() ?? instructions.slice(),
      },
    ];
  }
  const out: RecipeSection[] = ingS.map((s) => ({
    name: s.name,
    ingredients: s.ingredients.slice(),
    instructions: [],
  }));
  for (const s of insS) {
    const match = out.find(
      (o) => o.name !== null && s.name !== null && o.name.toLowerCase() === s.name.toLowerCase(),
    );
    if (match) match.instructions.push(...s.instructions);
    else out.push({ name: s.name, ingredients: [], instructions: s.instructions.slice() });
  }
  return out;
}

/** How many ingredients and steps were found: lines of the groups, a group name is neither. */
export function foundData(
  recipe: Pick<ParsedRecipe, 'ingredientGroups' | 'instructionGroups'>,
): ExtractionReport['foundData'] {
  const lines = (groups: ParsedRecipe['ingredientGroups']) => groups.reduce((n, g) => n + g.lines.length, 0);
  return {
    ingredientCount: lines(recipe.ingredientGroups),
    instructionCount: lines(recipe.instructionGroups),
  };
}

/**
 * completenessScore (0-100): title 15, ingredients 25, instructions 25, any time 10,
 * servings/yield 10, image 10, description 5.
 */
export function completenessScore(r: ParsedRecipe): number {
  let s = 0;
  if (r.title) s += 15;
  if (r.ingredients.length) s += 25;
  if (r.instructions.length) s += 25;
  if (r.time.total || r.time.prep || r.time.cook) s += 10;
  if (r.servings !== null || r.yield) s += 10;
  if (r.image) s += 10;
  if (r.description) s += 5;
  return s;
}

/**
 * Where the ingredients and the steps came from: what the reconciling rule decided, else the
 * winning source (later rules named in `rules` may have corrected single lines).
 */
function partSources(d: Draft, page: Page): PartSources {
  const winner: PartSource = {
    from: page.primary?.detail ?? 'the page',
    why: page.structuredData
      ? 'the structured data agrees with what the page shows'
      : 'the page has no structured recipe',
  };
  return { ingredients: d.parts?.ingredients ?? winner, instructions: d.parts?.instructions ?? winner };
}

/** The recipe and its report from the draft the rules left. */
export function finish(d: Draft, page: Page, rules: string[]): ExtractionResult {
  const { c, warnings } = d;
  let total = c.total;
  if (total === null && (c.prep !== null || c.cook !== null)) total = (c.prep ?? 0) + (c.cook ?? 0) || null;
  const y = parseYield(c.yieldRaw);

  if (!c.title) warnings.push('No title found');
  if (!c.ingredients.length) warnings.push('No ingredients found');
  if (!c.instructions.length) warnings.push('No instructions found');
  warnings.push(...qualityWarnings(plausibility(c)));

  // '' when the user pasted a page's source without its address.
  const originalUrl = page.pageUrl || pageOwnUrl(page.idx);
  const recipe: ParsedRecipe = {
    title: c.title ?? '',
    description: c.description ?? '',
    ingredients: c.ingredients,
    instructions: c.instructions,
    ingredientGroups: fitGroups(
      c.ingredientSections.map((s) => ({ name: s.name, lines: s.ingredients })),
      c.ingredients,
      {
        tidy: stripBullet,
        namesInList: false,
        isListHeading: (n) => INGREDIENT_HEADING.test(headingText(n)),
      },
    ),
    instructionGroups: fitGroups(
      c.instructionSections.map((s) => ({ name: s.name, lines: s.instructions })),
      c.instructions,
      // The groups' names stand as lines of the steps, unless a rule took them out
      // (microdata-section-names).
      {
        tidy: stripBullet,
        namesInList: c.instructionSections.some((s) => !!s.name && c.instructions.includes(s.name)),
      },
    ),
    totalTime: formatMinutes(total),
    cookTime: formatMinutes(c.cook),
    prepTime: formatMinutes(c.prep),
    time: { prep: c.prep, cook: c.cook, total },
    difficulty: c.difficulty,
    servings: y.servings,
    yield: y.yield,
    // The page's keywords, category and cuisine, as the tags they suggest: without the author's
    // and the site's names, nutrients, the title and repeats (the recipes service matches them
    // to the person's own tags when the recipe is saved).
    tags: suggestTags(c.tags, {
      title: c.title,
      author: c.author,
      siteName: page.meta.siteName,
      sourceUrl: originalUrl,
    }),
    notes: c.notes,
    sections: buildSections(c.ingredientSections, c.instructionSections, c.ingredients, c.instructions),
    image: c.image,
    originalUrl,
    author: c.author,
    language: page.meta.language ?? c.language,
  };
  const report: ExtractionReport = {
    method: page.method,
    success: !!recipe.title && recipe.ingredients.length > 0 && recipe.instructions.length > 0,
    warnings,
    completenessScore: completenessScore(recipe),
    foundData: foundData(recipe),
    rules,
    parts: partSources(d, page),
  };
  return { recipe, report };
}
