export * from './names.ts';
export * from './parse-jobs.ts';
export * from './ai-jobs.ts';
export * from './connection.ts';
export * from './dispatch.ts';
export * from './collection-jobs.ts';
