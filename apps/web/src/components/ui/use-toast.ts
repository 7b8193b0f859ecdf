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
  /** Shown at the top (below a sticky header), off the controls the bottom would cover. */
  atTop: boolean;
  /** Where the top of the screen's free area starts (px): below the page's sticky header. */
  topOffset: number;
}

/** Phones: below this width toasts span the screen's width. */
const PHONE_MAX_WIDTH = 640;
/** The height toasts take at the bottom of a phone's screen (one toast, two lines, and margins). */
const BOTTOM_AREA_PX = 180;

export type ToastPlacement = (current?: Pick<ToastItem, 'atTop'>) => Pick<ToastItem, 'atTop' | 'topOffset'>;

/**
 * Where toasts go, once toast-placement.ts is loaded (with the first toast, by the Toaster: it is
 * not part of the landing page's JavaScript budget). Until then: at the bottom, or on a phone at
 * the top when the control the keyboard is on (a field being typed in, the Save just pressed)
 * sits where the bottom would cover it.
 */
let placement: ToastPlacement = () => {
  const active = document.activeElement;
  const atTop =
    window.innerWidth < PHONE_MAX_WIDTH &&
    active instanceof HTMLElement &&
    active !== document.body &&
    active.getBoundingClientRect().bottom > window.innerHeight - BOTTOM_AREA_PX;
  return { atTop, topOffset: 0 };
};

export function setToastPlacement(place: ToastPlacement): void {
  placement = place;
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

/** The open toast `id`, for toast-placement.ts to place again. */
export const openToast = (id: number): ToastItem | undefined => toasts.find((t) => t.id === id && t.open);

export function updateToast(id: number, patch: Partial<ToastItem>): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)));
}

export function dismissToast(id: number): void {
  updateToast(id, { open: false });
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
  emit([{ ...input, id, open: true, ...placement() }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
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
