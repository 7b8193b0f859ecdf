import { useEffect, useState } from 'react';

/** 'on': the screen is kept awake; 'unavailable': the browser cannot (or would not) keep it awake. */
export type WakeLockState = 'pending' | 'on' | 'unavailable';

/**
 * Keeps the screen awake while cook mode is open (Screen Wake Lock API). The browser drops the lock
 * when the tab is hidden, so it is asked for again when the tab is shown; it is released on leaving.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() =>
    typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'pending' : 'unavailable',
  );

  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let left = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (left) return void next.release();
        lock = next;
        setState('on');
      } catch {
        // Refused (battery saver, a page without permission): say so, keep cooking.
        setState('unavailable');
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, []);

  return state;
}
