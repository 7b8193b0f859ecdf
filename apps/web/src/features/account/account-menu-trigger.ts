/** The avatar button's look, the same before and after the account menu's code arrives. */
export const TRIGGER_CLASSES =
  'rounded-full ring-offset-2 transition hover:ring-2 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
