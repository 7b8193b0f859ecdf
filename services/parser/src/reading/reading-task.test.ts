import { extract } from './reading-task.ts';

describe('reading task', () => {
  it('drops NUL characters from everything it reads, JSON-LD escapes and page text alike', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Recipe","name":"So\\u0000up","recipeIngredient":["1 e\\u0000gg"],' +
      '"recipeInstructions":["Bo\\u0000il"]}</script><h1>So\u0000up</h1>';
    const { recipe } = extract({ html, url: 'https://example.com/soup' });
    expect(JSON.stringify(recipe)).not.toContain('\\u0000');
    expect([recipe.title, recipe.ingredients, recipe.instructions]).toEqual(['Soup', ['1 egg'], ['Boil']]);
  });
});
