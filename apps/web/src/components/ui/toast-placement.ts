/** Where a toast goes: loaded with the first toast (use-toast.ts), not with the landing page. */
import { openToast, setToastPlacement, type ToastPlacement, updateToast } from './use-toast';

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
export const toastPlacement: ToastPlacement = (current) => {
  const topOffset = headerBottom();
  const clear = keptClear();
  const covers = (atTop: boolean) => clear.some((rect) => overlaps(rect, toastArea(atTop, topOffset)));
  const order = current?.atTop ? [true, false] : [false, true];
  const atTop = order.find((top) => !covers(top)) ?? current?.atTop ?? false;
  return { atTop, topOffset };
};

/**
 * Places the open toast `id` by these rules from now on, and again whenever the page changes under
 * it (the page it announces arrives after it, the window is resized): once a frame at most, and
 * moved only off a control. Returns the stop.
 */
export function followPage(id: number): () => void {
  setToastPlacement(toastPlacement);
  let frame = 0;
  const place = () => {
    frame = 0;
    const item = openToast(id);
    if (!item) return;
    const next = toastPlacement(item);
    if (next.atTop !== item.atTop || (next.atTop && next.topOffset !== item.topOffset)) updateToast(id, next);
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(place);
  };
  schedule();
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}
