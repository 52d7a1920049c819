import { describe, expect, it } from 'vitest';
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from 'razorpay/dist/utils/razorpay-utils';
import { checkoutSignature, sameSignature, webhookSignature } from './signatures';

describe('payment signatures', () => {
  it('computes what Razorpay computes for Checkout and webhooks', () => {
    const signature = checkoutSignature('order_Ab12', 'pay_Cd34', 'secret-1');
    expect(
      validatePaymentVerification(
        { order_id: 'order_Ab12', payment_id: 'pay_Cd34' },
        signature,
        'secret-1',
      ),
    ).toBe(true);
    const body = '{"event":"order.paid"}';
    expect(validateWebhookSignature(body, webhookSignature(body, 'hook'), 'hook')).toBe(
      true,
    );
  });

  it('refuses another order, another secret, another length', () => {
    const good = checkoutSignature('order_A', 'pay_B', 's');
    expect(sameSignature(good, good.toUpperCase())).toBe(true);
    expect(sameSignature(good, checkoutSignature('order_X', 'pay_B', 's'))).toBe(false);
    expect(sameSignature(good, checkoutSignature('order_A', 'pay_B', 't'))).toBe(false);
    expect(sameSignature(good, good.slice(0, 63))).toBe(false);
    expect(sameSignature(good, '')).toBe(false);
  });
});
