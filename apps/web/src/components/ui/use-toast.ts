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
/** Wider screens: the toast area's width at the right-hand side (the viewport's sm:max-w). */
const TOAST_WIDTH_PX = 420;
/** The height a toast takes (one toast, two lines, and margins). */
const TOAST_AREA_PX = 180;

/** What a toast must never cover: the primary buttons on screen and the control the keyboard is on. */
const KEEP_CLEAR = 'button[data-primary]';

interface Area {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The bottom of the page's sticky header where it sits at the top of the screen, else 0. */
function headerBottom(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const rect = header.getBoundingClientRect();
  return rect.top <= 0 && rect.bottom > 0 ? Math.round(rect.bottom) : 0;
}

/** Where a toast shows at the bottom or the top: the screen's width on a phone, else the right side. */
function toastArea(atTop: boolean, topOffset: number): Area {
  const left = window.innerWidth < PHONE_MAX_WIDTH ? 0 : window.innerWidth - TOAST_WIDTH_PX;
  return atTop
    ? { left, right: window.innerWidth, top: topOffset, bottom: topOffset + TOAST_AREA_PX }
    : { left, right: window.innerWidth, top: window.innerHeight - TOAST_AREA_PX, bottom: window.innerHeight };
}

function keptClear(): Area[] {
  const elements = [...document.querySelectorAll<HTMLElement>(KEEP_CLEAR)];
  const active = document.activeElement;
  // The toasts' own area (F8 focuses it) is not a control under them.
  if (active instanceof HTMLElement && active !== document.body && !active.closest('[data-toast-viewport]')) {
    elements.push(active);
  }
  return elements.map((el) => el.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.height > 0);
}

const overlaps = (a: Area, b: Area) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where a toast goes: at the bottom unless it would cover a primary button or the control the
 * keyboard is on (a field being typed in, the Save just pressed) there; then at the top, below the
 * sticky header, if nothing is covered there. `current` is kept while it covers nothing, so a toast
 * does not jump about.
 */
export function toastPlacement(current?: Pick<ToastItem, 'atTop'>): Pick<ToastItem, 'atTop' | 'topOffset'> {
  const topOffset = headerBottom();
  const clear = keptClear();
  const covers = (atTop: boolean) => clear.some((rect) => overlaps(rect, toastArea(atTop, topOffset)));
  const order = current?.atTop ? [true, false] : [false, true];
  const atTop = order.find((top) => !covers(top)) ?? current?.atTop ?? false;
  return { atTop, topOffset };
}

/**
 * Places the showing toast again after the page changed under it (the dashboard it announces
 * arrived, a form grew a button): moved only if where it is now covers a control.
 */
export function placeToastAgain(id: number): void {
  const item = toasts.find((t) => t.id === id && t.open);
  if (!item) return;
  const next = toastPlacement(item);
  if (next.atTop !== item.atTop || (next.atTop && next.topOffset !== item.topOffset)) {
    emit(toasts.map((t) => (t.id === id ? { ...t, ...next } : t)));
  }
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
  emit([{ ...input, id, open: true, ...toastPlacement() }, ...toasts].slice(0, TOAST_LIMIT));
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
