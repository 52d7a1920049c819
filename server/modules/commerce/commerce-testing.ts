/**
 * Test helpers for buying: publish a priced listing, link the payout account it
 * needs, open an order, pay it in the sandbox as its buyer and verify it, as the web
 * page does. Shared by the commerce tests so each one reads as the story it checks.
 */
import type { CheckoutOrderResponse, CheckoutResult, Order } from '#shared/api/commerce';
import type { Currency } from '#shared/constants';
import { ROUTES } from '#shared/api/routes';
import type { TestApp } from '../../testing/test-app';
import type { SampleBuildName } from '../../../tests/fixtures/aix/builds';
import {
  form,
  post,
  testPng,
  uploadBuild,
  uploadIcon,
  type Account,
} from '../publishing/publishing-testing';

export type Price = { isFree: boolean; price: number; currency: Currency };

export const linkPayoutAccount = (ctx: TestApp, account: Account) =>
  post(
    ctx,
    ROUTES.linkAccount.url(),
    {
      name: 'Asha Rao',
      userEmail: 'asha@example.com',
      ifsc: 'hdfc0001234',
      account_type: 'savings',
      account_number: '123456789012',
    },
    account,
  );

/** Publishes a sample build at a price; answers the raw response (201 or the refusal). */
export async function publishListing(
  ctx: TestApp,
  account: Account,
  slug: string,
  type: Price,
  build: SampleBuildName = 'brightness',
) {
  const upload = await uploadBuild(ctx, account, build);
  const icon = await uploadIcon(ctx, account, await testPng());
  return post(
    ctx,
    ROUTES.createExtension.url(),
    form(upload.aix?.uploadId ?? '', icon, {
      slug,
      type,
      published: true,
      name: `Item ${slug.replace(/[^A-Za-z]/g, ' ')}`.slice(0, 30),
    }),
    account,
  );
}

/** Publishes and answers the new extension's id (fails the test on a refusal). */
export async function publishedId(
  ctx: TestApp,
  account: Account,
  slug: string,
  type: Price,
  build: SampleBuildName = 'brightness',
): Promise<string> {
  const response = await publishListing(ctx, account, slug, type, build);
  if (response.statusCode !== 201) throw new Error(`publish ${slug}: ${response.body}`);
  return response.json<{ extension: { extensionId: string } }>().extension.extensionId;
}

export const checkout = (
  ctx: TestApp,
  account: Account,
  extensionId: string,
  currency: Currency = 'INR',
) => post(ctx, ROUTES.checkoutOrder.url(), { extensionId, currency }, account);

/** The sandbox Checkout sheet's Pay (or Fail) button, pressed by the order's buyer. */
export const sandboxPay = (
  ctx: TestApp,
  account: Account,
  orderId: string,
  outcome?: 'success' | 'failure',
) =>
  post(
    ctx,
    ROUTES.devPay.url(),
    { order_id: orderId, ...(outcome ? { outcome } : {}) },
    account,
  );

export const verify = (ctx: TestApp, account: Account, result: object) =>
  post(ctx, ROUTES.verifySignature.url(), result, account);

export const ordersOf = async (ctx: TestApp, account: Account) =>
  (await post(ctx, ROUTES.orders.url(), {}, account)).json<{ orders: Order[] }>().orders;

/** Order, sandbox payment, verification: the whole purchase as the web page runs it. */
export async function buy(ctx: TestApp, account: Account, extensionId: string) {
  const order = (await checkout(ctx, account, extensionId)).json<CheckoutOrderResponse>();
  const paid = (await sandboxPay(ctx, account, order.id)).json<CheckoutResult>();
  return verify(ctx, account, paid);
}

/** Changes a listing through update-extension (price, published, a new build). */
export const updateListing = (
  ctx: TestApp,
  account: Account,
  extensionId: string,
  changes: object,
) => post(ctx, ROUTES.updateExtension.url(), { extensionId, ...changes }, account);

/** Uploads a build as the extension's newest version. */
export async function addVersion(
  ctx: TestApp,
  account: Account,
  extensionId: string,
  build: SampleBuildName,
) {
  const upload = await uploadBuild(ctx, account, build);
  return updateListing(ctx, account, extensionId, {
    aixUploadId: upload.aix?.uploadId ?? '',
    releaseNotes: 'Next build',
  });
}
