import { createElement, type ComponentType } from 'react';

/**
 * A page (or a premium tool) in its own chunk, loaded when it is first rendered. Its `preload()`
 * starts the download before the app renders it (see app/preload.ts).
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loading: Promise<unknown> | undefined;
  let loaded: ComponentType<P> | undefined;
  let failed: { error: unknown } | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        failed = { error };
      },
    ));
  // What lazy() does, except that a page already loaded renders at once: lazy() suspends on its
  // first render even then, which would replace a prerendered page (main.tsx) with the spinner.
  function Page(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failed) throw failed.error;
    throw preload();
  }
  return Object.assign(Page, { preload });
}
