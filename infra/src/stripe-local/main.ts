import { startStripeLocal } from './stripe-local.ts';

const port = Number(process.env['STRIPE_LOCAL_PORT'] ?? 12111);
const webhookUrl = process.env['STRIPE_LOCAL_WEBHOOK_URL'] ?? 'http://127.0.0.1:3005/api/stripe/webhook';
const webhookSecret = process.env['STRIPE_WEBHOOK_SECRET'] ?? 'whsec_local_development_secret';
const publicUrl = process.env['STRIPE_LOCAL_PUBLIC_URL'];
const host = process.env['STRIPE_LOCAL_HOST'] ?? '127.0.0.1';
/** Where customers and subscriptions are kept across restarts (`npm start` sets it); unset keeps them in memory. */
const stateFile = process.env['STRIPE_LOCAL_STATE_FILE'];

const stripe = await startStripeLocal({
  host,
  port,
  webhookUrl,
  webhookSecret,
  ...(publicUrl ? { publicUrl } : {}),
  ...(stateFile ? { stateFile } : {}),
  log: (line) => console.log(line),
});
console.log(`Local Stripe stand-in on ${stripe.url} (webhooks to ${webhookUrl})`);
console.log('  test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined');
const stop = () => void stripe.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
