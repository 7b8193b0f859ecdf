export * from './auth.ts';
export * from './recipes.ts';
export * from './billing.ts';
export * from './parse.ts';
export * from './recipe-groups.ts';
export * from './grocery.ts';
export * from './scaling.ts';
export * from './substitutions.ts';
