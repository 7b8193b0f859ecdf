export * from './mail-catcher/mail-catcher.ts';
