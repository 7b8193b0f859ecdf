// jsdom lacks these Node globals that react-router reads at import time.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// jsdom has no IndexedDB: an in-memory one, where grocery lists keep changes made offline.
require('fake-indexeddb/auto');
