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

/**
 * Back (or a reload) to the recipe list returns to where the user was in it. The router restores
 * the window's scroll as soon as the address changes, but a list whose page or recipes are still
 * loading is too short then, and the position is lost; so the list keeps its own position per
 * history entry and puts it back once its recipes are shown.
 */
export function useListScrollRestoration(ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const restored = useRef(false);

  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Only while the list's own history entry is the current one: the next page's scroll to
        // the top can come before this listener is removed (Preact removes effects after paint).
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
    if (!ready || restored.current) return;
    restored.current = true;
    if (navigationType !== 'POP') return;
    const y = positions()[location.key];
    if (y !== undefined && Math.abs(window.scrollY - y) > 1) window.scrollTo({ top: y, behavior: 'instant' });
  }, [ready, navigationType, location.key]);
}
