import { Scale, ShoppingCart, Sparkles, type LucideIcon } from 'lucide-react';

interface Showcase {
  icon: LucideIcon;
  title: string;
  text: string;
  demo: { label: string; value: string }[];
}

const SHOWCASES: Showcase[] = [
  {
    icon: ShoppingCart,
    title: 'Smart grocery lists',
    text: 'Pick a few recipes and get one list, with duplicates merged and items sorted by aisle.',
    demo: [
      { label: 'Produce', value: '3 lemons · 1 bunch thyme' },
      { label: 'Meat/Seafood', value: '1 whole chicken' },
      { label: 'Pantry', value: '¼ cup olive oil' },
    ],
  },
  {
    icon: Scale,
    title: 'Scale to any serving size',
    text: 'Cooking for two or a crowd? Every quantity adjusts, with tidy fractions and unit conversions.',
    demo: [
      { label: '4 servings', value: '2 tbsp butter' },
      { label: '8 servings', value: '¼ cup butter' },
      { label: 'Metric', value: '55 g butter' },
    ],
  },
  {
    icon: Sparkles,
    title: 'AI ingredient substitutions',
    text: 'Out of buttermilk? Get smart swaps with ratios and the reason they work.',
    demo: [
      { label: 'Buttermilk', value: '1 cup milk + 1 tbsp lemon juice' },
      { label: 'Egg', value: '1 tbsp ground flax + 3 tbsp water' },
    ],
  },
];

export function PremiumShowcase() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Premium features</p>
          <h2
            id="features-heading"
            className="mt-2 font-display text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
          >
            Tools that take you from recipe to table
          </h2>
          <p className="mt-3 text-stone-600">
            Everything on Free, plus the kitchen helpers home cooks ask for most.
          </p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {SHOWCASES.map(({ icon: Icon, title, text, demo }) => (
            <article
              key={title}
              className="flex flex-col rounded-2xl border border-stone-200 bg-cream p-6 shadow-sm"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 font-display text-xl font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 flex-1 text-sm text-stone-600">{text}</p>
              <dl className="mt-5 space-y-2 rounded-xl bg-white p-4 text-sm ring-1 ring-stone-200">
                {demo.map(({ label, value }) => (
                  <div key={label} className="flex flex-wrap justify-between gap-x-3">
                    <dt className="font-medium text-stone-500">{label}</dt>
                    <dd className="text-stone-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
