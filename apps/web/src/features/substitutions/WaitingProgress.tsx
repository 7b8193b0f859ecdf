import { useEffect, useState } from 'react';

/** The server gives the AI about this long before the knowledge base answers instead. */
const EXPECTED_MS = 15_000;
const TICK_MS = 250;

/** Progress while the AI thinks: seconds waited, and a bar that fills towards the AI's time limit. */
export function WaitingProgress() {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.floor((now - started) / 1000);
  // Never full: the answer, not the clock, ends the wait.
  const percent = Math.min(95, Math.round(((now - started) / EXPECTED_MS) * 100));
  return (
    <div className="space-y-2 p-5" role="status">
      <p className="text-sm font-medium text-stone-800">Asking the AI for substitutions…</p>
      <div
        role="progressbar"
        aria-label="Waiting for suggestions"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-100"
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-stone-500">
        {seconds} s · this can take up to 15 seconds; if the AI is slow, our substitution guide answers.
      </p>
    </div>
  );
}
