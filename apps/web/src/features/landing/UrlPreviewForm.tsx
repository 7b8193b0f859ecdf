import { ArrowRight, Link2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

interface UrlPreviewFormProps {
  onSubmit: (url: string) => void;
  loading: boolean;
}

/** Spec §5 "Landing URL": trimmed; empty does nothing; the button is disabled when empty or loading. */
export function UrlPreviewForm({ onSubmit, loading }: UrlPreviewFormProps) {
  const [url, setUrl] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const trimmed = url.trim();
  // On the prerendered landing page (build/prerender.ts) a visitor may type or paste before the app
  // takes the page over; the app starts from what the field holds.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setUrl(typed);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || loading) return;
    onSubmit(trimmed);
  };

  return (
    <form onSubmit={submit} aria-label="Preview a recipe" className="w-full">
      <label htmlFor="landing-url" className="sr-only">
        Recipe URL
      </label>
      <div className="flex flex-col gap-2 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-stone-200 sm:flex-row">
        <div className="relative flex-1">
          <Link2
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-400"
            aria-hidden
          />
          <input
            ref={input}
            id="landing-url"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="Paste a recipe link, e.g. https://example.com/banana-bread"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            className="h-12 w-full rounded-xl bg-transparent pl-11 pr-3 text-base text-stone-900 placeholder:text-stone-400 focus:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
          />
        </div>
        <Button type="submit" size="lg" disabled={!trimmed || loading} className="sm:w-44">
          {loading ? <Spinner /> : null}
          {loading ? 'Loading...' : 'View Recipe'}
          {loading ? null : <ArrowRight className="h-4 w-4" aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
