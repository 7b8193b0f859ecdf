import type { Recipe } from '@cookmark/contracts';
import { Eraser, Save, Undo2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { AiSubstitutions } from './use-ai-substitutions';

/** The substitutes applied so far, each beside the line it replaced, to undo, clear or save. */
export function AppliedSubstitutions({ tool, recipe }: { tool: AiSubstitutions; recipe: Recipe }) {
  return (
    <Card className="space-y-3 p-5" role="region" aria-label="Applied substitutions">
      <h3 className="font-semibold text-stone-900 [overflow-wrap:anywhere]">Changes to {recipe.title}</h3>
      <ul className="space-y-2 text-sm">
        {[...tool.originals].map(([index, original]) => (
          <li key={index} className="rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
            <span className="text-stone-500 line-through [overflow-wrap:anywhere]">{original}</span>
            <span aria-hidden> → </span>
            <span className="sr-only"> replaced by </span>
            <span className="font-medium text-stone-900 [overflow-wrap:anywhere]">
              {tool.shownLines[index]}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={tool.undo}>
          <Undo2 className="h-4 w-4" aria-hidden />
          Undo
        </Button>
        <Button size="sm" variant="ghost" onClick={tool.clearAll}>
          <Eraser className="h-4 w-4" aria-hidden />
          Clear All
        </Button>
        <Button size="sm" className="sm:ml-auto" onClick={tool.saveToRecipe} disabled={tool.saving}>
          <Save className="h-4 w-4" aria-hidden />
          {tool.saving ? 'Saving...' : 'Save to Recipe'}
        </Button>
      </div>
    </Card>
  );
}
