import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../components/ui/cn';

/** What both substitution answers say of a substitute (spec §3 'Substitution suggestion'). */
export interface SuggestionView {
  substitute: string;
  ratio: string;
  reason: string;
  difficulty: 'easy' | 'moderate' | 'advanced';
  /** 0 to 1, shown as a percent; the knowledge base's answer has it. */
  confidence?: number;
  dietary?: readonly string[];
  /** The substitute for the line's amount ('2 cups milk + 2 tbsp lemon juice'), when there is one. */
  amount?: string | null;
}

const DIFFICULTY_STYLE: Record<SuggestionView['difficulty'], string> = {
  easy: 'bg-herb-50 text-herb-900 ring-herb-200',
  moderate: 'bg-amber-50 text-amber-900 ring-amber-200',
  advanced: 'bg-red-50 text-red-800 ring-red-200',
};

/** One suggested substitute with its details and the caller's buttons (Replace, Copy, Note, Apply). */
export function SuggestionCard({ suggestion, actions }: { suggestion: SuggestionView; actions: ReactNode }) {
  const { substitute, ratio, reason, difficulty, confidence, dietary = [], amount } = suggestion;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-stone-900 [overflow-wrap:anywhere]">{substitute}</h3>
        <div className="flex flex-wrap gap-1.5">
          <Badge className={cn('capitalize ring-1', DIFFICULTY_STYLE[difficulty])}>{difficulty}</Badge>
          {confidence === undefined ? null : (
            <Badge className="bg-stone-100 text-stone-700 ring-1 ring-stone-200">
              {Math.round(confidence * 100)}% confidence
            </Badge>
          )}
        </div>
      </div>
      {amount ? (
        <p className="mt-1 text-sm font-medium text-brand-800 [overflow-wrap:anywhere]">Use {amount}</p>
      ) : null}
      <dl className="mt-2 space-y-1 text-sm text-stone-700">
        {ratio ? (
          <div className="flex gap-1.5">
            <dt className="font-medium text-stone-500">Ratio</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{ratio}</dd>
          </div>
        ) : null}
        {reason ? (
          <div>
            <dt className="sr-only">Why</dt>
            <dd className="[overflow-wrap:anywhere]">{reason}</dd>
          </div>
        ) : null}
      </dl>
      {dietary.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Dietary notes">
          {dietary.map((flag) => (
            <li key={flag}>
              <Badge className="bg-sky-50 text-sky-900 ring-1 ring-sky-200">{flag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}
