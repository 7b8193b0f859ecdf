import type { Recipe } from '@cookmark/contracts';
import { FileDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../auth/use-auth';
import { saveFile } from '../../lib/download';
import { exportRecipesPdf } from './export-api';
import { showExportError } from './export-errors';

/**
 * A saved recipe's Download PDF (premium: the server's PDF of this recipe) and Print (the page
 * itself through the print stylesheet in index.css: no buttons, navigation or notifications).
 */
export function RecipeExportActions({ recipe }: { recipe: Pick<Recipe, 'id'> }) {
  const { isPremium } = useAuth();
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    toast({ title: 'Export started', description: 'Building your PDF...' });
    try {
      const pdf = await exportRecipesPdf({ recipeIds: [recipe.id] });
      saveFile(pdf.blob, pdf.fileName);
      toast({ title: 'Recipes exported', description: `Saved as ${pdf.fileName}.` });
    } catch (error) {
      showExportError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {isPremium ? (
        <Button variant="outline" size="sm" disabled={pending} onClick={() => void download()}>
          {pending ? <Spinner className="h-4 w-4" /> : <FileDown className="h-4 w-4" aria-hidden />}
          {pending ? 'Building PDF...' : 'Download PDF'}
        </Button>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer className="h-4 w-4" aria-hidden />
        Print
      </Button>
    </>
  );
}
