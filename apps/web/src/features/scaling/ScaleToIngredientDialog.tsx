import { SCALE_MULTIPLIER_MAX } from '@cookmark/contracts';
import { scaleToIngredient } from '@cookmark/kitchen';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/button';
import { Label, inputClasses } from '../../components/ui/input';
import { TextField } from '../../components/ui/text-field';

interface ScaleToIngredientDialogProps {
  /** The recipe's ingredient lines as stored (unscaled): the scale is set against them. */
  lines: readonly string[];
  /** The line chosen on opening ('Scale to this' on a line); without it the dialog asks which. */
  lineIndex: number | null;
  onClose: () => void;
  onScale: (factor: number) => void;
}

/** 'Scale to this': the amount of one ingredient the cook has sets the recipe's scale. */
export function ScaleToIngredientDialog({
  lines,
  lineIndex,
  onClose,
  onScale,
}: ScaleToIngredientDialogProps) {
  const [index, setIndex] = useState(lineIndex ?? 0);
  const [have, setHave] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const line = lines[index] ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = scaleToIngredient(line, have, SCALE_MULTIPLIER_MAX);
    if (!outcome.ok) return setError(outcome.message);
    onScale(outcome.factor);
    onClose();
  };

  return (
    <AppDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Scale to an ingredient"
      description="Enter how much of it you have; the whole recipe is scaled to match."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {lineIndex === null ? (
          <div className="space-y-1.5">
            <Label htmlFor="scale-to-line">Ingredient</Label>
            <select
              id="scale-to-line"
              className={inputClasses}
              value={index}
              onChange={(event) => setIndex(Number(event.target.value))}
            >
              {lines.map((text, i) => (
                <option key={`${i}-${text}`} value={i}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="text-stone-800">
            The recipe calls for <strong>{line}</strong>.
          </p>
        )}
        <TextField
          id="scale-to-have"
          label="I have"
          value={have}
          placeholder="e.g. 300 g"
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setHave(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Scale recipe</Button>
        </div>
      </form>
    </AppDialog>
  );
}
