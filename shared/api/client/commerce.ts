/** Typed calls of commerce (shared/api/commerce.ts): Checkout, orders, downloads, favourites, sellers. */
import type {
  AdminOrdersQuery,
  AdminOrdersResponse,
  CheckoutOrderResponse,
  CheckoutResult,
  DownloadLink,
  LinkAccountBody,
  LinkedAccountResponse,
  MyStoreResponse,
  Order,
  OrderResponse,
  OrdersResponse,
  PayoutResponse,
} from '../commerce';
import type { FavouriteResponse, FavouritesResponse } from '../favourites';
import type { OwnedResponse } from '../owned';
import type { Currency } from '../../constants';
import { ROUTES } from '../routes';
import type { ApiClient } from './http';

export const checkoutOrder = (api: ApiClient, extensionId: string, currency: Currency) =>
  api.request<CheckoutOrderResponse>(ROUTES.checkoutOrder, {
    body: { extensionId, currency },
  });

export const goldOrder = (api: ApiClient, amount: number, currency: Currency) =>
  api.request<CheckoutOrderResponse>(ROUTES.goldOrder, { body: { amount, currency } });

/** The sandbox Checkout sheet's Pay / Fail (PAYMENTS_PROVIDER=sandbox only). */
export const sandboxPay = (
  api: ApiClient,
  orderId: string,
  outcome: 'success' | 'failure',
) => api.request<CheckoutResult>(ROUTES.devPay, { body: { order_id: orderId, outcome } });

export async function verifyPayment(
  api: ApiClient,
  result: CheckoutResult,
): Promise<Order> {
  const response = await api.request<OrderResponse>(ROUTES.verifySignature, {
    body: result,
  });
  return response.order;
}

export async function listOrders(api: ApiClient, signal?: AbortSignal): Promise<Order[]> {
  return (await api.request<OrdersResponse>(ROUTES.orders, { body: {}, signal })).orders;
}

/** What the caller bought (extension ids with the order and day), newest first. */
export const ownedExtensions = (api: ApiClient, signal?: AbortSignal) =>
  api.request<OwnedResponse>(ROUTES.owned, { signal });

export const removeOrder = (api: ApiClient, orderId: string) =>
  api.request<{ removed: true }>(ROUTES.removeOrder, { body: { _orderId: orderId } });

/** A signed link to one version of a paid order; `url` is already absolute. */
export async function downloadLink(
  api: ApiClient,
  orderId: string,
  version: string,
): Promise<DownloadLink> {
  const link = await api.request<DownloadLink>(ROUTES.downloadOrder, {
    body: { _orderId: orderId, version },
  });
  return { ...link, url: api.resolve(link.url) };
}

/** A maker's link to a build of their own extension. */
export async function ownDownloadLink(
  api: ApiClient,
  extensionId: string,
  version: string,
): Promise<DownloadLink> {
  const link = await api.request<DownloadLink>(ROUTES.downloadOwn, {
    body: { extensionId, version },
  });
  return { ...link, url: api.resolve(link.url) };
}

export const setFavourite = (api: ApiClient, extensionId: string, favourite: boolean) =>
  api.request<FavouriteResponse>(ROUTES.addRemoveFavourite, {
    body: { extensionId, remove: !favourite },
  });

export const favourites = (
  api: ApiClient,
  extensionIds: string[] = [],
  signal?: AbortSignal,
) =>
  api.request<FavouritesResponse>(ROUTES.favouritesById, {
    body: { extensionIds },
    signal,
  });

export const payout = (
  api: ApiClient,
  price: number,
  currency: Currency,
  signal?: AbortSignal,
) => api.request<PayoutResponse>(ROUTES.payout, { query: { price, currency }, signal });

export const linkAccount = (api: ApiClient, body: LinkAccountBody) =>
  api.request<LinkedAccountResponse>(ROUTES.linkAccount, { body });

export const myStore = (api: ApiClient, signal?: AbortSignal) =>
  api.request<MyStoreResponse>(ROUTES.myStore, { signal });

/** The caller's payout account, or null (a paid listing needs one). */
export async function linkedAccount(api: ApiClient, signal?: AbortSignal) {
  return (await api.request<LinkedAccountResponse>(ROUTES.linkedAccount, { signal }))
    .account;
}

/** Admins: every order, newest first, optionally of one status. */
export const allOrders = (
  api: ApiClient,
  query: AdminOrdersQuery,
  signal?: AbortSignal,
) => api.request<AdminOrdersResponse>(ROUTES.allOrders, { query, signal });
