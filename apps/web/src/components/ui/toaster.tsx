import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from './cn';
import { useEffect } from 'react';
import { dismissToast, useToastItems } from './use-toast';

/** While a toast shows, toast-placement.ts (loaded then) keeps it off the page's controls. */
function usePlacementFollowsPage(id: number | undefined): void {
  useEffect(() => {
    if (id === undefined) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./toast-placement').then(({ followPage }) => {
      if (live) stop = followPage(id);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [id]);
}

/** Spec §9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the area (Radix default). */
export function Toaster() {
  const items = useToastItems();
  // Placed when the toast appeared, and kept while it shows unless the page changes under it so
  // that it would cover a control (use-toast.ts).
  const showing = items.find((item) => item.open);
  const atTop = showing?.atTop ?? false;
  usePlacementFollowsPage(showing?.id);
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          // A toast on top takes Escape for itself: the press is spent (marked handled), so the
          // dialog or form under it stays open until the next press.
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            dismissToast(item.id);
          }}
          className={cn(
            'toast-root group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : 'border-stone-200 bg-white text-stone-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 transition hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        data-toast-viewport=""
        className={cn(
          'fixed right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]',
          atTop
            ? 'pt-[max(1rem,env(safe-area-inset-top))]'
            : 'bottom-0 pb-[max(1rem,env(safe-area-inset-bottom))]',
        )}
        // Below the page's sticky header, whose menu stays in reach.
        style={atTop ? { top: showing?.topOffset ?? 0 } : undefined}
      />
    </Toast.Provider>
  );
}
