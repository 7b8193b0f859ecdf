import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
  /** Shown at the top of a phone's screen, off the control the user is on. */
  atTop: boolean;
}

/** Phones: below this width toasts span the screen's width. */
const PHONE_MAX_WIDTH = 640;
/** The height toasts take at the bottom of a phone's screen (one toast, two lines, and margins). */
const BOTTOM_AREA_PX = 180;

/**
 * Toasts sit at the bottom, above the screen's edge (and its safe area). On a phone, when the
 * control the keyboard is on sits where they would cover it (a field being typed in, the Save
 * button just pressed), they sit at the top instead.
 */
export function toastsBelongAtTop(): boolean {
  if (window.innerWidth >= PHONE_MAX_WIDTH) return false;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  const rect = active.getBoundingClientRect();
  return rect.bottom > window.innerHeight - BOTTOM_AREA_PX;
}

/** Spec §9: one toast at a time. */
const TOAST_LIMIT = 1;
/** How long a closed toast stays mounted so Radix can play its exit animation. */
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), REMOVE_DELAY_MS);
}

/**
 * A dialog opening on a phone fills the screen's height, and a toast at the bottom would cover its
 * last controls (the upgrade dialog's 'Maybe Later' under the sign-up welcome) until it times out.
 * The toast was about what happened before the user moved on to the dialog: it goes. Toasts the
 * dialog itself raises come after and show as usual.
 */
export function dismissToastsCoveringDialog(): void {
  if (window.innerWidth >= PHONE_MAX_WIDTH) return;
  for (const item of toasts) if (item.open && !item.atTop) dismissToast(item.id);
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id, open: true, atTop: toastsBelongAtTop() }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

const AFTER_RELOAD_KEY = 'cookmark:toast-after-reload';

/**
 * A toast shown now and again after the full page load that follows (sign-in and sign-up reload
 * the app at /): the page that says it is the one the user lands on.
 */
export function toastAcrossReload(input: ToastInput): void {
  toast(input);
  try {
    sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify(input));
  } catch {
    // Storage refused (private mode quotas): the toast is only lost with the reload.
  }
}

/** On start: the toast a page left for after its reload, shown once. */
export function showToastLeftForReload(): void {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(AFTER_RELOAD_KEY);
    sessionStorage.removeItem(AFTER_RELOAD_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    const input = JSON.parse(stored) as Partial<ToastInput>;
    if (typeof input.title !== 'string') return;
    toast({
      title: input.title,
      ...(typeof input.description === 'string' ? { description: input.description } : {}),
      ...(input.variant === 'destructive' ? { variant: 'destructive' as const } : {}),
    });
  } catch {
    // Not ours: ignored.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): ToastItem[] => toasts;

export function useToastItems(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function useToast(): { toast: typeof toast; dismiss: typeof dismissToast } {
  return { toast, dismiss: dismissToast };
}

/** Test helper: forget every toast. */
export function resetToasts(): void {
  emit([]);
}
