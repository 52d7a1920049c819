/**
 * Razorpay's two signatures, computed and compared here only: Checkout's
 * HMAC-SHA256(key secret, order_id + "|" + payment_id) and the webhook's
 * HMAC-SHA256(webhook secret, raw body). Compared in constant time (the SDK's
 * helpers use `===`), and the Checkout one always over an order id we stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function checkoutSignature(orderId: string, paymentId: string, keySecret: string) {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function webhookSignature(rawBody: Buffer | string, webhookSecret: string) {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Constant-time equality of two hex signatures (case-insensitive). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
