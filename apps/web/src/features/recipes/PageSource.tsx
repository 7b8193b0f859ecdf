import { AlertTriangle, ClipboardPaste } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { inputClasses, Label } from '../../components/ui/input';
import { hostOf } from './recipe-types';

/** Why an import failed, for the notice that offers pasting the page source. */
export interface ImportFailure {
  url: string;
  message: string;
}

/**
 * Shown when a page could not be fetched (a site that blocks robots, a paywall): says which site
 * failed and why, and offers to import the page from its source instead.
 */
export function ImportFailureNotice({ failure, onPaste }: { failure: ImportFailure; onPaste: () => void }) {
  const host = hostOf(failure.url) ?? failure.url;
  return (
    <div
      className="rounded-xl bg-amber-50 p-4 text-left text-sm text-amber-900 ring-1 ring-amber-200"
      role="note"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          We couldn&apos;t read the recipe from {host}
          {failure.message ? `: ${failure.message}` : '.'}
        </span>
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onPaste}>
        <ClipboardPaste className="h-4 w-4" aria-hidden />
        Paste the page source instead
      </Button>
    </div>
  );
}

interface PageSourceFieldProps {
  id: string;
  value: string;
  disabled: boolean;
  onChange: (html: string) => void;
}

/** The page's HTML, pasted by the user, for pages the server cannot fetch. */
export function PageSourceField({ id, value, disabled, onChange }: PageSourceFieldProps) {
  return (
    <div className="text-left">
      <Label htmlFor={id}>Page source</Label>
      <textarea
        id={id}
        rows={6}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Open the recipe page, choose View Page Source, copy everything and paste it here."
        className={cn(inputClasses, 'h-auto py-2 font-mono text-xs')}
      />
    </div>
  );
}
