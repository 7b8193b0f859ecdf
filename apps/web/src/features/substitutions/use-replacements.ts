import { useCallback, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import {
  NO_REPLACEMENTS,
  originalsOf,
  withoutLatest,
  withReplacement,
  type Replacements,
} from './line-replacements';

export interface ReplacementsState {
  state: Replacements;
  /** Each replaced line's place and what the recipe had there. */
  originals: ReadonlyMap<number, string>;
  apply: (line: number, original: string, text: string) => void;
  undo: () => void;
  clear: () => void;
}

/** Ingredient replacements not saved yet, with spec §8's toasts for applying and undoing. */
export function useReplacements(): ReplacementsState {
  const [state, setState] = useState<Replacements>(NO_REPLACEMENTS);
  const clear = useCallback(() => setState(NO_REPLACEMENTS), []);
  return {
    state,
    originals: originalsOf(state),
    apply: (line, original, text) => {
      setState((current) => withReplacement(current, line, original, text));
      toast({ title: 'Substitution applied', description: `${original} → ${text}` });
    },
    undo: () => {
      const latest = state.undo.at(-1);
      if (!latest) return;
      const restored = latest.before?.text ?? state.byLine.get(latest.line)?.original;
      setState(withoutLatest);
      toast({ title: 'Substitution removed', description: restored ? `Back to ${restored}` : undefined });
    },
    clear,
  };
}
