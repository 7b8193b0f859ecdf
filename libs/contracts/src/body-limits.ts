/**
 * Request body bounds that the gateway and the services share: the gateway refuses a body over a
 * service's bound before reading it (a 413 in the route's words). Were the gateway's bound the larger,
 * the service would refuse the body mid-upload and close its connection, and the person would get a
 * 503 for what is their own too-large request.
 */

/** Any API body without a bound of its own (a service's JSON routes). */
export const REQUEST_BODY_MAX = 1024 * 1024;
/** A Stripe webhook event (signed raw bytes); Stripe's events are a few KB. */
export const STRIPE_WEBHOOK_BODY_MAX = 512 * 1024;
