export * from './mail-catcher/mail-catcher.ts';
export * from './openai-local/openai-local.ts';
export * from './stripe-local/stripe-local.ts';
export * from './dev/stack.ts';
export * from './fault-proxy/fault-proxy.ts';
export * from './corpus-site/corpus-site.ts';
export * from './s3-local/s3-local.ts';
export * from './test-images/test-images.ts';
