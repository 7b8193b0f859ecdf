export * from './database.ts';
export * from './schema.ts';
export * from './migrate.ts';
export * from './admin.ts';
export * from './testing/test-database.ts';
export * from './testing/test-stores.ts';
export * from './backup.ts';
export * from './recipe-search-columns.ts';
