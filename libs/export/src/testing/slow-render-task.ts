/**
 * Stands in for src/pdf/render-task.ts in tests: every export takes 300 ms of its thread (blocked,
 * as a long layout would), whatever the machine's load, then answers a PDF header. Loaded by plain
 * Node in a worker thread, so no imports of our own modules.
 */
export const RENDER_MS = 300;

export default function render(): Uint8Array {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RENDER_MS);
  return new TextEncoder().encode('%PDF-slow');
}
