import { ArrowLeft, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FieldError, Label } from '../../components/ui/input';
import { Logo } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { dashboardPathFor, useAuth } from '../auth/use-auth';
import { ImportProgress } from './ImportProgress';
import { isFinished } from './collections-api';
import { useCollectionImport } from './use-collection-import';

/** What the file input offers; any file may still be chosen, and the server reads it by its content. */
const ACCEPTED = '.zip,.csv,.html,.htm,.json,.jsonld,.cook,.md,.paprikarecipes';

/**
 * Issue #33 'Import a collection': a whole library exported from another recipe app, uploaded and
 * imported on the server a recipe at a time; the page follows the import, also after leaving it.
 */
export function CollectionImportPage() {
  usePageTitle('Import a collection');
  const { isPremium } = useAuth();
  return (
    <div className="flex min-h-screen flex-col bg-cream">
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to={dashboardPathFor(isPremium)} className={buttonClasses('ghost', 'sm', '-ml-2')}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Dashboard
          </Link>
          <Logo className="text-lg" compact />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="font-display text-4xl font-bold tracking-tight text-stone-900">Import a collection</h1>
        <p className="mt-2 text-stone-600">
          Bring your recipes from another app: an export of Paprika, Mealie, Tandoor, Nextcloud Cookbook, Copy
          Me That, Chowdown, Plan to Eat or My Recipe Box, a zip of schema.org JSON-LD files or saved web
          pages, or Cooklang files. Recipes already in your library are skipped.
        </p>
        <CollectionImport />
      </main>
      <SiteFooter />
    </div>
  );
}

function CollectionImport() {
  const { current, loading, start, sent } = useCollectionImport();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = current !== null && !isFinished(current);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || start.isPending || running) return;
    setError(null);
    start.mutate(file, {
      onError: (failure) => setError(errorMessage(failure, 'The file could not be uploaded.')),
      onSuccess: () => setFile(null),
    });
  };

  return (
    <>
      <Card className="mt-8 p-6">
        <form onSubmit={submit} noValidate aria-label="Import a collection">
          <Label htmlFor="collection-file">Export file</Label>
          <input
            id="collection-file"
            type="file"
            accept={ACCEPTED}
            className="mt-1 block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'collection-file-error' : undefined}
            disabled={start.isPending}
          />
          <FieldError id="collection-file-error" message={error ?? undefined} />
          <Button type="submit" className="mt-4" disabled={!file || start.isPending || running}>
            {start.isPending ? <Spinner /> : <Upload className="h-4 w-4" aria-hidden />}
            {start.isPending ? 'Uploading…' : 'Import'}
          </Button>
          {sent !== null ? (
            <div className="mt-3">
              <progress className="w-full" max={1} value={sent} aria-label="Upload" />
              <p className="text-xs text-stone-500">Uploading: {Math.round(sent * 100)}% sent</p>
            </div>
          ) : null}
        </form>
      </Card>
      {loading ? <Spinner className="mt-8 h-6 w-6 text-brand-500" label="Loading…" /> : null}
      {current ? <ImportProgress status={current} /> : null}
    </>
  );
}
