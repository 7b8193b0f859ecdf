/** The address parameter a return from Stripe Checkout carries, and what shows while it is verified. */
export const CHECKOUT_SESSION_PARAM = 'session_id';
export const VERIFYING_LABEL = 'Verifying your premium upgrade...';
