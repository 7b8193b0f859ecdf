/**
 * What the app and its libraries get when they import 'react' (vite.config.ts and jest.config.cjs map
 * the name here): Preact's compat layer, plus what it lacks of React 19 that the app or a library
 * relies on.
 */
import { options, type VNode } from 'preact';
import { useCallback } from 'preact/compat';

// @ts-expect-error -- preact/compat's types say `export =` (one namespace, as React's old ones); the
// module itself has named ES exports, which is what the bundler and Jest re-export here.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React shows an optimistic state only while a transition is pending. Preact has no pending
 * transitions (its startTransition runs the update at once), so the optimistic state is replaced by
 * the real one in the same render: what is shown is always `passthrough`. React Router's
 * RouterProvider calls the setter only when given `useTransitions`, which the app does not pass.
 */
export function useOptimistic<S, A = S>(
  passthrough: S,
  _reducer?: (state: S, action: A) => S,
): [S, (action: A) => void] {
  return [passthrough, useCallback((_action: A) => {}, [])];
}

type RefCallback = (element: Element | null) => void | (() => void);
type AnyRef = RefCallback | { current: Element | null };

/**
 * `autoFocus`: React focuses the element when it is inserted; Preact only writes the `autofocus`
 * attribute, which browsers honour once per page load, so a form opened later would not get the
 * caret. Here a ref focuses each element once, when it is attached (Preact attaches refs after the
 * new tree is in the document), and the attribute is not written.
 */
const autoFocused = new WeakSet<Element>();
function focusOnce(element: Element | null): void {
  if (!element || autoFocused.has(element)) return;
  autoFocused.add(element);
  (element as HTMLElement).focus();
}
/** One wrapper per ref, so an element's ref keeps its identity across renders (no detach/attach). */
const focusingRefs = new WeakMap<object, RefCallback>();
function focusing(ref: AnyRef): RefCallback {
  let wrapper = focusingRefs.get(ref);
  if (!wrapper) {
    wrapper = (element) => {
      const cleanup = typeof ref === 'function' ? ref(element) : void (ref.current = element);
      focusOnce(element);
      return cleanup;
    };
    focusingRefs.set(ref, wrapper);
  }
  return wrapper;
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode<{ autoFocus?: boolean }>) => {
  if (typeof vnode.type === 'string' && 'autoFocus' in vnode.props) {
    const { autoFocus, ...props } = vnode.props;
    vnode.props = props;
    if (autoFocus) vnode.ref = vnode.ref ? focusing(vnode.ref as AnyRef) : focusOnce;
  }
  previousVNodeHook?.(vnode);
};
