import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** Asked before closing the Add Recipe form with typed content. */
export const DISCARD_RECIPE_QUESTION = 'Discard this recipe? What you typed will be lost.';

/** The Add Recipe button to focus again when the dashboard comes back after the form closes. */
let focusAddRecipeOnReturn = false;

/** Whether the form just closed, so Add Recipe takes the keyboard back (asked once per close). */
export function takeAddRecipeFocus(): boolean {
  const take = focusAddRecipeOnReturn;
  focusAddRecipeOnReturn = false;
  return take;
}

/**
 * The Add Recipe form's closing rules: Cancel, Escape, Close, the browser's Back or a link ask
 * before discarding typed content; a reload or closing the tab gets the browser's own prompt.
 */
export function useAddRecipeGuard(adding: boolean, close: () => void) {
  const dirty = useRef(false);
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      adding && dirty.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // Asked once per blocked navigation: a render that still says 'blocked' after the answer (the
  // router's update comes in a transition) must not ask again, or a second prompt would hang open.
  const answered = useRef(false);
  useEffect(() => {
    if (blocker.state === 'unblocked') answered.current = false;
    if (blocker.state !== 'blocked' || answered.current) return;
    answered.current = true;
    if (window.confirm(DISCARD_RECIPE_QUESTION)) {
      leaving.current = true;
      focusAddRecipeOnReturn = true;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!adding) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current && !leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [adding]);

  const leave = useCallback(() => {
    leaving.current = true;
    focusAddRecipeOnReturn = true;
    close();
  }, [close]);
  const requestClose = useCallback(() => {
    if (dirty.current && !window.confirm(DISCARD_RECIPE_QUESTION)) return;
    leave();
  }, [leave]);
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  return { requestClose, leave, setDirty };
}
