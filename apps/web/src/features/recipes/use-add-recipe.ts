import type { CurrentRecipe, ParsedRecipeDto, ParseRecipeResponseDto } from '@cookmark/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { serverFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { handleSessionLost } from '../../lib/session';
import { useLocalSettings } from '../../lib/use-settings';
import { importPhotoOf, keepPhotoOf } from '../photos/import-photo';
import { ADD_RECIPE_MESSAGES } from './add-recipe-messages';
import type { ImportFailure } from './PageSource';
import { formFromParsed, newRecipeForm, payloadFromForm, type RecipeFormValues } from './recipe-form';
import {
  AI_IMPROVEMENT_KEY,
  createRecipe,
  fetchAiImprovementStatus,
  importFailureMessage,
  importRecipe,
  improveRecipe,
  RECIPES_KEY,
  type ImportStage,
} from './recipes-api';

export type AddRecipeStep = 'url' | 'preview' | 'form';

/** The form's first values, and where the keyboard starts in it. */
export interface FormStart {
  values: RecipeFormValues;
  focus: 'form' | 'save';
}

/** A page's source and address handed over whole (by the bookmarklet), extracted at once. */
export interface HandedPage {
  url: string;
  html: string;
}

type ExtractBody = { url?: string; html?: string };

function currentRecipeFrom(recipe: ParsedRecipeDto): CurrentRecipe {
  const { title, description, ingredients, instructions, totalTime, cookTime, prepTime } = recipe;
  const { difficulty, servings, tags, notes, image } = recipe;
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

/** Whether the component that asked is still on screen: a late answer of a closed panel is dropped. */
function useStillOpen() {
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  return open;
}

/** 'Improve with AI' is offered only where the server has an AI it may use now. */
function useAiImprovementStatus() {
  return useQuery({
    queryKey: AI_IMPROVEMENT_KEY,
    queryFn: fetchAiImprovementStatus,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * Spec §2/§4 "Add Recipe panel": the steps from a pasted link to a saved recipe (extract, review,
 * improve with AI, save), and the toast each of them ends with.
 */
export function useAddRecipe({ page, onSaved }: { page: HandedPage | undefined; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const { defaultServings } = useLocalSettings();
  const stillOpen = useStillOpen();
  const aiStatus = useAiImprovementStatus();
  const [step, setStep] = useState<AddRecipeStep>('url');
  const [url, setUrl] = useState(page?.url ?? '');
  const [pasteMode, setPasteMode] = useState(false);
  const [html, setHtml] = useState(page?.html ?? '');
  // 'Paste the recipe text' (features/import): the text, read into the same preview.
  const [textMode, setTextMode] = useState(false);
  const [text, setText] = useState('');
  // 'Take or upload a photo of a cookbook page' (features/import): read by OCR into the same preview.
  const [photoMode, setPhotoMode] = useState(false);
  const [keptPhoto, setKeptPhoto] = useState<File | null>(null);
  const [stage, setStage] = useState<ImportStage>(page ? 'extracting' : 'fetching');
  const [extraction, setExtraction] = useState<ParseRecipeResponseDto | null>(null);
  const [formStart, setFormStart] = useState<FormStart>(() => ({
    values: newRecipeForm(defaultServings),
    focus: 'form',
  }));
  const [importFailure, setImportFailure] = useState<ImportFailure | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>(undefined);
  const trimmedUrl = url.trim();

  const openForm = (start: FormStart) => {
    setFormStart(start);
    setServerErrors(undefined);
    setStep('form');
  };

  const showExtraction = (result: ParseRecipeResponseDto) => {
    setExtraction(result);
    setImportFailure(null);
    setStep('preview');
    toast(ADD_RECIPE_MESSAGES.extracted(result.report));
  };

  const extract = useMutation({
    mutationFn: (body: ExtractBody) =>
      importRecipe(body, { onStage: setStage, isCancelled: () => !stillOpen.current }),
    onSuccess: showExtraction,
    onError: (error, body) => {
      if (!stillOpen.current || handleSessionLost(error)) return;
      toast({ ...ADD_RECIPE_MESSAGES.extractFailed, variant: 'destructive' });
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
      improveRecipe(current.recipe.originalUrl || trimmedUrl, currentRecipeFrom(current.recipe)),
    onSuccess: (result) => {
      setExtraction(result);
      toast(ADD_RECIPE_MESSAGES.improved(result.report));
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      // The AI may have been turned off for the day since the status was read.
      void queryClient.invalidateQueries({ queryKey: AI_IMPROVEMENT_KEY });
      toast({ ...ADD_RECIPE_MESSAGES.improveFailed, variant: 'destructive' });
    },
  });

  const save = useMutation({
    mutationFn: async (values: RecipeFormValues) => {
      const payload = payloadFromForm(values, extraction?.report ?? null);
      if (extraction) {
        payload.descriptionRaw = extraction.recipe.description || null;
        payload.ingredientsRaw = extraction.recipe.ingredients;
        payload.instructionsRaw = extraction.recipe.instructions;
        // The page's keywords are suggestions the reader offers, never tags of their own.
        payload.suggestedTags = extraction.recipe.tags;
      }
      const recipe = await createRecipe(payload);
      const image = extraction?.recipe.image;
      if (keptPhoto) await keepPhotoOf(recipe, keptPhoto);
      else if (image) await importPhotoOf(recipe, image);
      return recipe;
    },
    onSuccess: async (recipe) => {
      toast(ADD_RECIPE_MESSAGES.saved(recipe.title));
      onSaved();
      await queryClient.invalidateQueries({ queryKey: [RECIPES_KEY] });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      setServerErrors(serverFieldErrors(error));
      toast({ ...ADD_RECIPE_MESSAGES.saveFailed, variant: 'destructive' });
    },
  });

  // Pasted page source needs no address (the page usually names its own).
  const canExtract = (pasteMode ? html.trim() !== '' : trimmedUrl !== '') && !extract.isPending;

  return {
    step,
    url,
    setUrl,
    html,
    setHtml,
    pasteMode,
    textMode,
    photoMode,
    text,
    setText,
    stage,
    extraction,
    formStart,
    importFailure,
    serverErrors,
    extracting: extract.isPending,
    improving: improve.isPending,
    saving: save.isPending,
    canExtract,
    /** Whether anything was typed or extracted, which closing would discard (besides the form). */
    touched:
      trimmedUrl !== '' ||
      html.trim() !== '' ||
      text.trim() !== '' ||
      keptPhoto !== null ||
      extraction !== null,
    canImprove:
      aiStatus.data?.available === true &&
      extraction !== null &&
      (extraction.recipe.originalUrl || trimmedUrl) !== '',
    /** Why a server with an AI does not offer it now (the day's allowance is spent), else null. */
    aiPaused: aiStatus.data?.configured === true ? aiStatus.data.message : null,
    extract: () => {
      if (!canExtract) return;
      setStage(pasteMode ? 'extracting' : 'fetching');
      extract.mutate(pasteMode ? { html, ...(trimmedUrl ? { url: trimmedUrl } : {}) } : { url: trimmedUrl });
    },
    pasteSource: () => setPasteMode(true),
    pasteText: () => {
      setPhotoMode(false);
      setTextMode(true);
    },
    takePhoto: () => {
      setTextMode(false);
      setPhotoMode(true);
    },
    importFromAddress: () => {
      setTextMode(false);
      setPhotoMode(false);
    },
    /** A recipe read from a photo of a page: the same preview; `photo` is kept as its photo on save. */
    showPhotoExtraction: (result: ParseRecipeResponseDto, photo: File | null) => {
      setKeptPhoto(photo);
      showExtraction(result);
    },
    /** A recipe read from pasted text: the same preview as a page's. */
    showExtraction,
    /** After a failed import: back to the link, with a box for the page's source. */
    pasteSourceOf: (failure: ImportFailure) => {
      setPasteMode(true);
      setUrl(failure.url);
      setStep('url');
    },
    addManually: () => openForm({ values: newRecipeForm(defaultServings, trimmedUrl), focus: 'form' }),
    openExtraction: (focus: FormStart['focus']) => {
      if (extraction) openForm({ values: formFromParsed(extraction.recipe), focus });
    },
    improveExtraction: () => {
      if (extraction) improve.mutate(extraction);
    },
    saveRecipe: (values: RecipeFormValues) => save.mutateAsync(values),
  };
}

export type AddRecipe = ReturnType<typeof useAddRecipe>;
