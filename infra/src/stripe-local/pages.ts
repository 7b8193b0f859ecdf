import type {
  LocalCheckoutSession,
  LocalCustomer,
  LocalInvoice,
  LocalPrice,
  LocalSubscription,
} from './state.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function money(cents: number, currency: string): string {
  const amount = (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

function longDate(unix: number): string {
  return new Date(unix * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const STYLE = `
body{font-family:system-ui,-apple-system,sans-serif;background:#f6f3ee;color:#1f2328;margin:0}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:.75rem;padding:2rem;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 .25rem}h2{font-size:1rem;margin:1.5rem 0 .5rem}
.price{font-size:2rem;font-weight:700;margin:.5rem 0}.muted{color:#59636e;font-size:.875rem}
label{display:block;font-size:.875rem;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #c9ced4;border-radius:.4rem;font-size:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:.4rem;background:#c2410c;color:#fff;font-size:1rem;cursor:pointer}
button.secondary{background:#fff;color:#1f2328;border:1px solid #c9ced4}
.error{background:#fdecea;color:#9b1c1c;border-radius:.4rem;padding:.6rem;margin-top:1rem}
.notice{background:#fff7ed;border-radius:.4rem;padding:.6rem;margin-top:1rem}
.badge{display:inline-block;background:#fde68a;border-radius:1rem;padding:.1rem .6rem;font-size:.75rem}
a{color:#c2410c}`;

export interface Page {
  status: number;
  html: string;
  /** Origins the page's forms may post to or be redirected to (besides its own). */
  formTargets: string[];
}

function layout(title: string, nonce: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main>
<p class="muted"><span class="badge">Test mode</span> Local Stripe stand-in — no real payment is made.</p>
${body}</main></body></html>`;
}

function origin(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function checkoutPage(
  session: LocalCheckoutSession,
  price: LocalPrice,
  customer: LocalCustomer | undefined,
  nonce: string,
  error?: string,
): Page {
  const targets = [...origin(session.success_url), ...origin(session.cancel_url)];
  if (session.status !== 'open') {
    const text =
      session.status === 'complete'
        ? `<p>This checkout is complete.</p><p><a href="${escapeHtml(successUrl(session))}">Continue</a></p>`
        : '<p>This checkout session has expired.</p>';
    return { status: 200, formTargets: targets, html: layout('Checkout', nonce, `<h1>Cookmark</h1>${text}`) };
  }
  const body = `<h1>Subscribe to ${escapeHtml(price.nickname)}</h1>
<p class="price">${money(price.unit_amount, price.currency)} <span class="muted">per ${price.recurring.interval}</span></p>
${customer?.email ? `<p class="muted">Paying as ${escapeHtml(customer.email)}</p>` : ''}
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" value="12 / 34"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" autocomplete="cc-csc" placeholder="123" value="123"></div></div>
<label for="cardName">Name on card</label><input id="cardName" name="cardName" autocomplete="cc-name">
${error ? `<p class="error" role="alert" id="card-error">${escapeHtml(error)}</p>` : ''}
<button type="submit">Subscribe</button></form>
<p class="muted">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">← Back to Cookmark</a></p>` : ''}`;
  return { status: error ? 402 : 200, formTargets: targets, html: layout('Checkout', nonce, body) };
}

export function successUrl(session: LocalCheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
}

export function portalPage(
  portalId: string,
  customer: LocalCustomer,
  subscriptions: LocalSubscription[],
  prices: LocalPrice[],
  returnUrl: string | null,
  nonce: string,
  notice?: string,
): Page {
  const rows = subscriptions.map((sub) => {
    const item = sub.items.data[0];
    if (!item) return '';
    const price = item.price;
    const other = prices.find((p) => p.id !== price.id && p.active);
    const action = (name: string, label: string, extra = '', secondary = true) =>
      `<form method="post" action="/p/session/${escapeHtml(portalId)}">
<input type="hidden" name="subscription" value="${escapeHtml(sub.id)}"><input type="hidden" name="action" value="${name}">${extra}
<button type="submit"${secondary ? ' class="secondary"' : ''}>${label}</button></form>`;
    const ends = sub.cancel_at_period_end
      ? `<p class="notice">Your plan will be canceled on ${longDate(item.current_period_end)}.</p>`
      : `<p class="muted">Renews on ${longDate(item.current_period_end)}.</p>`;
    const actions = sub.cancel_at_period_end
      ? action('resume', 'Renew plan', '', false)
      : [
          action('cancel', 'Cancel plan'),
          other
            ? action(
                'switch',
                `Switch to ${escapeHtml(other.nickname)} (${money(other.unit_amount, other.currency)}/${other.recurring.interval})`,
                `<input type="hidden" name="price" value="${escapeHtml(other.id)}">`,
              )
            : '',
        ].join('');
    return `<section><h2>${escapeHtml(price.nickname)} <span class="badge">${escapeHtml(sub.status)}</span></h2>
<p class="price">${money(price.unit_amount, price.currency)} <span class="muted">per ${price.recurring.interval}</span></p>
${ends}${actions}</section>`;
  });
  const body = `<h1>Cookmark billing</h1>
<p class="muted">${escapeHtml(customer.email ?? customer.id)}</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${rows.join('') || '<p>You have no active subscription.</p>'}
${returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to Cookmark</a></p>` : ''}`;
  return { status: 200, formTargets: [], html: layout('Billing portal', nonce, body) };
}

export function invoicePage(invoice: LocalInvoice, nonce: string): Page {
  const body = `<h1>Invoice ${escapeHtml(invoice.number)}</h1>
<p class="price">${money(invoice.amount_paid, invoice.currency)}</p>
<p>Status: ${escapeHtml(invoice.status)}</p>
<p class="muted">Period ${longDate(invoice.period_start)} – ${longDate(invoice.period_end)}</p>`;
  return { status: 200, formTargets: [], html: layout(`Invoice ${invoice.number}`, nonce, body) };
}

export function messagePage(status: number, title: string, text: string, nonce: string): Page {
  return {
    status,
    formTargets: [],
    html: layout(title, nonce, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`),
  };
}
