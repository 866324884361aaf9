import { RestPath } from '@finx/domain';
import { expect } from 'vitest';
import type { StartPaymentMutation } from '../../../client/src/graphql/generated/graphql';
import type { Stack } from './stack';

type Handoff = NonNullable<StartPaymentMutation['startPayment']['handoff']>;

/** The fields of the first form of an HTML page: its action and hidden inputs. */
export const formOf = (html: string): { action: string; fields: Record<string, string> } => {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form in: ${html.slice(0, 300)}`);
  const decode = (value: string) =>
    value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input[^>]*name="([^"]*)"[^>]*value="([^"]*)"[^>]*>/gi)) {
    fields[decode(input[1]!)] = decode(input[2]!);
  }
  return { action: decode(form[1]!), fields };
};

/**
 * What the browser does after Make Payment in the sandbox: posts the wallet form to the hosted page and
 * presses Pay, both through the gateway. Answers the page's auto-post to the callback, not yet sent.
 */
export const payInSandbox = async (stack: Stack, handoff: Handoff) => {
  const page = await stack.form(RestPath.SANDBOX_CHECKOUT, {
    order_id: handoff.razorpayOrderId,
    callback_url: handoff.callbackUrl,
    key_id: handoff.keyId,
  });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const pageHtml = await page.text();
  expect(pageHtml).toContain('data-testid="sandbox-pay"');
  const paid = await stack.form(`${RestPath.SANDBOX_CHECKOUT}/pay`, formOf(pageHtml).fields);
  expect(paid.status).toBe(200);
  return formOf(await paid.text());
};
