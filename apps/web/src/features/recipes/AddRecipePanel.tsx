import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RecipePhotoImport } from '../import/RecipePhotoImport';
import { RecipeTextImport } from '../import/RecipeTextImport';
import { AddRecipeUrlForm } from './AddRecipeUrlForm';
import { ExtractedPreview } from './ExtractedPreview';
import { ImportFailureNotice } from './PageSource';
import { RecipeForm } from './RecipeForm';
import { useAddRecipe, type HandedPage } from './use-add-recipe';

export type { HandedPage } from './use-add-recipe';

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
  const add = useAddRecipe({ page, onSaved });
  const [formDirty, setFormDirty] = useState(false);
  const dirty = add.touched || formDirty;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  if (add.step === 'form') {
    const { importFailure } = add;
    return (
      <RecipeForm
        key={JSON.stringify(add.formStart)}
        heading="Add New Recipe"
        initialValues={add.formStart.values}
        initialFocus={add.formStart.focus}
        saving={add.saving}
        serverErrors={add.serverErrors}
        onSave={add.saveRecipe}
        onCancel={onClose}
        onDirtyChange={setFormDirty}
        notice={
          importFailure ? (
            <ImportFailureNotice failure={importFailure} onPaste={() => add.pasteSourceOf(importFailure)} />
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
            {add.step === 'url'
              ? 'Paste a link and Cookmark pulls out the ingredients and steps.'
              : 'Check what we found, then save it or adjust the details.'}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onClose}>
          <X className="h-4 w-4" aria-hidden />
          Cancel
        </Button>
      </div>

      {add.step === 'url' && add.textMode ? (
        <RecipeTextImport
          text={add.text}
          onTextChange={add.setText}
          onRead={add.showExtraction}
          onUseAddress={add.importFromAddress}
        />
      ) : add.step === 'url' && add.photoMode ? (
        <RecipePhotoImport onRead={add.showPhotoExtraction} onUseAddress={add.importFromAddress} />
      ) : add.step === 'url' ? (
        <AddRecipeUrlForm add={add} />
      ) : add.extraction ? (
        <ExtractedPreview
          extraction={add.extraction}
          improving={add.improving}
          canImprove={add.canImprove}
          aiPaused={add.aiPaused}
          onUse={() => add.openExtraction('save')}
          onImprove={add.improveExtraction}
          onEdit={() => add.openExtraction('form')}
        />
      ) : null}
    </Card>
  );
}
