import { findStepTimers, formatTimerClock, type StepTimer } from '@cookmark/kitchen';
import { Timer } from 'lucide-react';
import type { ReactNode } from 'react';

interface StepTextProps {
  text: string;
  /** Starts a timer of `seconds` for what the step does ('bake'). */
  onStart: (action: string, seconds: number) => void;
}

function TimerButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Start a timer for ${label}`}
      className="mx-0.5 inline-flex cursor-pointer items-center gap-1 rounded-lg bg-brand-50 px-1.5 font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 ring-1 ring-brand-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Timer className="h-[0.8em] w-[0.8em]" aria-hidden />
      {label}
    </button>
  );
}

/** A range offers both ends: the phrase starts the shorter time, a second button the longer. */
function timerButtons(timer: StepTimer, onStart: StepTextProps['onStart']): ReactNode {
  const { upperSeconds } = timer;
  return (
    <>
      <TimerButton label={timer.text} onClick={() => onStart(timer.action, timer.seconds)} />
      {upperSeconds === null ? null : (
        <>
          {' or '}
          <TimerButton
            label={formatTimerClock(upperSeconds)}
            onClick={() => onStart(timer.action, upperSeconds)}
          />
        </>
      )}
    </>
  );
}

/** A step's text with each duration in it ('bake 25–30 minutes') a button that starts a timer. */
export function StepText({ text, onStart }: StepTextProps) {
  const timers = findStepTimers(text);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const timer of timers) {
    parts.push(text.slice(at, timer.start));
    parts.push(<span key={timer.start}>{timerButtons(timer, onStart)}</span>);
    at = timer.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
