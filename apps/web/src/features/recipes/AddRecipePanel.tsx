import type {
  CurrentRecipe,
  ExtractionReportDto,
  ParsedRecipeDto,
  ParseRecipeResponseDto,
} from '@cookmark/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Link2, PencilLine, Sparkles, Wand2, X } from 'lucide-react';
import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { inputClasses, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { serverFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { handleSessionLost } from '../../lib/session';
import { ExtractionReport, methodLabel } from './ExtractionReport';
import { firstLines, groupsOf, lineCount, numberedGroups } from './line-groups';
import { useLocalSettings } from '../../lib/use-settings';
import { formFromParsed, newRecipeForm, payloadFromForm, type RecipeFormValues } from './recipe-form';
import { RecipeMeta, TagChips } from './recipe-summary';
import { summaryFromReport } from './recipe-types';
import { ImportFailureNotice, PageSourceField, type ImportFailure } from './PageSource';
import { RecipeForm } from './RecipeForm';
import { importPhotoOf } from '../photos/import-photo';
import { RecipeTextImport } from '../import/RecipeTextImport';
import {
  AI_IMPROVEMENT_KEY,
  createRecipe,
  fetchAiImprovementStatus,
  IMPORT_STAGE_TEXT,
  importFailureMessage,
  importRecipe,
  improveRecipe,
  RECIPES_KEY,
  type ImportStage,
} from './recipes-api';

type Step = 'url' | 'preview' | 'form';

interface FormStart {
  values: RecipeFormValues;
  focus: 'form' | 'save';
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Spec §8: an extraction missing ingredients or steps is reported as incomplete. */
export function isIncomplete(report: ExtractionReportDto): boolean {
  return !report.success || report.foundData.ingredientCount === 0 || report.foundData.instructionCount === 0;
}

function currentRecipeFrom(recipe: ParsedRecipeDto): CurrentRecipe {
  const {
    title,
    description,
    ingredients,
    instructions,
    totalTime,
    cookTime,
    prepTime,
    difficulty,
    servings,
    tags,
    notes,
    image,
  } = recipe;
  return {
    title,
    description,
    ingredients,
    instructions,
    totalTime,
    cookTime,
    prepTime,
    difficulty,
    servings,
    tags,
    notes,
    image,
  };
}

/** A page's source and address handed over whole (by the bookmarklet), extracted at once. */
export interface HandedPage {
  url: string;
  html: string;
}

interface AddRecipePanelProps {
  /** Cancel (the caller asks before discarding typed content). */
  onClose: () => void;
  /** The recipe is saved: the panel closes without asking. */
  onSaved?: () => void;
  /** Whether anything was typed or extracted, which closing would discard. */
  onDirtyChange?: (dirty: boolean) => void;
  page?: HandedPage;
}

/** Spec §2/§4 "Add Recipe panel": paste a URL, review the extraction, then the form. */
export function AddRecipePanel({ onClose, onSaved = onClose, onDirtyChange, page }: AddRecipePanelProps) {
  const queryClient = useQueryClient();
  const { defaultServings } = useLocalSettings();
  const [step, setStep] = useState<Step>('url');
  const [url, setUrl] = useState(page?.url ?? '');
  const [pasteMode, setPasteMode] = useState(false);
  const [html, setHtml] = useState(page?.html ?? '');
  // 'Paste the recipe text' (features/import): the text, read into the same preview.
  const [textMode, setTextMode] = useState(false);
  const [text, setText] = useState('');
  const [stage, setStage] = useState<ImportStage>(page ? 'extracting' : 'fetching');
  const [extraction, setExtraction] = useState<ParseRecipeResponseDto | null>(null);
  const [formStart, setFormStart] = useState<FormStart>(() => ({
    values: newRecipeForm(defaultServings),
    focus: 'form',
  }));
  const [importFailure, setImportFailure] = useState<ImportFailure | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>(undefined);
  const [formDirty, setFormDirty] = useState(false);
  // 'Improve with AI' only where the server has an AI it may use now (and the page an address to
  // read again); while the day's AI allowance is spent, the panel says so instead.
  const aiStatus = useQuery({
    queryKey: AI_IMPROVEMENT_KEY,
    queryFn: fetchAiImprovementStatus,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const dirty =
    url.trim() !== '' || html.trim() !== '' || text.trim() !== '' || extraction !== null || formDirty;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  const openForm = (start: FormStart) => {
    setFormStart(start);
    setServerErrors(undefined);
    setStep('form');
  };

  const showExtraction = (result: ParseRecipeResponseDto) => {
    setExtraction(result);
    setImportFailure(null);
    setStep('preview');
    const { report } = result;
    if (isIncomplete(report)) {
      toast({
        title: 'Recipe extraction incomplete',
        description: 'Partial extraction completed. You can improve the extraction or edit manually.',
      });
    } else {
      toast({
        title: 'Recipe extracted successfully',
        description: `Found ${plural(report.foundData.ingredientCount, 'ingredient', 'ingredients')} and ${plural(
          report.foundData.instructionCount,
          'step',
          'steps',
        )} using ${methodLabel(report.method)}.`,
      });
    }
  };

  const extract = useMutation({
    mutationFn: (body: { url?: string; html?: string }) =>
      importRecipe(body, { onStage: setStage, isCancelled: () => !open.current }),
    onSuccess: showExtraction,
    onError: (error, body) => {
      if (!open.current || handleSessionLost(error)) return;
      toast({
        title: 'Failed to parse recipe',
        description: 'Please add the recipe details manually.',
        variant: 'destructive',
      });
      setExtraction(null);
      setImportFailure({ url: body.url ?? '', message: importFailureMessage(error) });
      openForm({ values: newRecipeForm(defaultServings, body.url ?? ''), focus: 'form' });
    },
  });

  // A handed page goes through the pasted-page path once, as if its source had been pasted.
  const handedPageStarted = useRef(false);
  useEffect(() => {
    if (!page || handedPageStarted.current) return;
    handedPageStarted.current = true;
    extract.mutate({ url: page.url, html: page.html });
  }, [page, extract]);

  const improve = useMutation({
    mutationFn: (current: ParseRecipeResponseDto) =>
      improveRecipe(current.recipe.originalUrl || url.trim(), currentRecipeFrom(current.recipe)),
    onSuccess: (result) => {
      setExtraction(result);
      toast({
        title: 'Recipe improved',
        description: `Now ${plural(result.report.foundData.ingredientCount, 'ingredient', 'ingredients')} and ${plural(
          result.report.foundData.instructionCount,
          'step',
          'steps',
        )}.`,
      });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      // The AI may have been turned off for the day since the status was read.
      void queryClient.invalidateQueries({ queryKey: AI_IMPROVEMENT_KEY });
      toast({
        title: 'Failed to improve extraction',
        description: 'The current extraction will be used.',
        variant: 'destructive',
      });
    },
  });

  const save = useMutation({
    mutationFn: (values: RecipeFormValues) => {
      const payload = payloadFromForm(values, extraction?.report ?? null);
      if (extraction) {
        payload.descriptionRaw = extraction.recipe.description || null;
        payload.ingredientsRaw = extraction.recipe.ingredients;
        payload.instructionsRaw = extraction.recipe.instructions;
        // The page's keywords are suggestions the reader offers, never tags of their own.
        payload.suggestedTags = extraction.recipe.tags;
      }
      return createRecipe(payload).then(async (recipe) => {
        const image = extraction?.recipe.image;
        if (image) await importPhotoOf(recipe, image);
        return recipe;
      });
    },
    onSuccess: async (recipe) => {
      toast({ title: 'Recipe saved', description: `"${recipe.title}" is in your collection.` });
      onSaved();
      await queryClient.invalidateQueries({ queryKey: [RECIPES_KEY] });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      setServerErrors(serverFieldErrors(error));
      toast({ title: 'Failed to save recipe', description: 'Please try again.', variant: 'destructive' });
    },
  });

  const trimmedUrl = url.trim();
  // Pasted page source needs no address (the page usually names its own).
  const canExtract = (pasteMode ? html.trim() !== '' : trimmedUrl !== '') && !extract.isPending;

  const submitUrl = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canExtract) return;
    setStage(pasteMode ? 'extracting' : 'fetching');
    extract.mutate(pasteMode ? { html, ...(trimmedUrl ? { url: trimmedUrl } : {}) } : { url: trimmedUrl });
  };

  if (step === 'form') {
    return (
      <RecipeForm
        key={JSON.stringify(formStart)}
        heading="Add New Recipe"
        initialValues={formStart.values}
        initialFocus={formStart.focus}
        saving={save.isPending}
        serverErrors={serverErrors}
        onSave={(values) => save.mutateAsync(values)}
        onCancel={onClose}
        onDirtyChange={setFormDirty}
        notice={
          importFailure ? (
            <ImportFailureNotice
              failure={importFailure}
              onPaste={() => {
                setPasteMode(true);
                setUrl(importFailure.url);
                setStep('url');
              }}
            />
          ) : null
        }
      />
    );
  }

  return (
    <Card className="p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="font-display text-2xl font-semibold text-stone-900">Add Recipe</h2>
          <p className="mt-1 text-sm text-stone-600">
            {step === 'url'
              ? 'Paste a link and Cookmark pulls out the ingredients and steps.'
              : 'Check what we found, then save it or adjust the details.'}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onClose}>
          <X className="h-4 w-4" aria-hidden />
          Cancel
        </Button>
      </div>

      {step === 'url' && textMode ? (
        <RecipeTextImport
          text={text}
          onTextChange={setText}
          onRead={showExtraction}
          onUseAddress={() => setTextMode(false)}
        />
      ) : step === 'url' ? (
        <form onSubmit={submitUrl} noValidate aria-label="Extract a recipe" className="mt-5">
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
                value={url}
                disabled={extract.isPending}
                onChange={(e) => setUrl(e.target.value)}
                className={cn(inputClasses, 'pl-9')}
              />
            </div>
            <Button type="submit" disabled={!canExtract} className="sm:w-40">
              {extract.isPending ? <Spinner /> : <Wand2 className="h-4 w-4" aria-hidden />}
              Extract Recipe
            </Button>
          </div>
          {pasteMode ? (
            <div className="mt-4">
              <p className="mb-3 text-sm text-stone-600">
                With the page source pasted below, the address is optional.
              </p>
              <PageSourceField
                id="add-recipe-html"
                value={html}
                disabled={extract.isPending}
                onChange={setHtml}
              />
            </div>
          ) : null}
          {extract.isPending ? (
            <p role="status" className="mt-4 flex items-center gap-2 text-sm font-medium text-brand-800">
              <Spinner className="text-brand-600" />
              {IMPORT_STAGE_TEXT[stage]}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <button
              type="button"
              onClick={() => openForm({ values: newRecipeForm(defaultServings, trimmedUrl), focus: 'form' })}
              className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Or add recipe details manually
            </button>
            {!pasteMode ? (
              <button
                type="button"
                onClick={() => setPasteMode(true)}
                className="cursor-pointer text-stone-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Paste the page source instead
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => setTextMode(true)}
              className="cursor-pointer text-stone-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Paste the recipe text
            </button>
          </div>
        </form>
      ) : extraction ? (
        <ExtractedPreview
          extraction={extraction}
          improving={improve.isPending}
          canImprove={
            aiStatus.data?.available === true && (extraction.recipe.originalUrl || url.trim()) !== ''
          }
          aiPaused={aiStatus.data?.configured === true ? aiStatus.data.message : null}
          onUse={() => openForm({ values: formFromParsed(extraction.recipe), focus: 'save' })}
          onImprove={() => improve.mutate(extraction)}
          onEdit={() => openForm({ values: formFromParsed(extraction.recipe), focus: 'form' })}
        />
      ) : null}
    </Card>
  );
}

interface ExtractedPreviewProps {
  extraction: ParseRecipeResponseDto;
  improving: boolean;
  canImprove: boolean;
  /** Why a server with an AI does not offer it now (the day's allowance is spent), else null. */
  aiPaused?: string | null | undefined;
  onUse: () => void;
  onImprove: () => void;
  onEdit: () => void;
}

function PreviewGroupHeading({ children }: { children: ReactNode }) {
  return <h5 className="mt-3 text-xs font-semibold uppercase tracking-wide text-brand-700">{children}</h5>;
}

/** An empty list in the preview: say so, and where to add it, instead of a bare heading. */
function NoneFound({ what }: { what: 'ingredients' | 'steps' }) {
  return (
    <p className="mt-2 text-sm text-stone-500">
      None found on the page. You can add the {what} after Use This Recipe.
    </p>
  );
}

/** Mode 2: the report and a short card of what was found. */
function ExtractedPreview({
  extraction,
  improving,
  canImprove,
  aiPaused,
  onUse,
  onImprove,
  onEdit,
}: ExtractedPreviewProps) {
  const { recipe, report } = extraction;
  const ingredientGroups = groupsOf(recipe.ingredientGroups, recipe.ingredients);
  const instructionGroups = groupsOf(recipe.instructionGroups, recipe.instructions);
  const ingredientCount = lineCount(ingredientGroups);
  const stepCount = lineCount(instructionGroups);
  return (
    <div className="mt-5 space-y-4">
      <ExtractionReport summary={summaryFromReport(report)} defaultOpen />
      <section aria-label="Extracted recipe" className="rounded-xl border border-stone-200 p-5">
        <h3 className="font-display text-xl font-semibold text-stone-900">
          {recipe.title || 'Untitled recipe'}
        </h3>
        {recipe.description ? (
          <p className="mt-1 line-clamp-3 text-sm text-stone-600">{recipe.description}</p>
        ) : null}
        <RecipeMeta
          times={recipe}
          difficulty={recipe.difficulty}
          servings={recipe.servings}
          className="mt-2 text-sm"
        />
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold text-stone-900">Ingredients</h4>
            {firstLines(ingredientGroups, 5).map((group, g) => (
              <Fragment key={`${g}-${group.name ?? ''}`}>
                {group.name ? <PreviewGroupHeading>{group.name}</PreviewGroupHeading> : null}
                <ul className="mt-2 space-y-1 text-sm text-stone-700" aria-label={group.name ?? undefined}>
                  {group.lines.map((line, i) => (
                    <li key={`${i}-${line}`} className="flex gap-2">
                      <Check className="mt-0.5 h-3.5 w-3.5 shrink-0 text-herb-600" aria-hidden />
                      {line}
                    </li>
                  ))}
                </ul>
              </Fragment>
            ))}
            {ingredientCount > 5 ? (
              <p className="mt-1 text-xs text-stone-500">and {ingredientCount - 5} more</p>
            ) : null}
            {ingredientCount === 0 ? <NoneFound what="ingredients" /> : null}
          </div>
          <div>
            <h4 className="text-sm font-semibold text-stone-900">Instructions</h4>
            {numberedGroups(firstLines(instructionGroups, 3)).map((group, g) => (
              <Fragment key={`${g}-${group.name ?? ''}`}>
                {group.name ? <PreviewGroupHeading>{group.name}</PreviewGroupHeading> : null}
                <ol
                  start={group.start}
                  className="mt-2 space-y-1 text-sm text-stone-700"
                  aria-label={group.name ?? undefined}
                >
                  {group.lines.map((line, i) => (
                    <li key={`${i}-${line}`} className="flex gap-2">
                      <span className="w-5 shrink-0 text-right tabular-nums text-stone-500" aria-hidden>
                        {group.start + i}.
                      </span>
                      <span className="line-clamp-2">{line}</span>
                    </li>
                  ))}
                </ol>
              </Fragment>
            ))}
            {stepCount > 3 ? (
              <p className="mt-1 text-xs text-stone-500">
                and {stepCount - 3} more {stepCount - 3 === 1 ? 'step' : 'steps'}
              </p>
            ) : null}
            {stepCount === 0 ? <NoneFound what="steps" /> : null}
          </div>
        </div>
        {recipe.tags.length > 0 ? (
          // The page's keywords are offered as suggestions on the saved recipe, not saved as tags.
          <div className="mt-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">
              Suggested tags, to accept on the saved recipe
            </p>
            <TagChips tags={recipe.tags} className="mt-1.5" />
          </div>
        ) : null}
      </section>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onUse} disabled={improving}>
          <Check className="h-4 w-4" aria-hidden />
          Use This Recipe
        </Button>
        {canImprove ? (
          <Button variant="secondary" onClick={onImprove} disabled={improving}>
            {improving ? <Spinner /> : <Sparkles className="h-4 w-4" aria-hidden />}
            {improving ? 'Improving...' : 'Improve with AI'}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onEdit} disabled={improving}>
          <PencilLine className="h-4 w-4" aria-hidden />
          Edit Manually
        </Button>
      </div>
      {!canImprove && aiPaused ? <p className="text-sm text-stone-600">{aiPaused}</p> : null}
    </div>
  );
}
