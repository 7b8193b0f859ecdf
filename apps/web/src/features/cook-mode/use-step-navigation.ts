import { useEffect, useRef, type TouchEvent } from 'react';

/** How far a finger must move sideways, more than up or down, to turn the step. */
const SWIPE_PX = 50;

/** Keys that do something else where the focus is: typing, or a focused button's own Space. */
function keyBelongsToFocus(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('input, textarea, select, [contenteditable=true], [role=dialog]')) return true;
  return event.key === ' ' && target.closest('button, a') !== null;
}

interface StepNavigation {
  previous: () => void;
  next: () => void;
  close: () => void;
}

/**
 * Cook mode's keys (←/→, Space, Escape) on the window, and a swipe handler for the step: left for
 * the next step, right for the previous.
 */
export function useStepNavigation({ previous, next, close }: StepNavigation) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || keyBelongsToFocus(event)) return;
      if (event.key === 'ArrowRight' || (event.key === ' ' && !event.shiftKey)) next();
      else if (event.key === 'ArrowLeft' || (event.key === ' ' && event.shiftKey)) previous();
      else if (event.key === 'Escape') close();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [previous, next, close]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) next();
      else previous();
    },
  };
}
