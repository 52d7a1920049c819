/**
 * The browser side of buying and saving: Razorpay's Checkout.js (loaded only when
 * the server runs PAYMENTS_PROVIDER=razorpay) and handing a signed download link to
 * the browser's own download manager, named as the server names the file.
 */
import type { CheckoutOrderResponse, CheckoutResult } from '#shared/api/commerce';

interface RazorpayCheckout {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error: { description: string } }) => void,
  ): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

function loadCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_JS;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Checkout could not start. Please try again.'));
    };
    script.onerror = () =>
      reject(new Error('Checkout could not be loaded. Check your connection.'));
    document.head.append(script);
  });
}

/** Who is paying, for Checkout's `prefill` (so the buyer types neither again). */
export interface Payer {
  name: string;
  email: string;
}

/**
 * Opens Razorpay Checkout for our order; settles with what Checkout hands the page.
 * A failed attempt does not settle it: Checkout lets the buyer retry in the same
 * sheet, and a later success must still reach verification. Closing the sheet after
 * a failure reports that failure; closing it otherwise is a cancellation.
 */
export async function openRazorpayCheckout(
  order: CheckoutOrderResponse,
  itemName: string,
  payer?: Payer,
): Promise<CheckoutResult> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve, reject) => {
    let lastFailure: string | undefined;
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: 'AIX Market',
      description: itemName,
      ...(payer ? { prefill: { name: payer.name, email: payer.email } } : {}),
      handler: (response: CheckoutResult) => resolve(response),
      modal: {
        ondismiss: () =>
          reject(
            new Error(
              lastFailure
                ? `${lastFailure} Nothing was charged.`
                : 'Payment cancelled. Nothing was charged.',
            ),
          ),
      },
    });
    checkout.on('payment.failed', response => {
      lastFailure = response.error.description;
    });
    checkout.open();
  });
}
