import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { cn } from './cn';
import { dialogOpener } from './dialog-opener';
import { dismissToastsCoveringDialog } from './use-toast';

export interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

export { openDialogFrom } from './dialog-opener';

/**
 * Closing a dialog puts the keyboard back on what opened it. Radix does so only for its own
 * Trigger; these dialogs open from buttons, menu items and addresses.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  // Before the dialog moves focus inside itself (a passive effect of its focus scope).
  useLayoutEffect(() => {
    if (open) returnTo.current = dialogOpener();
  }, [open]);
  return (event: Event) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
}

/** A centred modal: Radix traps focus, closes on Escape and restores focus on close. */
export function AppDialog({ open, onOpenChange, title, description, children, className }: AppDialogProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  useLayoutEffect(() => {
    if (open) dismissToastsCoveringDialog();
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'dialog-content fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="pr-8 font-display text-xl font-semibold text-stone-900">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-stone-600">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          <RadixDialog.Close
            aria-label="Close"
            className="absolute right-4 top-4 rounded-md p-1 text-stone-500 transition hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="h-5 w-5" aria-hidden />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
