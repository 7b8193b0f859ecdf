/**
 * Small pages of our own for the rule tests (ingredients.test.ts, instructions.test.ts): a lemon
 * cake's lines and steps, and builders for its page, lists and JSON-LD.
 */
export const URL = 'https://example.com/recipes/lemon-cake/';
export const LINES = ['200 g flour', '150 g sugar', '3 eggs'];
export const STEPS: [string, string, string] = [
  'Heat the oven to 180 C.',
  'Beat sugar and eggs, fold in the flour.',
  'Bake for 40 minutes.',
];
export const ul = (items: string[], tag = 'ul'): string =>
  `<${tag}>${items.map((x) => `<li>${x}</li>`).join('')}</${tag}>`;
export const METHOD = `<h2>Method</h2>${ul(STEPS, 'ol')}`;
export const page = (body: string, head = ''): string =>
  `<html><head><title>Lemon cake</title>${head}</head><body><h1>Lemon cake</h1>${body}</body></html>`;
export const ld = (recipe: Record<string, unknown>): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Lemon cake', ...recipe })}</script>`;
