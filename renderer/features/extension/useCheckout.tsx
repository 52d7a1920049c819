/**
 * One way to pay for any order (an extension or a Gold tier): already paid or free
 * settles at once; Razorpay mode opens Razorpay's Checkout; the sandbox opens our
 * test sheet. Either way the result is verified by the server before it counts.
 * A failed or cancelled payment rejects with a message for the page to show.
 */
import { useRef, useState } from 'react';
import type { CheckoutOrderResponse, Order } from '#shared/api/commerce';
import { sandboxPay, verifyPayment } from '#shared/api/client/commerce';
import { toApiError } from '#shared/api/client/http';
import { useApi } from '../../api/ApiContext';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { openRazorpayCheckout } from './purchase';
import { SandboxCheckout } from './SandboxCheckout';

export const PAYMENT_FAILED =
  'The payment failed and nothing was charged. You can try again; your order is kept in Orders until you remove it.';
export const PAYMENT_CANCELLED = 'Payment cancelled. Nothing was charged.';

/** The message a failed step shows: a provider refusal (402) in plain words. */
export function checkoutProblem(error: unknown): string {
  const reason = toApiError(error);
  return reason.status === 402 ? PAYMENT_FAILED : reason.message;
}

interface Sheet {
  order: CheckoutOrderResponse;
  paying: boolean;
}

/** `seller` is who the sheet says sells the item (a maker, or AIX Market for Gold). */
export function useCheckout(itemName: string, seller: string) {
  const api = useApi();
  const auth = useAtomValue(authAtom);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const settle = useRef<{ resolve: (order: Order) => void; reject: (e: Error) => void }>(
    null,
  );

  const complete = async (created: CheckoutOrderResponse): Promise<Order> => {
    if (created.order.status === 'paid') return created.order;
    if (created.order.provider === 'razorpay') {
      const payer =
        auth.status === 'signedIn'
          ? { name: auth.user.name, email: auth.user.email }
          : undefined;
      return verifyPayment(api, await openRazorpayCheckout(created, itemName, payer));
    }
    return new Promise<Order>((resolve, reject) => {
      settle.current = { resolve, reject };
      setSheet({ order: created, paying: false });
    });
  };

  const finish = (outcome: { order: Order } | { error: Error }) => {
    setSheet(null);
    const pending = settle.current;
    settle.current = null;
    if ('order' in outcome) pending?.resolve(outcome.order);
    else pending?.reject(outcome.error);
  };

  const pay = async (outcome: 'success' | 'failure') => {
    if (!sheet) return;
    setSheet({ ...sheet, paying: true });
    try {
      const result = await sandboxPay(api, sheet.order.id, outcome);
      finish({ order: await verifyPayment(api, result) });
    } catch (error) {
      finish({ error: new Error(checkoutProblem(error)) });
    }
  };

  const element = sheet ? (
    <SandboxCheckout
      open
      itemName={itemName}
      seller={seller}
      receiptTo={auth.status === 'signedIn' ? auth.user.email : undefined}
      amountMinor={sheet.order.amount}
      currency={sheet.order.order.currency}
      busy={sheet.paying}
      onPay={() => void pay('success')}
      onFail={() => void pay('failure')}
      onCancel={() => finish({ error: new Error(PAYMENT_CANCELLED) })}
    />
  ) : null;

  return { complete, element };
}
