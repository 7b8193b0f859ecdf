/**
 * The food composition table and nutrition from ingredient lines (`@cookmark/kitchen/foods`). A
 * separate entry so that the table (about a megabyte) never reaches the web app's bundle.
 */
export * from './food.ts';
export * from './grams.ts';
export * from './match-food.ts';
export * from './compute.ts';
