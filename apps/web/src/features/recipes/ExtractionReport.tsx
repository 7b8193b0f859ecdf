import { AlertTriangle, ChevronDown, FileSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../components/ui/cn';
import type { ExtractionSummary } from './recipe-types';

const METHOD_LABELS: Record<string, string> = {
  'json-ld': 'Structured data (JSON-LD)',
  microdata: 'Structured data (microdata)',
  rdfa: 'Structured data (RDFa)',
  'enhanced-dom': 'Page reading',
  rendered: 'Rendered page',
  ai: 'AI extraction',
  text: 'Text reading',
  photo: 'Photo of a page (OCR)',
  manual: 'Added by hand',
};

export function methodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

const countText = (value: number | null) => (value === null ? 'Not recorded' : String(value));

/** Spec §2: the collapsible Extraction Report of a recipe detail or the add panel's preview. */
export function ExtractionReport({
  summary,
  defaultOpen = false,
}: {
  summary: ExtractionSummary;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section className="rounded-xl border border-stone-200 bg-stone-50/70">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-sm font-semibold text-stone-800 hover:bg-stone-100/80 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="inline-flex items-center gap-2">
          <FileSearch className="h-4 w-4 text-brand-600" aria-hidden />
          Extraction Report
        </span>
        <ChevronDown
          className={cn('h-4 w-4 text-stone-500 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {open ? (
        <div id={panelId} className="border-t border-stone-200 px-4 py-3 text-sm">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            <div>
              <dt className="text-xs text-stone-500">Method</dt>
              <dd className="font-medium text-stone-900">{methodLabel(summary.method)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-500">Completeness</dt>
              <dd className="font-medium text-stone-900">
                {summary.completenessScore === null
                  ? 'Not recorded'
                  : `${Math.round(summary.completenessScore)}%`}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-stone-500">Ingredients found</dt>
              <dd className="font-medium text-stone-900">{countText(summary.ingredientCount)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-500">Steps found</dt>
              <dd className="font-medium text-stone-900">{countText(summary.instructionCount)}</dd>
            </div>
          </dl>
          {summary.warnings.length > 0 ? (
            <ul className="mt-3 space-y-1" aria-label="Warnings">
              {summary.warnings.map((warning) => (
                <li key={warning} className="flex items-start gap-2 text-amber-800">
                  <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                  {warning}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
