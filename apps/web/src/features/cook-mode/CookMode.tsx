import { X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import type { RecipeScaleState } from '../scaling/use-recipe-scale';
import type { CookStep } from './cook-steps';
import { StepText } from './StepText';
import { TimerTray } from './TimerTray';
import { useCookTimers } from './use-cook-timers';
import { useStepNavigation } from './use-step-navigation';
import { useWakeLock } from './use-wake-lock';

const ScaleToIngredientDialog = lazy(() =>
  import('../scaling/ScaleToIngredientDialog').then((module) => ({
    default: module.ScaleToIngredientDialog,
  })),
);

interface CookModeProps {
  recipeId: string;
  title: string;
  steps: readonly CookStep[];
  /** The recipe's ingredient lines as stored: 'Scale to this' sets the scale against them. */
  storedLines: readonly string[];
  /** The reader's scale; null while scaling is switched off (spec §9 flag). */
  scale: RecipeScaleState | null;
}

/** Cook mode: one step at a time, its ingredients, timers from its text, the screen kept awake. */
export function CookMode({ recipeId, title, steps, storedLines, scale }: CookModeProps) {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [scalingLine, setScalingLine] = useState<number | null>(null);
  const timers = useCookTimers(recipeId);
  const wakeLock = useWakeLock();
  const recipePath = `/recipe/${encodeURIComponent(recipeId)}`;
  const last = Math.max(0, steps.length - 1);
  const close = () => void navigate(recipePath);
  const swipe = useStepNavigation({
    previous: () => setIndex((i) => Math.max(0, i - 1)),
    next: () => setIndex((i) => Math.min(last, i + 1)),
    close,
  });
  const step = steps[Math.min(index, last)];
  const number = Math.min(index, last) + 1;
  const progress = steps.length === 0 ? 'No steps' : `Step ${number} of ${steps.length}`;

  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <header className="border-b border-stone-200/80 bg-white/90 px-4 py-3 sm:px-6">
        <div className="mx-auto flex max-w-4xl items-center gap-3">
          <Button variant="outline" size="sm" onClick={close}>
            <X className="h-4 w-4" aria-hidden />
            Close
          </Button>
          <h1 className="min-w-0 flex-1 truncate font-display text-lg font-semibold text-stone-900">
            {title}
          </h1>
          <p className="shrink-0 text-sm font-semibold text-stone-700">{progress}</p>
        </div>
        <div
          className="mx-auto mt-2 h-1.5 max-w-4xl overflow-hidden rounded-full bg-stone-200"
          role="progressbar"
          aria-label="Cooking progress"
          aria-valuemin={1}
          aria-valuemax={Math.max(1, steps.length)}
          aria-valuenow={number}
          aria-valuetext={progress}
        >
          <div
            className="h-full bg-brand-600 transition-all"
            style={{ width: `${(number / Math.max(1, steps.length)) * 100}%` }}
          />
        </div>
      </header>

      <main
        className="mx-auto flex w-full max-w-4xl flex-1 flex-col px-4 py-6 sm:px-6"
        onTouchStart={swipe.onTouchStart}
        onTouchEnd={swipe.onTouchEnd}
        data-testid="cook-step"
      >
        {/* Each new step is read out once the cook has moved to it. */}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {step ? `${progress}. ${step.text}` : ''}
        </p>
        {step ? (
          <>
            {step.group ? (
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{step.group}</p>
            ) : null}
            <h2 className="sr-only">{progress}</h2>
            <p className="mt-2 font-display text-2xl leading-relaxed text-stone-900 sm:text-3xl">
              <StepText
                text={step.text}
                onStart={(action, seconds) => timers.start(`Step ${number}: ${action}`, seconds)}
              />
            </p>
            {step.ingredients.length > 0 ? (
              <section aria-labelledby="step-ingredients-heading" className="mt-8">
                <h3
                  id="step-ingredients-heading"
                  className="text-sm font-semibold uppercase tracking-wide text-stone-600"
                >
                  Ingredients for this step
                </h3>
                <ul className="mt-3 space-y-2">
                  {step.ingredients.map((line) => (
                    <li
                      key={line.index}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg text-stone-800"
                    >
                      <span>{line.shown}</span>
                      {scale ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Scale to this: ${line.shown}`}
                          onClick={() => (scale.allowed ? setScalingLine(line.index) : scale.refuse())}
                        >
                          Scale to this
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : (
          <p className="text-lg text-stone-700">This recipe has no steps.</p>
        )}
        <nav aria-label="Steps" className="mt-auto flex items-center justify-between gap-3 pt-10">
          <Button
            variant="outline"
            size="lg"
            disabled={index <= 0}
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
          >
            Previous
          </Button>
          {index >= last ? (
            <Button size="lg" onClick={close}>
              Done
            </Button>
          ) : (
            <Button size="lg" onClick={() => setIndex((i) => Math.min(last, i + 1))}>
              Next
            </Button>
          )}
        </nav>
        {wakeLock === 'unavailable' ? (
          <p className="mt-4 text-center text-xs text-stone-500">
            This browser cannot keep the screen awake: it may dim while you cook.
          </p>
        ) : null}
      </main>

      <div className="sticky bottom-0">
        <TimerTray timers={timers} />
      </div>

      {scale && scalingLine !== null ? (
        <Suspense fallback={null}>
          <ScaleToIngredientDialog
            lines={storedLines}
            lineIndex={scalingLine}
            onClose={() => setScalingLine(null)}
            onScale={scale.choose}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
