import { Bookmark } from 'lucide-react';
import { useCallback, type MouseEvent } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { bookmarkletHref } from './bookmarklet';

export const BOOKMARKLET_LABEL = 'Save to Cookmark';

/**
 * The dashboard's bookmarklet: a link to drag to the bookmarks bar. React 19 replaces a
 * `javascript:` href with code that throws, so the address is set on the element itself, once
 * mounted; it carries this deployment's origin, read when it is shown.
 */
export function BookmarkletCard() {
  const setHref = useCallback((link: HTMLAnchorElement | null) => {
    link?.setAttribute('href', bookmarkletHref(window.location.origin));
  }, []);
  // Clicked here rather than dragged, it would do nothing (the app's CSP refuses javascript: links).
  const explain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    toast({
      title: 'Drag the button to your bookmarks bar',
      description: 'Then click the bookmark on a recipe page to import it.',
    });
  };
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 font-semibold text-stone-900">
        <Bookmark className="h-4 w-4 text-brand-600" aria-hidden />
        Import from any site
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        Drag this button to your bookmarks bar, then click it on a recipe page Cookmark cannot open by itself
        (sign-in walls, paywalls).
      </p>
      <a
        ref={setHref}
        onClick={explain}
        draggable
        data-testid="bookmarklet"
        className={buttonClasses('secondary', 'sm', 'mt-3 cursor-grab')}
      >
        <Bookmark className="h-4 w-4" aria-hidden />
        {BOOKMARKLET_LABEL}
      </a>
    </Card>
  );
}
