import fs from 'node:fs';
import path from 'node:path';
import { ingredientLines, instructionLines, type LineGroup } from '@cookmark/contracts';
import { extractRecipe } from './index.ts';
import { fitGroups } from './line-groups.ts';

const FIXTURES = path.resolve(__dirname, '..', '..', 'test', 'fixtures');
const extract = (name: string) =>
  extractRecipe(fs.readFileSync(path.join(FIXTURES, name), 'utf8'), 'https://example.com/recipes/x/').recipe;
const names = (groups: LineGroup[]) => groups.map((g) => g.name);
/** No group name is among any group's lines. */
const namesNotAmongLines = (groups: LineGroup[]) => {
  const lines = new Set(groups.flatMap((g) => g.lines));
  return groups.every((g) => g.name === null || !lines.has(g.name));
};

describe('groups of a grouped page', () => {
  test('JSON-LD HowToSections name the step groups; a plugin card beside it names the ingredient groups', () => {
    const recipe = extract('grouped-jsonld-wprm.html');
    expect(names(recipe.ingredientGroups)).toEqual(['Dressing', 'Biefstuk', 'Salade']);
    expect(recipe.ingredientGroups[1]?.lines).toEqual(['2 biefstukken', '1 el boter']);
    expect(names(recipe.instructionGroups)).toEqual(['Dressing', 'Biefstuk', 'Salade']);
    expect(recipe.instructionGroups[0]?.lines).toEqual([
      'Klop de olijfolie met de mosterd en de honing.',
      'Breng op smaak met peper en zout.',
    ]);
    expect(namesNotAmongLines(recipe.ingredientGroups)).toBe(true);
    expect(namesNotAmongLines(recipe.instructionGroups)).toBe(true);
  });

  test('the report counts the steps, not the group names', () => {
    const html = fs.readFileSync(path.join(FIXTURES, 'grouped-jsonld-wprm.html'), 'utf8');
    const { report } = extractRecipe(html, 'https://example.com/recipes/x/');
    expect(report.foundData).toEqual({ ingredientCount: 7, instructionCount: 7 });
  });

  test('the flat lists keep their convention: names among the steps, none among the ingredients', () => {
    const recipe = extract('grouped-jsonld-wprm.html');
    expect(recipe.ingredients).toEqual(ingredientLines(recipe.ingredientGroups));
    expect(recipe.instructions).toEqual(instructionLines(recipe.instructionGroups));
    expect(recipe.instructions[0]).toBe('Dressing');
    expect(recipe.ingredients).not.toContain('Dressing');
  });

  test('headings inside an ingredient list and between the lists of a method name their groups', () => {
    const recipe = extract('grouped-headings-fr.html');
    expect(recipe.ingredientGroups).toEqual([
      { name: 'Pour la pâte à crêpes', lines: ['250 g de farine', '4 œufs', '50 cl de lait'] },
      { name: 'Pour le beurre Suzette', lines: ['80 g de beurre', '1 orange'] },
    ]);
    expect(names(recipe.instructionGroups)).toEqual(['Pour la pâte à crêpes', 'Pour le beurre Suzette']);
    expect(recipe.instructionGroups.map((g) => g.lines.length)).toEqual([2, 2]);
    expect(namesNotAmongLines(recipe.instructionGroups)).toBe(true);
  });

  test("a recipe plugin's group markup names the ingredient groups", () => {
    const recipe = extract('wprm.html');
    expect(recipe.ingredientGroups).toEqual([
      { name: 'Dough', lines: ['2 cups flour', '1 cup butter melted'] },
      { name: 'Mix-ins', lines: ['1 cup chocolate chips'] },
    ]);
    expect(recipe.instructionGroups).toEqual([
      { name: null, lines: ['Mix the dough.', 'Fold in the chips and bake for 10 minutes.'] },
    ]);
  });

  test('an ingredient heading line in JSON-LD names a group and leaves the list', () => {
    const recipe = extract('jsonld-graph.html');
    expect(names(recipe.ingredientGroups)).toEqual([null, 'For the filling']);
    expect(names(recipe.instructionGroups)).toEqual(['Crust', 'Filling']);
  });
});

describe('fitting sections to the final lists', () => {
  const tidy = (s: string) => s.replace(/^•\s*/, '');

  test('lines the list dropped are left out of their group', () => {
    const sections = [
      { name: 'Sauce', lines: ['• 1 onion', 'Recipe by Ada'] },
      { name: 'Pasta', lines: ['200 g pasta'] },
    ];
    expect(fitGroups(sections, ['1 onion', '200 g pasta'], { tidy, namesInList: false })).toEqual([
      { name: 'Sauce', lines: ['1 onion'] },
      { name: 'Pasta', lines: ['200 g pasta'] },
    ]);
  });

  test('sections written otherwise than the list fit by position when they hold as many lines', () => {
    const sections = [
      { name: 'Glaze:', lines: ['▢ 2 cups powdered sugar'] },
      { name: null, lines: ['▢ 4 tbsp milk'] },
    ];
    expect(
      fitGroups(sections, ['2 cups powdered sugar', '4 tbsp milk'], { tidy, namesInList: false }),
    ).toEqual([
      { name: 'Glaze', lines: ['2 cups powdered sugar'] },
      { name: null, lines: ['4 tbsp milk'] },
    ]);
  });

  test('a line in no section, or only a heading of the whole list, gives one unnamed group', () => {
    const sections = [{ name: 'Sauce', lines: ['1 onion'] }];
    expect(fitGroups(sections, ['1 onion', 'salt'], { tidy, namesInList: false })).toEqual([
      { name: null, lines: ['1 onion', 'salt'] },
    ]);
    expect(
      fitGroups([{ name: 'Ingredients (2)', lines: ['1 onion', 'salt'] }], ['1 onion', 'salt'], {
        tidy,
        namesInList: false,
        isListHeading: (n) => n.startsWith('Ingredients'),
      }),
    ).toEqual([{ name: null, lines: ['1 onion', 'salt'] }]);
  });

  test('a step group name the list left out (a title of the whole method) is no heading', () => {
    const sections = [{ name: 'Method', lines: ['Boil.', 'Drain.'] }];
    expect(fitGroups(sections, ['Boil.', 'Drain.'], { tidy, namesInList: true })).toEqual([
      { name: null, lines: ['Boil.', 'Drain.'] },
    ]);
  });
});
