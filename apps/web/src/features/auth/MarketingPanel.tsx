import { Link2, ListChecks, Scale, Tags } from 'lucide-react';

const POINTS = [
  {
    icon: Link2,
    title: 'Clean recipes from any URL',
    text: 'Paste a link and keep just the ingredients and steps — no ads, no life stories.',
  },
  {
    icon: Tags,
    title: 'Smart organisation',
    text: 'Tag, search and filter your collection so dinner ideas are always a few keystrokes away.',
  },
  {
    icon: ListChecks,
    title: 'Grocery lists from several recipes',
    text: 'Combine recipes into one tidy list, merged and sorted by aisle.',
  },
  {
    icon: Scale,
    title: 'Scale to any serving size',
    text: 'Cooking for two or twelve? Adjust every quantity in one go.',
  },
] as const;

export function MarketingPanel() {
  return (
    <aside className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-10 text-white lg:flex lg:flex-col lg:justify-center">
      <div
        className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-amber-300/20 blur-2xl"
        aria-hidden
      />
      <div
        className="pointer-events-none absolute -bottom-28 -left-16 h-72 w-72 rounded-full bg-herb-400/20 blur-2xl"
        aria-hidden
      />
      <h2 className="relative font-display text-3xl font-bold leading-tight">
        Your recipes, without the clutter.
      </h2>
      <p className="relative mt-3 max-w-md text-brand-100">
        Join home cooks who keep every favourite dish in one calm, searchable place.
      </p>
      <ul className="relative mt-8 space-y-6">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/20">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="mt-0.5 text-sm text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
