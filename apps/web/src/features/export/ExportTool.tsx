import { Copy, FileDown, FileText, Printer } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Segmented } from '../../components/ui/segmented';
import { Spinner } from '../../components/ui/spinner';
import { SwitchField } from '../../components/ui/switch';
import { handleSessionLost } from '../../lib/session';
import { useGroceryLists } from '../grocery/use-grocery-lists';
import { MultiSelect, type Choice } from '../recipes/MultiSelect';
import { useRecipeChoices } from '../recipes/use-recipe-choices';
import { type ExportKind, useExport } from './use-export';

const KINDS = [
  { value: 'recipes', label: 'Recipes' },
  { value: 'grocery-lists', label: 'Grocery Lists' },
] as const;

/** What can be picked of the chosen kind; lists are fetched only when that kind is shown. */
function useChoices(kind: ExportKind): { choices: Choice[]; isLoading: boolean } {
  const recipes = useRecipeChoices('');
  const lists = useGroceryLists();
  useEffect(() => {
    if (recipes.error) handleSessionLost(recipes.error);
  }, [recipes.error]);
  const listChoices = useMemo(
    () =>
      (lists.data ?? []).map((list) => {
        const count = list.items.reduce((sum, group) => sum + group.items.length, 0);
        return { id: list.id, title: list.name, description: `${count} ${count === 1 ? 'item' : 'items'}` };
      }),
    [lists.data],
  );
  return kind === 'recipes'
    ? { choices: recipes.all, isLoading: recipes.isLoading }
    : { choices: listChoices, isLoading: lists.isPending };
}

/**
 * Spec §2 'Export to PDF and Text': recipes or grocery lists, several at once, as a PDF made by
 * the server, a .txt file, the clipboard or a print window. Changing the kind clears the choice.
 */
export function ExportTool() {
  const [kind, setKind] = useState<ExportKind>('recipes');
  const [selected, setSelected] = useState<string[]>([]);
  const [includeInstructions, setIncludeInstructions] = useState(true);
  const [compact, setCompact] = useState(false);
  const { choices, isLoading } = useChoices(kind);
  const actions = useExport(kind, selected, { includeInstructions, compact });

  const chooseKind = (next: ExportKind) => {
    if (next === kind) return;
    setKind(next);
    setSelected([]);
  };

  return (
    <Card className="p-5 sm:p-8">
      <div className="flex items-start gap-3">
        <FileDown className="mt-1 h-7 w-7 shrink-0 text-brand-600" aria-hidden />
        <div className="min-w-0">
          <h2 id="tool-heading" className="font-display text-2xl font-semibold text-stone-900">
            Export to PDF and Text
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Download recipes or grocery lists as a PDF, save them as text, copy them or print them.
          </p>
        </div>
      </div>

      <div className="mt-6 space-y-5">
        <div>
          <p className="mb-1.5 text-sm font-medium text-stone-800">Export type</p>
          <Segmented label="Export type" options={KINDS} value={kind} onChange={chooseKind} />
        </div>

        <MultiSelect
          key={kind}
          selected={selected}
          onChange={setSelected}
          label={kind === 'recipes' ? 'Recipes to export' : 'Grocery lists to export'}
          choices={choices}
          isLoading={isLoading}
          noun={kind === 'recipes' ? 'recipes' : 'grocery lists'}
        />
        <p className="text-sm text-stone-600" aria-live="polite">
          {selected.length === 0
            ? 'No items selected'
            : `${selected.length} ${selected.length === 1 ? 'item' : 'items'} selected`}
        </p>

        <div className="divide-y divide-stone-100 rounded-lg border border-stone-200 px-4">
          {kind === 'recipes' ? (
            <SwitchField
              id="export-include-instructions"
              label="Include instructions"
              description="Print the numbered steps after the ingredients."
              checked={includeInstructions}
              onCheckedChange={setIncludeInstructions}
            />
          ) : null}
          <SwitchField
            id="export-compact"
            label="Compact layout"
            description="Smaller type and tighter spacing: fewer pages."
            checked={compact}
            onCheckedChange={setCompact}
          />
        </div>

        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <Button onClick={() => void actions.downloadPdf()} disabled={actions.pdfPending}>
            {actions.pdfPending ? (
              <Spinner className="h-4 w-4" />
            ) : (
              <FileDown className="h-4 w-4" aria-hidden />
            )}
            {actions.pdfPending ? 'Building PDF...' : 'Download PDF'}
          </Button>
          <Button variant="outline" onClick={() => void actions.exportText()}>
            <FileText className="h-4 w-4" aria-hidden />
            Export as text
          </Button>
          <Button variant="outline" onClick={() => void actions.copy()}>
            <Copy className="h-4 w-4" aria-hidden />
            Copy to clipboard
          </Button>
          <Button variant="outline" onClick={() => void actions.print()}>
            <Printer className="h-4 w-4" aria-hidden />
            Print
          </Button>
        </div>
        {actions.pdfPending ? (
          <div role="status" className="space-y-1.5">
            <p className="text-sm text-stone-600">
              Building your PDF of {selected.length} {selected.length === 1 ? 'item' : 'items'}...
            </p>
            <div className="h-1.5 overflow-hidden rounded-full bg-stone-100">
              <div className="h-full w-1/3 animate-[export-progress_1.2s_ease-in-out_infinite] rounded-full bg-brand-500" />
            </div>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
