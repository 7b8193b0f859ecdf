import { extractRecipe } from './index.ts';
import { webUrlOn } from './read/url.ts';

const PAGE = 'https://cook.example/recipes/pie';

const jsonLdPage = (image: unknown, head = '') =>
  `<html><head>${head}<script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Pie',
    recipeIngredient: ['1 egg'],
    recipeInstructions: ['Bake'],
    ...(image === undefined ? {} : { image }),
  })}</script></head><body></body></html>`;

describe('webUrlOn', () => {
  test('keeps http(s) links and resolves relative ones against the page', () => {
    expect(webUrlOn('https://img.example/pie.jpg', PAGE)).toBe('https://img.example/pie.jpg');
    expect(webUrlOn('http://img.example/pie.jpg', PAGE)).toBe('http://img.example/pie.jpg');
    expect(webUrlOn('/img/pie.jpg', PAGE)).toBe('https://cook.example/img/pie.jpg');
    expect(webUrlOn('pie.jpg', PAGE)).toBe('https://cook.example/recipes/pie.jpg');
    expect(webUrlOn('//cdn.example/pie.jpg', PAGE)).toBe('https://cdn.example/pie.jpg');
  });

  test.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: in capitals with spaces', '  JaVaScRiPt:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['javascript: split by a newline', 'java\nscript:alert(1)'],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['blank', '   '],
  ])('drops a %s link', (_name, link) => {
    expect(webUrlOn(link, PAGE)).toBeNull();
  });
});

describe('recipe image', () => {
  test.each([
    ['a JSON-LD image URL', 'javascript:alert(1)'],
    ['a JSON-LD ImageObject', { '@type': 'ImageObject', url: 'javascript:alert(1)' }],
    ['a JSON-LD image list', ['javascript:alert(1)']],
  ])('drops a javascript: link given as %s', (_name, image) => {
    expect(extractRecipe(jsonLdPage(image), PAGE).recipe.image).toBeNull();
  });

  test('drops a javascript: og:image', () => {
    const html = jsonLdPage(undefined, '<meta property="og:image" content="javascript:alert(1)">');
    expect(extractRecipe(html, PAGE).recipe.image).toBeNull();
  });

  test('takes the first http(s) image of a list and resolves relative ones', () => {
    expect(extractRecipe(jsonLdPage(['javascript:alert(1)', '/img/pie.jpg']), PAGE).recipe.image).toBe(
      'https://cook.example/img/pie.jpg',
    );
    const html = jsonLdPage(undefined, '<meta property="og:image" content="/img/og.jpg">');
    expect(extractRecipe(html, PAGE).recipe.image).toBe('https://cook.example/img/og.jpg');
  });
});
