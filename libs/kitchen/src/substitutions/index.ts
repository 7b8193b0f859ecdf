export * from './types.ts';
export * from './knowledge-base.ts';
export * from './search.ts';
export * from './substitute.ts';
