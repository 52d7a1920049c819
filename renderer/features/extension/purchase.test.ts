// @vitest-environment happy-dom
/**
 * Razorpay mode's Checkout options and events (issue 17, item 10). Checkout.js
 * cannot load offline, so `window.Razorpay` is a recorder with Checkout.js's surface
 * (constructor options, `on`, `open`) that the test drives as the sheet would.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutOrderResponse, CheckoutResult } from '#shared/api/commerce';
import { openRazorpayCheckout } from './purchase';

type Options = Record<string, unknown> & {
  handler: (response: CheckoutResult) => void;
  modal: { ondismiss: () => void };
};
let sheet: { options: Options; failed?: (r: { error: { description: string } }) => void };

class RecordingCheckout {
  constructor(options: Options) {
    sheet = { options };
  }
  on(_event: 'payment.failed', handler: (r: { error: { description: string } }) => void) {
    sheet.failed = handler;
  }
  open() {}
}

const order = {
  id: 'order_Test000000001',
  key: 'rzp_test_abc',
  amount: 29_900,
  currency: 'INR',
} as CheckoutOrderResponse;
const success: CheckoutResult = {
  razorpay_payment_id: 'pay_Second00000001',
  razorpay_order_id: order.id,
  razorpay_signature: 'f'.repeat(64),
};

(window as unknown as { Razorpay: unknown }).Razorpay = RecordingCheckout;
afterEach(() => {
  sheet = undefined as unknown as typeof sheet;
});

describe('Razorpay Checkout', () => {
  it('prefills the buyer’s name and email', async () => {
    const paying = openRazorpayCheckout(order, 'Light Meter', {
      name: 'Asha Rao',
      email: 'asha@example.com',
    });
    await Promise.resolve();
    await new Promise(resolve => setTimeout(resolve, 0));
    expect(sheet.options).toMatchObject({
      order_id: order.id,
      prefill: { name: 'Asha Rao', email: 'asha@example.com' },
    });
    sheet.options.handler(success);
    await expect(paying).resolves.toEqual(success);
  });

  it('keeps listening after payment.failed, so a retry in the same sheet still settles', async () => {
    const paying = openRazorpayCheckout(order, 'Light Meter');
    await new Promise(resolve => setTimeout(resolve, 0));
    sheet.failed?.({ error: { description: 'Your card was declined.' } });
    sheet.options.handler(success);
    await expect(paying).resolves.toEqual(success);
  });

  it('reports the last failure when the buyer closes the sheet after it', async () => {
    const paying = openRazorpayCheckout(order, 'Light Meter');
    await new Promise(resolve => setTimeout(resolve, 0));
    sheet.failed?.({ error: { description: 'Your card was declined.' } });
    sheet.options.modal.ondismiss();
    await expect(paying).rejects.toThrow('Your card was declined. Nothing was charged.');
  });
});
