export * from './password-strength.ts';
export * from './ingredients/units.ts';
export * from './ingredients/quantity.ts';
export * from './ingredients/parse-line.ts';
export * from './scaling/round.ts';
export * from './scaling/convert.ts';
export * from './scaling/scale.ts';
