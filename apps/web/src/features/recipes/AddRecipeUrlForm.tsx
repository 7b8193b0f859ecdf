import { Link2, Wand2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { inputClasses, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { PageSourceField } from './PageSource';
import { IMPORT_STAGE_TEXT } from './recipes-api';
import type { AddRecipe } from './use-add-recipe';

const linkClasses =
  'cursor-pointer underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The Add Recipe panel's first step: a link (or the page's source) to extract, and its progress. */
export function AddRecipeUrlForm({ add }: { add: AddRecipe }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.extract();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Extract a recipe" className="mt-5">
      <Label htmlFor="add-recipe-url">Paste Recipe URL</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Link2
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-400"
            aria-hidden
          />
          <input
            id="add-recipe-url"
            type="url"
            inputMode="url"
            autoComplete="url"
            autoFocus
            placeholder="https://example.com/best-banana-bread"
            value={add.url}
            disabled={add.extracting}
            onChange={(e) => add.setUrl(e.target.value)}
            className={cn(inputClasses, 'pl-9')}
          />
        </div>
        <Button type="submit" disabled={!add.canExtract} className="sm:w-40">
          {add.extracting ? <Spinner /> : <Wand2 className="h-4 w-4" aria-hidden />}
          Extract Recipe
        </Button>
      </div>
      {add.pasteMode ? (
        <div className="mt-4">
          <p className="mb-3 text-sm text-stone-600">
            With the page source pasted below, the address is optional.
          </p>
          <PageSourceField
            id="add-recipe-html"
            value={add.html}
            disabled={add.extracting}
            onChange={add.setHtml}
          />
        </div>
      ) : null}
      {add.extracting ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm font-medium text-brand-800">
          <Spinner className="text-brand-600" />
          {IMPORT_STAGE_TEXT[add.stage]}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          onClick={add.addManually}
          className={cn(linkClasses, 'font-medium text-brand-700')}
        >
          Or add recipe details manually
        </button>
        {!add.pasteMode ? (
          <button type="button" onClick={add.pasteSource} className={cn(linkClasses, 'text-stone-600')}>
            Paste the page source instead
          </button>
        ) : null}
        <button type="button" onClick={add.pasteText} className={cn(linkClasses, 'text-stone-600')}>
          Paste the recipe text
        </button>
        <button type="button" onClick={add.takePhoto} className={cn(linkClasses, 'text-stone-600')}>
          Take or upload a photo of a cookbook page
        </button>
      </div>
    </form>
  );
}
