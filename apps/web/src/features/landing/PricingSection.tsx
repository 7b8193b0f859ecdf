import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { formatDollars, yearlySavings } from '../billing/pricing';
import { PREMIUM_FEATURES } from '../billing/premium-features';
import { usePricing } from '../billing/use-pricing';

const FREE_FEATURES = [
  'Save unlimited recipes from any URL',
  'Clean, ad-free reader view',
  'Organise with tags and search',
  'Add recipes by hand',
];

export function PricingSection() {
  const prices = usePricing();
  const savings = yearlySavings(prices);
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Pricing</p>
          <h2
            id="pricing-heading"
            className="mt-2 font-display text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
          >
            Simple plans for every kitchen
          </h2>
          <p className="mt-3 text-stone-600">
            Start free. Upgrade when you want the extra tools — cancel anytime.
          </p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <PlanCard
            name="Free"
            price={<Amount value="$0" interval="month" />}
            blurb="Everything you need to collect recipes."
            features={FREE_FEATURES}
            cta="Get Started"
          />
          <PlanCard
            highlighted
            name="Premium"
            price={
              <>
                <Amount value={formatDollars(prices.monthly)} interval="month" />
                <p className="mt-1 text-sm text-stone-600">or {formatDollars(prices.yearly)}/year</p>
                {savings ? (
                  <p className="mt-2">
                    <span className="inline-flex whitespace-nowrap rounded-full bg-herb-100 px-2.5 py-0.5 text-xs font-semibold text-herb-800">
                      Best Value · Save {savings.percent}% (${savings.dollars}) vs monthly
                    </span>
                  </p>
                ) : null}
              </>
            }
            blurb="For cooks who plan, shop and adapt."
            features={PREMIUM_FEATURES}
            cta="Start Premium"
            footnote="Auto-renews; cancel anytime from your dashboard. 30-day money-back guarantee: cancel within 30 days of your first payment for a full refund."
          />
        </div>
      </div>
    </section>
  );
}

function Amount({ value, interval }: { value: string; interval: string }) {
  return (
    <p className="font-display text-5xl font-bold tracking-tight text-stone-900">
      {value}
      <span className="ml-1 font-sans text-base font-medium text-stone-500">/{interval}</span>
    </p>
  );
}

interface PlanCardProps {
  name: string;
  price: ReactNode;
  blurb: string;
  features: readonly string[];
  cta: string;
  footnote?: string;
  highlighted?: boolean;
}

function PlanCard({ name, price, blurb, features, cta, footnote, highlighted = false }: PlanCardProps) {
  return (
    <article
      className={cn(
        'relative flex flex-col rounded-3xl bg-white p-8 shadow-sm',
        highlighted ? 'border-2 border-brand-500 shadow-xl' : 'border border-stone-200',
      )}
    >
      {highlighted ? (
        <span className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white shadow">
          Most popular
        </span>
      ) : null}
      <h3 className="text-lg font-semibold text-stone-900">{name}</h3>
      <p className="mt-1 text-sm text-stone-600">{blurb}</p>
      <div className="mt-6">{price}</div>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm text-stone-700">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-herb-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Link to="/auth" className={buttonClasses(highlighted ? 'primary' : 'outline', 'lg', 'mt-8 w-full')}>
        {cta}
      </Link>
      {footnote ? <p className="mt-3 text-center text-xs text-stone-500">{footnote}</p> : null}
    </article>
  );
}
