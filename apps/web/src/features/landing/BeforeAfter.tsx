import { Check, Clock, Users, X } from 'lucide-react';

const SAMPLE = {
  title: 'Lemon Herb Roast Chicken',
  time: '1 hr 15 min',
  servings: 4,
  ingredients: [
    '1 whole chicken (about 4 lb)',
    '2 lemons, halved',
    '4 cloves garlic, smashed',
    '2 tbsp olive oil',
    '1 tbsp fresh thyme leaves',
  ],
  steps: [
    'Heat the oven to 425°F and pat the chicken dry.',
    'Rub with oil, thyme, salt and pepper; stuff with lemon and garlic.',
    'Roast for 70 minutes, until the juices run clear. Rest 10 minutes.',
  ],
};

/** The same recipe as a typical blog page and as Cookmark shows it. */
export function BeforeAfter() {
  return (
    <section aria-labelledby="before-after-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Before &amp; after</p>
        <h2
          id="before-after-heading"
          className="mt-2 font-display text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
        >
          From cluttered blog post to a recipe you can cook from
        </h2>
      </div>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <figure className="relative overflow-hidden rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <figcaption className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 text-xs font-semibold text-red-700 ring-1 ring-red-200">
            <X className="h-3.5 w-3.5" aria-hidden />
            Before: the original page
          </figcaption>
          <div className="space-y-3" aria-hidden>
            <div className="flex h-14 items-center justify-center rounded-lg bg-gradient-to-r from-sky-200 to-fuchsia-200 text-xs font-bold uppercase tracking-widest text-white">
              Ad · Ad · Ad
            </div>
            <div className="space-y-2">
              <div className="h-3 w-11/12 rounded bg-stone-200" />
              <div className="h-3 w-full rounded bg-stone-200" />
              <div className="h-3 w-4/5 rounded bg-stone-200" />
              <p className="text-xs italic text-stone-500">
                “It was a crisp autumn morning in 2009 when my grandmother first…”
              </p>
              <div className="h-3 w-full rounded bg-stone-200" />
              <div className="h-3 w-2/3 rounded bg-stone-200" />
            </div>
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-center text-xs font-semibold text-amber-800">
              Subscribe to our newsletter! ✕
            </div>
            <div className="grid grid-cols-3 gap-2">
              <div className="h-16 rounded-lg bg-stone-200" />
              <div className="h-16 rounded-lg bg-lime-200" />
              <div className="h-16 rounded-lg bg-stone-200" />
            </div>
            <div className="h-3 w-3/4 rounded bg-stone-200" />
            <div className="flex h-10 items-center justify-center rounded-lg bg-gradient-to-r from-yellow-200 to-orange-200 text-xs font-bold uppercase tracking-widest text-white">
              Autoplay video
            </div>
          </div>
          <p className="mt-4 text-sm text-stone-500">12 screens of scrolling before the first ingredient.</p>
        </figure>

        <figure className="relative overflow-hidden rounded-2xl border border-herb-200 bg-white p-5 shadow-md ring-1 ring-herb-100">
          <figcaption className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-herb-50 px-3 py-1 text-xs font-semibold text-herb-800 ring-1 ring-herb-200">
            <Check className="h-3.5 w-3.5" aria-hidden />
            After: the Cookmark view
          </figcaption>
          <h3 className="font-display text-2xl font-bold text-stone-900">{SAMPLE.title}</h3>
          <p className="mt-2 flex gap-4 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1.5">
              <Clock className="h-4 w-4 text-brand-600" aria-hidden />
              {SAMPLE.time}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Users className="h-4 w-4 text-brand-600" aria-hidden />
              {SAMPLE.servings} servings
            </span>
          </p>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-stone-500">Ingredients</h4>
          <ul className="mt-2 space-y-1.5 text-sm text-stone-800">
            {SAMPLE.ingredients.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <span className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-stone-500">Instructions</h4>
          <ol className="mt-2 space-y-2 text-sm text-stone-800">
            {SAMPLE.steps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-[11px] font-bold text-white">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </figure>
      </div>
    </section>
  );
}
