/** The sandbox's hosted pages: plain server-rendered HTML, no script needed except the auto-post. */

const escape = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:40px 16px;color:#111827}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:18px;margin:0 0 4px}.tag{color:#6b7280;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 24px}dt{color:#6b7280}dd{margin:0}
.amount{font-size:24px;font-weight:600}button{width:100%;padding:10px;margin:4px 0;border-radius:6px;
border:1px solid #d1d5db;background:#fff;font-size:15px;cursor:pointer}.pay{background:#2563eb;color:#fff;border:0}`;

const page = (title: string, body: string, script = ''): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
  `content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
  `<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script}</body></html>`;

const hidden = (fields: Record<string, string>): string =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');

export const inr = (paise: number): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

export interface CheckoutView {
  checkoutPath: string;
  providerOrderId: string;
  orderId: number;
  amountPaise: number;
  callbackUrl: string;
}

/** The payment page: merchant, amount from our database, and the three outcomes a tester can choose. */
export const checkoutPage = (view: CheckoutView): string => {
  const fields = hidden({ order_id: view.providerOrderId, callback_url: view.callbackUrl });
  const button = (action: string, label: string, testId: string, css = '') =>
    `<form method="post" action="${escape(`${view.checkoutPath}/${action}`)}">${fields}` +
    `<button type="submit" class="${css}" data-testid="${testId}">${escape(label)}</button></form>`;
  return page(
    'Sandbox payments',
    `<h1>Sandbox payments</h1><p class="tag">Test mode: no money moves.</p>` +
      `<dl><dt>Merchant</dt><dd>FinX</dd><dt>Order</dt><dd data-testid="sandbox-order">${view.orderId}</dd>` +
      `<dt>Amount</dt><dd class="amount" data-testid="sandbox-amount">${escape(inr(view.amountPaise))}</dd></dl>` +
      button('pay', `Pay ${inr(view.amountPaise)}`, 'sandbox-pay', 'pay') +
      button('fail', 'Simulate a failed payment', 'sandbox-fail') +
      button('dismiss', 'Cancel and return', 'sandbox-dismiss'),
  );
};

/** Posts the fields to the merchant's callback at once, or on Continue without script (Razorpay does the same). */
export const autoPostPage = (title: string, action: string, fields: Record<string, string>): string =>
  page(
    title,
    `<h1>${escape(title)}</h1><p class="tag">Returning to FinX…</p>` +
      `<form method="post" action="${escape(action)}">${hidden(fields)}` +
      `<button type="submit" class="pay" data-testid="sandbox-continue">Continue</button></form>`,
    '<script>document.forms[0].submit()</script>',
  );

export const messagePage = (title: string, message: string, link?: { href: string; label: string }): string =>
  page(
    title,
    `<h1>${escape(title)}</h1><p data-testid="sandbox-message">${escape(message)}</p>` +
      (link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''),
  );

export interface PaytmView {
  pagePath: string;
  fields: Record<string, string>;
  orderId: number;
  paytmOrderId: string;
  amountPaise: number;
}

/**
 * The sandbox's Paytm payment page: card and wallet choices (both pay), and the outcomes a tester also
 * needs: a declined payment, one the bank confirms later (the status query settles it), and closing.
 */
export const paytmPage = (view: PaytmView): string => {
  const amount = inr(view.amountPaise);
  const button = (action: string, mode: string, label: string, testId: string, css = '') =>
    `<form method="post" action="${escape(`${view.pagePath}/${action}`)}">${hidden({ ...view.fields, mode })}` +
    `<button type="submit" class="${css}" data-testid="${testId}">${escape(label)}</button></form>`;
  return page(
    'Paytm sandbox',
    `<h1>Paytm sandbox</h1><p class="tag">Test mode: no money moves.</p>` +
      `<dl><dt>Merchant</dt><dd>FinX</dd><dt>Order</dt><dd data-testid="paytm-order">${view.orderId}</dd>` +
      `<dt>Paytm order</dt><dd>${escape(view.paytmOrderId)}</dd>` +
      `<dt>Amount</dt><dd class="amount" data-testid="paytm-amount">${escape(amount)}</dd></dl>` +
      `<h2 style="font-size:15px">Card</h2><p class="tag">4111 1111 1111 1111 · 12/30 · CVV 123</p>` +
      button('pay', 'CC', `Pay ${amount} by card`, 'paytm-pay-card', 'pay') +
      `<h2 style="font-size:15px">Paytm wallet</h2><p class="tag">Balance ₹1,00,000.00</p>` +
      button('pay', 'PPI', `Pay ${amount} from wallet`, 'paytm-pay-wallet', 'pay') +
      `<h2 style="font-size:15px">Other outcomes</h2>` +
      button('fail', 'PPI', 'Simulate a declined payment', 'paytm-fail') +
      button('pending', 'PPI', 'Bank confirms later (pending)', 'paytm-pending') +
      button('dismiss', 'PPI', 'Cancel and return', 'paytm-dismiss'),
  );
};
