export * from './auth.ts';
export * from './recipes.ts';
export * from './billing.ts';
export * from './parse.ts';
export * from './recipe-groups.ts';
