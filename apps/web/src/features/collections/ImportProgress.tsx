import type { CollectionImportStatus } from '@cookmark/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

const FORMAT_NAMES: Record<string, string> = {
  paprika: 'Paprika',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  'schema.org': 'schema.org recipes',
  'copy-me-that': 'Copy Me That',
  chowdown: 'Chowdown',
  csv: 'a CSV export',
  cooklang: 'Cooklang',
  'web pages': 'saved web pages',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Where one import is: a bar of the recipes done, the counts, and each recipe not imported with why. */
export function ImportProgress({ status }: { status: CollectionImportStatus }) {
  const done = status.imported + status.skipped.length + status.failed.length;
  const headline = {
    queued: 'Waiting to start…',
    reading: 'Reading the file…',
    importing: `Importing: ${done} of ${plural(status.read, 'recipe')}`,
    done: `Finished: ${plural(status.imported, 'recipe')} imported`,
    refused: 'Nothing was imported',
    failed: 'The import stopped',
  }[status.state];
  return (
    <Card className="mt-6 p-6" role="region" aria-labelledby="import-status-heading">
      <h2 id="import-status-heading" className="text-lg font-semibold text-stone-900">
        {status.fileName}
      </h2>
      <div role="status" aria-live="polite" className="mt-2">
        <p className="font-medium text-stone-800">{headline}</p>
        {status.format ? (
          <p className="text-sm text-stone-500">Read as {FORMAT_NAMES[status.format] ?? status.format}.</p>
        ) : null}
        {status.message ? <p className="mt-2 text-sm text-red-700">{status.message}</p> : null}
      </div>
      {status.state === 'importing' || status.state === 'done' ? (
        <progress
          className="mt-3 w-full"
          max={Math.max(1, status.read)}
          value={done}
          aria-label="Recipes done"
        />
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Count label="Read" value={status.read} />
        <Count label="Imported" value={status.imported} />
        <Count label="Skipped" value={status.skipped.length} />
        <Count label="Failed" value={status.failed.length} />
      </dl>
      <Items title="Skipped" items={status.skipped} />
      <Items title="Failed" items={status.failed} />
      <Items title="Imported without their photo" items={status.photoWarnings} />
      {status.state === 'done' && status.imported > 0 ? (
        <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-5')}>
          See your recipes
        </Link>
      ) : null}
    </Card>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-stone-50 px-3 py-2">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-lg font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

function Items({ title, items }: { title: string; items: CollectionImportStatus['skipped'] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold text-stone-800">{title}</h3>
      <ul className="mt-1 space-y-1 text-sm text-stone-700">
        {items.map((item, index) => (
          <li key={`${item.title}-${index}`} className="break-words">
            <span className="font-medium">{item.title}</span>: {item.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
