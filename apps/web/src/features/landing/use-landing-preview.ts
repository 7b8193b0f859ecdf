import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { showErrorToast } from '../../lib/session';
import type { ImportFailure } from '../recipes/PageSource';
import type { ParseRecipeResponse } from '../recipes/recipe-types';
import { importFailureMessage, importRecipe, type ImportStage } from '../recipes/recipes-api';

/**
 * A visitor's preview of a recipe page (spec §2 landing page): a link read by the parser, or after
 * a failure the page's source pasted in; the preview shows until the visitor goes back.
 */
export function useLandingPreview() {
  const [preview, setPreview] = useState<ParseRecipeResponse | null>(null);
  const [stage, setStage] = useState<ImportStage>('fetching');
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [pasteMode, setPasteMode] = useState(false);
  const [html, setHtml] = useState('');
  const parse = useMutation({
    mutationFn: (body: { url: string; html?: string }) => importRecipe(body, { onStage: setStage }),
    onSuccess: (response) => {
      setFailure(null);
      setPasteMode(false);
      setPreview(response);
    },
    onError: (error, body) => {
      showErrorToast('Failed to parse recipe', error, 'Please check the link and try again.');
      setFailure({ url: body.url, message: importFailureMessage(error) });
    },
  });
  const previewUrl = (url: string) => {
    setFailure(null);
    setPasteMode(false);
    parse.mutate({ url });
  };
  const previewSource = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!failure || !html.trim() || parse.isPending) return;
    parse.mutate({ url: failure.url, html });
  };

  return {
    preview,
    stage,
    failure,
    pasteMode,
    html,
    setHtml,
    pending: parse.isPending,
    previewUrl,
    previewSource,
    showPasteForm: () => setPasteMode(true),
    closePreview: () => {
      setPreview(null);
      parse.reset();
    },
  };
}

export type LandingPreview = ReturnType<typeof useLandingPreview>;
