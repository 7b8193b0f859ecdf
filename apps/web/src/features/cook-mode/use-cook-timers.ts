import { useCallback, useEffect, useRef, useState } from 'react';
import {
  askNotificationPermission,
  notificationState,
  notifyTimerDone,
  playTimerSound,
  unlockTimerSound,
  type NotificationState,
} from './timer-alarm';

/**
 * A running, paused or finished timer. Its time is worked out from `endsAt` (a wall-clock time),
 * never counted down tick by tick, so it keeps time in a background tab, across steps and reloads.
 */
export interface CookTimer {
  id: string;
  /** 'Step 4: bake'. */
  name: string;
  durationMs: number;
  /** When it runs out (ms since the epoch); null while paused. */
  endsAt: number | null;
  /** What was left when paused. */
  leftMs: number;
  /** It has run out and rung. */
  rung: boolean;
}

const storageKey = (recipeId: string) => `cookmark.cook-timers.${recipeId}`;

function isTimer(value: unknown): value is CookTimer {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t['id'] === 'string' &&
    typeof t['name'] === 'string' &&
    typeof t['durationMs'] === 'number' &&
    (t['endsAt'] === null || typeof t['endsAt'] === 'number') &&
    typeof t['leftMs'] === 'number' &&
    typeof t['rung'] === 'boolean'
  );
}

function stored(recipeId: string): CookTimer[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(recipeId)) ?? '[]');
    return Array.isArray(value) ? value.filter(isTimer) : [];
  } catch {
    return [];
  }
}

function store(recipeId: string, timers: readonly CookTimer[]): void {
  try {
    if (timers.length === 0) sessionStorage.removeItem(storageKey(recipeId));
    else sessionStorage.setItem(storageKey(recipeId), JSON.stringify(timers));
  } catch {
    // Storage full or off: the timers still run while the page is open.
  }
}

/** Milliseconds left on a timer at `now`. */
export const timeLeft = (timer: CookTimer, now: number): number =>
  timer.endsAt === null ? timer.leftMs : Math.max(0, timer.endsAt - now);

export interface CookTimers {
  timers: readonly CookTimer[];
  /** The clock the tray shows times against, moved on every second. */
  now: number;
  /** Whether a finished timer can notify ('granted'), or only ring in this tab. */
  notifications: NotificationState;
  /** The name of the timer that rang last, for the assertive announcement. */
  rangLast: string | null;
  start: (name: string, seconds: number) => void;
  pause: (id: string) => void;
  resume: (id: string) => void;
  cancel: (id: string) => void;
}

/** Cook mode's timers: several at once, kept in sessionStorage per recipe, ringing when they run out. */
export function useCookTimers(recipeId: string): CookTimers {
  const [timers, setTimers] = useState<CookTimer[]>(() => stored(recipeId));
  const [now, setNow] = useState(() => Date.now());
  const [notifications, setNotifications] = useState<NotificationState>(notificationState);
  const [rangLast, setRangLast] = useState<string | null>(null);

  const update = useCallback(
    (change: (current: CookTimer[]) => CookTimer[]) =>
      setTimers((current) => {
        const next = change(current);
        store(recipeId, next);
        return next;
      }),
    [recipeId],
  );

  // The display moves every second; a timer rings at its own moment, once (a reload after one ran
  // out rings it then).
  const rung = useRef(new Set<string>());
  useEffect(() => {
    const running = timers.filter((t) => t.endsAt !== null && !t.rung);
    if (running.length === 0) return;
    const check = () => {
      const at = Date.now();
      setNow(at);
      const done = running.filter((t) => (t.endsAt ?? Infinity) <= at && !rung.current.has(t.id));
      if (done.length === 0) return;
      for (const timer of done) rung.current.add(timer.id);
      playTimerSound();
      for (const timer of done) notifyTimerDone(timer.name);
      setRangLast(done.map((t) => t.name).join(', '));
      update((current) => current.map((t) => (rung.current.has(t.id) ? { ...t, rung: true } : t)));
    };
    const nextEnd = Math.min(...running.map((t) => t.endsAt ?? Infinity));
    const tick = window.setInterval(check, 1000);
    const due = window.setTimeout(check, Math.max(0, nextEnd - Date.now()));
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(due);
    };
  }, [timers, update]);

  const start = (name: string, seconds: number) => {
    unlockTimerSound();
    const at = Date.now();
    const durationMs = seconds * 1000;
    setNow(at);
    update((current) => [
      ...current,
      {
        id: `${at}-${current.length}`,
        name,
        durationMs,
        endsAt: at + durationMs,
        leftMs: durationMs,
        rung: false,
      },
    ]);
    void askNotificationPermission().then(setNotifications);
  };

  return {
    timers,
    now,
    notifications,
    rangLast,
    start,
    pause: (id) =>
      update((current) =>
        current.map((t) =>
          t.id === id && t.endsAt !== null ? { ...t, endsAt: null, leftMs: timeLeft(t, Date.now()) } : t,
        ),
      ),
    resume: (id) => {
      unlockTimerSound();
      setNow(Date.now());
      update((current) =>
        current.map((t) => (t.id === id && t.endsAt === null ? { ...t, endsAt: Date.now() + t.leftMs } : t)),
      );
    },
    cancel: (id) => update((current) => current.filter((t) => t.id !== id)),
  };
}
