import { formatTimerClock } from '@cookmark/kitchen';
import { BellRing, Pause, Play, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { timeLeft, type CookTimers } from './use-cook-timers';

/** Shown when a finished timer could only ring in this tab (notifications refused or unsupported). */
export const NOTIFICATIONS_OFF = 'Notifications are off: keep this tab open to hear the timer';

/** The running timers, on every step: each counts down, pauses, resumes or is cancelled. */
export function TimerTray({ timers: state }: { timers: CookTimers }) {
  const { timers, now, notifications } = state;
  return (
    <aside
      aria-label="Timers"
      className="border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.04)] sm:px-6"
    >
      {/* A finished timer is said at once, whatever the cook is doing. */}
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {state.rangLast ? `${state.rangLast}: time is up` : ''}
      </p>
      {timers.length === 0 ? (
        <p className="text-sm text-stone-500">Tap a time in a step to start a timer.</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-2">
            {timers.map((timer) => {
              const left = timeLeft(timer, now);
              const paused = timer.endsAt === null;
              return (
                <li
                  key={timer.id}
                  data-timer={timer.name}
                  className={cn(
                    'flex items-center gap-2 rounded-xl px-3 py-1.5 ring-1',
                    timer.rung ? 'bg-red-50 ring-red-300' : 'bg-stone-50 ring-stone-200',
                  )}
                >
                  {timer.rung ? <BellRing className="h-4 w-4 text-red-700" aria-hidden /> : null}
                  <span className="text-sm font-medium text-stone-800">{timer.name}</span>
                  <span
                    className={cn(
                      'font-mono text-lg tabular-nums',
                      timer.rung ? 'text-red-700' : 'text-stone-900',
                    )}
                  >
                    {timer.rung ? 'Time is up' : formatTimerClock(left / 1000)}
                  </span>
                  {paused && !timer.rung ? <span className="text-xs text-stone-500">Paused</span> : null}
                  {timer.rung ? null : (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`${paused ? 'Resume' : 'Pause'} ${timer.name}`}
                      onClick={() => (paused ? state.resume(timer.id) : state.pause(timer.id))}
                    >
                      {paused ? (
                        <Play className="h-4 w-4" aria-hidden />
                      ) : (
                        <Pause className="h-4 w-4" aria-hidden />
                      )}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${timer.rung ? 'Dismiss' : 'Cancel'} ${timer.name}`}
                    onClick={() => state.cancel(timer.id)}
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
          {notifications === 'granted' ? null : (
            <p className="mt-2 text-xs text-stone-600">{NOTIFICATIONS_OFF}</p>
          )}
        </>
      )}
    </aside>
  );
}
