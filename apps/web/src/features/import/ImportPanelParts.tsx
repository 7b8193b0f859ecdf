import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';

/** What a text or photo import shows while the parser reads it: a spinner and the words. */
export function ReadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 flex items-center gap-2 text-sm font-medium text-brand-800">
      <Spinner className="text-brand-600" />
      {children}
    </p>
  );
}

/** The link back from a text or photo import to the web address form. */
export function UseAddressLink({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="cursor-pointer text-sm text-stone-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      Import from a web address instead
    </button>
  );
}
