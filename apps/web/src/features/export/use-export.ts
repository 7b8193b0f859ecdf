import type { GroceryList, Recipe } from '@cookmark/contracts';
import { exportFileName, recipesAsText } from '@cookmark/export/text';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { saveFile } from '../../lib/download';
import { GROCERY_LISTS_KEY, listGroceryLists } from '../grocery/grocery-api';
import { getRecipe, recipeKey } from '../recipes/recipes-api';
import { exportListsPdf, exportRecipesPdf } from './export-api';
import { showExportError, showPopupBlocked } from './export-errors';
import { listHtml, listsAsText, recipeHtml } from './export-documents';
import { openPrintWindow, printInWindow } from './print-window';

export type ExportKind = 'recipes' | 'grocery-lists';

export interface ExportOptions {
  includeInstructions: boolean;
  compact: boolean;
}

/** Spec §5: nothing is exported without a selection. */
function noneSelected(ids: readonly string[]): boolean {
  if (ids.length > 0) return false;
  toast({
    title: 'No items selected',
    description: 'Choose at least one item to export.',
    variant: 'destructive',
  });
  return true;
}

/**
 * The Export tool's four actions on the chosen recipes or lists: a PDF made by the server, and a
 * text file, the clipboard and a print window made here from the full recipes or lists.
 */
export function useExport(kind: ExportKind, ids: readonly string[], options: ExportOptions) {
  const queryClient = useQueryClient();
  const [pdfPending, setPdfPending] = useState(false);

  const recipes = (): Promise<Recipe[]> =>
    Promise.all(
      ids.map((id) => queryClient.fetchQuery({ queryKey: recipeKey(id), queryFn: () => getRecipe(id) })),
    );
  const lists = async (): Promise<GroceryList[]> => {
    const all = await queryClient.fetchQuery({ queryKey: GROCERY_LISTS_KEY, queryFn: listGroceryLists });
    return ids.flatMap((id) => all.filter((list) => list.id === id));
  };
  const text = async (): Promise<{ text: string; titles: string[] }> => {
    if (kind === 'recipes') {
      const chosen = await recipes();
      return { text: recipesAsText(chosen, options), titles: chosen.map((recipe) => recipe.title) };
    }
    const chosen = await lists();
    return { text: listsAsText(chosen), titles: chosen.map((list) => list.name) };
  };

  const downloadPdf = async () => {
    if (noneSelected(ids) || pdfPending) return;
    setPdfPending(true);
    toast({ title: 'Export started', description: 'Building your PDF...' });
    try {
      const pdf =
        kind === 'recipes'
          ? await exportRecipesPdf({ recipeIds: [...ids], ...options })
          : await exportListsPdf({ listIds: [...ids], compact: options.compact });
      saveFile(pdf.blob, pdf.fileName);
      toast({
        title: kind === 'recipes' ? 'Recipes exported' : 'List exported',
        description: `Saved as ${pdf.fileName}.`,
      });
    } catch (error) {
      showExportError(error);
    } finally {
      setPdfPending(false);
    }
  };

  const exportText = async () => {
    if (noneSelected(ids)) return;
    try {
      const { text: content, titles } = await text();
      const fileName = exportFileName(kind, titles, 'txt');
      saveFile(new Blob([content], { type: 'text/plain;charset=utf-8' }), fileName);
      toast({ title: 'Text export complete', description: `Saved as ${fileName}.` });
    } catch (error) {
      showExportError(error);
    }
  };

  const copy = async () => {
    if (noneSelected(ids)) return;
    try {
      const { text: content } = await text();
      await navigator.clipboard.writeText(content);
      toast({
        title: kind === 'recipes' ? 'Recipes copied' : 'List copied',
        description: 'The text is on your clipboard.',
      });
    } catch (error) {
      showExportError(error);
    }
  };

  const print = async () => {
    if (noneSelected(ids)) return;
    const win = openPrintWindow();
    if (!win) return showPopupBlocked();
    try {
      const body =
        kind === 'recipes'
          ? (await recipes()).map((recipe) => recipeHtml(recipe, options)).join('')
          : (await lists()).map(listHtml).join('');
      printInWindow(win, kind === 'recipes' ? 'Recipes' : 'Grocery lists', body, options.compact);
    } catch (error) {
      win.close();
      showExportError(error);
    }
  };

  return { downloadPdf, exportText, copy, print, pdfPending };
}
