import { EXPORT_LIMITS } from '@cookmark/contracts';
import { BookDown, FileJson, FolderDown, FolderInput, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../auth/use-auth';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useExportAccountData, useLibraryExport, useRecipeBook } from './use-your-data';

/**
 * Settings 'Your data', as the privacy policy promises: everything as one JSON file (any plan), the
 * recipes as one PDF book (Premium), and deleting the account.
 */
export function YourDataSection({ onDeleted }: { onDeleted: () => void }) {
  const { isPremium } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const exportAll = useExportAccountData();
  const book = useRecipeBook();
  const library = useLibraryExport();

  return (
    <section aria-labelledby="your-data-heading" className="mt-6 space-y-3 border-t border-stone-100 pt-5">
      <div>
        <h3 id="your-data-heading" className="text-sm font-semibold text-stone-900">
          Your data
        </h3>
        <p className="text-xs text-stone-500">
          Take everything with you, or delete your account and all of it.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => exportAll.mutate()} disabled={exportAll.isPending}>
          {exportAll.isPending ? <Spinner /> : <FileJson className="h-4 w-4" aria-hidden />}
          {exportAll.isPending ? 'Exporting...' : 'Export all my data'}
        </Button>
        <Button
          variant="outline"
          disabled={book.isPending}
          onClick={() => {
            if (!isPremium) {
              toast({
                title: 'Premium Feature',
                description: 'PDF export is available for Premium subscribers only.',
                variant: 'destructive',
              });
              return;
            }
            book.mutate();
          }}
        >
          {book.isPending ? <Spinner /> : <BookDown className="h-4 w-4" aria-hidden />}
          {book.isPending ? 'Making your book...' : 'Recipe book (PDF)'}
        </Button>
        <Button variant="outline" onClick={() => library.mutate()} disabled={library.isPending}>
          {library.isPending ? <Spinner /> : <FolderDown className="h-4 w-4" aria-hidden />}
          {library.isPending ? 'Exporting...' : 'Export my library'}
        </Button>
        <Link to="/library/import" className={buttonClasses('outline', 'md')}>
          <FolderInput className="h-4 w-4" aria-hidden />
          Import a collection
        </Link>
      </div>
      <p className="text-xs text-stone-500">
        The data file holds your recipes, grocery lists and settings as JSON. The library is a zip of your
        recipes as schema.org files with their photos, which Mealie, Tandoor and Nextcloud Cookbook import.
        The recipe book is one PDF of up to {EXPORT_LIMITS.recipes} recipes (Premium).
      </p>
      <Button variant="outline" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete my account
      </Button>
      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} onDeleted={onDeleted} />
    </section>
  );
}
