import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'cookmark.listScroll';

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** What a person does to scroll on their own: once they do, the list stops putting its place back. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Back (or a reload) to the recipe list returns to where the user was in it. The router restores
 * the window's scroll as soon as the address changes, but a list whose page or recipes are still
 * loading is too short then, and the position is lost; so the list keeps its own position per
 * history entry and puts it back once its recipes are shown, again as the page grows (parts of the
 * dashboard load after the list), until it is reached or the person scrolls.
 *
 * Until then nothing is recorded: a scroll clamped by a page still too short (the router's, or
 * ours) must not overwrite the place being put back.
 */
export function useListScrollRestoration(ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const settled = useRef(false);

  useEffect(() => {
    let frame = 0;
    const remember = () => {
      if (!settled.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Only while the list's own history entry is the current one: the next page's scroll to
        // the top can come before this listener is removed.
        if (((window.history.state as { key?: string } | null)?.key ?? 'default') !== location.key) return;
        const all = positions();
        all[location.key] = window.scrollY;
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [location.key]);

  useEffect(() => {
    if (!ready || settled.current) return;
    const y = navigationType === 'POP' ? positions()[location.key] : undefined;
    const reached = () => Math.abs(window.scrollY - (y ?? 0)) <= 1;
    if (y === undefined || reached()) {
      settled.current = true;
      return;
    }
    const observer = new ResizeObserver(() => restore());
    const settle = () => {
      settled.current = true;
      observer.disconnect();
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, settle);
    };
    const restore = () => {
      window.scrollTo({ top: y, behavior: 'instant' });
      if (reached()) settle();
    };
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, settle, { passive: true });
    observer.observe(document.body);
    restore();
    // Leaving the list (or opening the add form over it) ends the attempt: the place is kept.
    return settle;
  }, [ready, navigationType, location.key]);
}
