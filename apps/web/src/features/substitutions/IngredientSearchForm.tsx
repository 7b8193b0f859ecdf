import { MAX_SUBSTITUTION_QUERY_LENGTH } from '@cookmark/contracts';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/input';

interface IngredientSearchFormProps {
  /** The input's id, for the caller's label. */
  id: string;
  initial?: string;
  placeholder: string;
  onSearch: (ingredient: string) => void;
  busy?: boolean;
  /** Compact (the detail's tool bar) or full (the dialog, with the word 'Search'). */
  compact?: boolean;
  className?: string;
}

/** A search box for an ingredient name or line; Enter or the button searches the trimmed text. */
export function IngredientSearchForm({
  id,
  initial = '',
  placeholder,
  onSearch,
  busy = false,
  compact = false,
  className,
}: IngredientSearchFormProps) {
  const [query, setQuery] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) onSearch(query.trim());
  };
  return (
    <form onSubmit={submit} className={cn('flex gap-2', className)} role="search">
      <Input
        id={id}
        type="search"
        value={query}
        maxLength={MAX_SUBSTITUTION_QUERY_LENGTH}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={placeholder}
        className={compact ? 'min-w-0 sm:w-44' : 'min-w-0'}
      />
      <Button
        type="submit"
        size={compact ? 'sm' : 'md'}
        variant={compact ? 'outline' : 'primary'}
        // As tall as the input beside it.
        className={compact ? 'h-11 w-11 px-0' : 'h-11'}
        disabled={!query.trim() || busy}
        aria-label={compact ? 'Find substitutes' : undefined}
      >
        <Search className="h-4 w-4" aria-hidden />
        {compact ? null : 'Search'}
      </Button>
    </form>
  );
}
