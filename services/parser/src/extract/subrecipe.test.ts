import { extractRecipe } from './index.ts';

const URL = 'https://example.com/recipes/x/';

describe('structured data that holds only the part that follows the main recipe', () => {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Chicken with Salad',
    recipeIngredient: ['1/4 cup lemon juice', '1/2 cup olive oil'],
    recipeInstructions: 'Whisk the lemon juice and oil together.',
  };
  const page = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body>
    <h1>Chicken with Salad</h1>
    <div class="part"><ul class="lines"><li>4 chicken breasts</li><li>Salad greens</li><li>Vinaigrette (recipe follows)</li></ul></div>
    <div class="text"><p>Pound the chicken.</p><p>Fry it and serve with the dressed greens.</p></div>
    <div class="part"><p class="lines">Vinaigrette</p><ul class="lines"><li>1/4 cup lemon juice</li><li>1/2 cup olive oil</li></ul></div>
    <div class="text"><p>Whisk the lemon juice and oil together.</p></div>
    <div class="part"><ul class="lines"><li>Baking dish</li></ul></div>
    </body></html>`;

  it('reads every part the page shows in the same markup, up to the structured one', () => {
    const { recipe, report } = extractRecipe(page, URL);
    expect(report.rules).toContain('all-parts-from-page');
    const main = ['4 chicken breasts', 'Salad greens', 'Vinaigrette (recipe follows)'];
    expect(recipe.ingredients).toEqual([...main, ...ld.recipeIngredient]);
    expect(recipe.instructions).toEqual([
      'Pound the chicken.',
      'Fry it and serve with the dressed greens.',
      'Whisk the lemon juice and oil together.',
    ]);
  });

  it('keeps the structured list when it is the first list of its markup', () => {
    const html = page.replace(
      /<div class="part"><ul class="lines"><li>4 chicken[\s\S]*?<\/div>\s*<div class="text">[\s\S]*?<\/div>/,
      '',
    );
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(['1/4 cup lemon juice', '1/2 cup olive oil']);
  });
});
