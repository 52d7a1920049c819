/**
 * HTTP contract of commerce (issue 10; spec §3 Order, Favourites, Seller linked
 * account, Payment verification; §7): orders and Checkout, payment verification,
 * delivery, favourites, payouts, licence keys. Shared by the web build, the studio
 * and the CLI.
 *
 * Money: stored in minor units (paise, cents). Provider order objects keep Razorpay's
 * minor-unit `amount`; everything else a screen shows (`amount`, `platformFee`,
 * `payout`) is in major units.
 */
import Type from 'typebox';
import { CURRENCIES } from '../constants';
import { ORDER_STATUSES } from '../domain/orders';
import { ACCOUNT_TYPES } from '../domain/payout-account';
import { IsoDate, Line, Num, Int } from './common';
import { SignedManifestSchema } from './signing';

export * from '../domain/orders';
export { ACCOUNT_TYPES } from '../domain/payout-account';

export const PROVIDERS = ['sandbox', 'razorpay', 'free'] as const;

/** How long a signed download link lives. */
export const DOWNLOAD_LINK_TTL_SECONDS = 600;

export const COMMERCE_MESSAGES = {
  notBought: 'Buy this extension to download it.',
  notPaid: 'This order is not paid yet.',
  paidOrderKept: 'A paid order cannot be removed: it is your proof of purchase.',
  ownExtension: 'This is your own extension: download it from My Extensions.',
  notPublished: 'This extension is not on sale.',
  paymentNotFound:
    'We could not find this payment. If money left your account, contact us with the payment id.',
  paymentMismatch: 'This payment does not match your order.',
  paymentNotCaptured: 'The payment has not gone through yet.',
  linkExpired:
    'This download link has expired. Start the download again from your orders.',
  linkInvalid: 'This download link is not valid.',
  noLinkedAccount: 'Link a payout account before you sell: paid listings need one.',
  goldAmount: 'The amount must be the price of a Gold tier.',
  offSaleRefunded:
    'This extension was taken off sale before your payment arrived, so your payment was refunded in full.',
  offSaleNotCaptured:
    'This extension was taken off sale before your payment arrived, so your payment was not taken; your bank releases the held amount.',
  afterFreeEra:
    'This version came out after the extension got a price: buy it to download this version.',
  takenDown: 'A moderator took this extension down, so it cannot be downloaded.',
} as const;

const OrderId = Line({
  minLength: 6,
  maxLength: 64,
  pattern: '^order_[A-Za-z0-9_]{1,57}$',
});
const ExtensionId = Line({ minLength: 1, maxLength: 64 });
const Notes = Type.Record(Type.String({ maxLength: 40 }), Line({ maxLength: 256 }), {
  maxProperties: 15,
});

// Checkout ------------------------------------------------------------------------

export const CheckoutOrderBodySchema = Type.Object(
  { extensionId: ExtensionId, currency: Type.Enum(CURRENCIES) },
  { additionalProperties: false },
);
export type CheckoutOrderBody = Type.Static<typeof CheckoutOrderBodySchema>;

export const OrderExtensionSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  packageName: Type.String(),
});

export const OrderVersionSchema = Type.Object({
  version: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  uploadedAt: IsoDate,
  /** How many times the buyer fetched this version. */
  downloads: Type.Integer(),
});

export const OrderSchema = Type.Object({
  _orderId: Type.String(),
  kind: Type.Union([Type.Literal('extension'), Type.Literal('gold')]),
  extensionId: Type.Union([Type.String(), Type.Null()]),
  /** null when the extension was deleted after the sale (the receipt stays). */
  extension: Type.Union([OrderExtensionSchema, Type.Null()]),
  itemName: Type.String(),
  goldTier: Type.Union([Type.String(), Type.Null()]),
  /** The latest version when the order was made. */
  version: Type.String(),
  /** Major units. */
  amount: Type.Number(),
  currency: Type.Enum(CURRENCIES),
  receipt: Type.String(),
  notes: Type.Record(Type.String(), Type.String()),
  status: Type.Enum(ORDER_STATUSES),
  /** Why a payment was refunded or not taken (the extension went off sale); else null. */
  statusReason: Type.Union([Type.String(), Type.Null()]),
  provider: Type.Enum(PROVIDERS),
  paymentId: Type.Union([Type.String(), Type.Null()]),
  /** The exchange rate used when the buyer paid in the other currency, and its date. */
  rate: Type.Union([Type.Number(), Type.Null()]),
  rateAsOf: Type.Union([Type.String(), Type.Null()]),
  createdAt: IsoDate,
  paidAt: Type.Union([IsoDate, Type.Null()]),
  /** Paid orders of paid extensions. */
  licenceKey: Type.Union([Type.String(), Type.Null()]),
  /** What a paid order can download: every version of the extension. */
  versions: Type.Array(OrderVersionSchema),
});
export type Order = Type.Static<typeof OrderSchema>;

/** Razorpay's order object, plus `key` and `_orderId`; `order` is our view of it. */
export const CheckoutOrderResponseSchema = Type.Object({
  id: Type.String(),
  entity: Type.Literal('order'),
  amount: Type.Integer(),
  amount_paid: Type.Integer(),
  amount_due: Type.Integer(),
  currency: Type.String(),
  receipt: Type.String(),
  /** Razorpay's offer on the order; we apply none, so always null like theirs. */
  offer_id: Type.Null(),
  status: Type.String(),
  attempts: Type.Integer(),
  notes: Type.Record(Type.String(), Type.String()),
  created_at: Type.Integer(),
  key: Type.String(),
  _orderId: Type.String(),
  order: OrderSchema,
});
export type CheckoutOrderResponse = Type.Static<typeof CheckoutOrderResponseSchema>;

/** What Checkout hands the page after a payment. */
export const VerifySignatureBodySchema = Type.Object(
  {
    razorpay_payment_id: Line({
      minLength: 5,
      maxLength: 64,
      pattern: '^pay_[A-Za-z0-9]+$',
    }),
    razorpay_signature: Line({
      minLength: 64,
      maxLength: 64,
      pattern: '^[0-9a-fA-F]{64}$',
    }),
    /** Accepted and ignored: the order is found from our own records. */
    razorpay_order_id: Type.Optional(Line({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type VerifySignatureBody = Type.Static<typeof VerifySignatureBodySchema>;

export const OrderResponseSchema = Type.Object({ order: OrderSchema });
export type OrderResponse = Type.Static<typeof OrderResponseSchema>;

export const OrdersResponseSchema = Type.Object({ orders: Type.Array(OrderSchema) });
export type OrdersResponse = Type.Static<typeof OrdersResponseSchema>;

export const OrderIdBodySchema = Type.Object(
  { _orderId: OrderId },
  { additionalProperties: false },
);
export type OrderIdBody = Type.Static<typeof OrderIdBodySchema>;

export const RemoveOrderResponseSchema = Type.Object({ removed: Type.Literal(true) });

/** The sandbox's stand-in for Checkout (only in PAYMENTS_PROVIDER=sandbox). */
export const DevPayBodySchema = Type.Object(
  {
    order_id: OrderId,
    outcome: Type.Optional(
      Type.Union([Type.Literal('success'), Type.Literal('failure')]),
    ),
  },
  { additionalProperties: false },
);
export type DevPayBody = Type.Static<typeof DevPayBodySchema>;
export const CheckoutResultSchema = Type.Object({
  razorpay_payment_id: Type.String(),
  razorpay_order_id: Type.String(),
  razorpay_signature: Type.String(),
});
export type CheckoutResult = Type.Static<typeof CheckoutResultSchema>;
export const DevPayFailureSchema = Type.Object({
  error: Type.Object({
    code: Type.String(),
    description: Type.String(),
    metadata: Type.Object({ order_id: Type.String(), payment_id: Type.String() }),
  }),
});

export const WebhookResponseSchema = Type.Object({ status: Type.Literal('ok') });

// Delivery ------------------------------------------------------------------------

export const DownloadOrderBodySchema = Type.Object(
  { _orderId: OrderId, version: Line({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type DownloadOrderBody = Type.Static<typeof DownloadOrderBodySchema>;

export const DownloadOwnBodySchema = Type.Object(
  { extensionId: ExtensionId, version: Line({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type DownloadOwnBody = Type.Static<typeof DownloadOwnBodySchema>;

export const DownloadLinkSchema = Type.Object({
  /** Absolute path on the functions backend; expires after DOWNLOAD_LINK_TTL_SECONDS. */
  url: Type.String(),
  fileName: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  expiresAt: IsoDate,
  /** The version's signed manifest: verify it and the bytes before keeping the file. */
  signed: SignedManifestSchema,
});
export type DownloadLink = Type.Static<typeof DownloadLinkSchema>;

export const DownloadTokenParamsSchema = Type.Object({
  token: Line({ minLength: 10, maxLength: 400, pattern: '^[A-Za-z0-9_.-]+$' }),
});

// Sellers -------------------------------------------------------------------------

export const PayoutQuerySchema = Type.Object(
  {
    /** Major units, as the editor's price field holds it. */
    price: Num({ minimum: 0, maximum: 1_000_000 }),
    currency: Type.Enum(CURRENCIES),
  },
  { additionalProperties: false },
);
export type PayoutQuery = Type.Static<typeof PayoutQuerySchema>;
export const PayoutResponseSchema = Type.Object({
  price: Type.Number(),
  currency: Type.Enum(CURRENCIES),
  paymentFee: Type.Number(),
  paymentFeeTax: Type.Number(),
  platformFee: Type.Number(),
  routeFee: Type.Number(),
  routeFeeTax: Type.Number(),
  payout: Type.Number(),
});
export type PayoutResponse = Type.Static<typeof PayoutResponseSchema>;

export const LinkAccountBodySchema = Type.Object(
  {
    name: Line({ minLength: 3, maxLength: 60 }),
    userEmail: Line({ minLength: 3, maxLength: 254 }),
    ifsc: Line({ maxLength: 20 }),
    account_type: Line({ maxLength: 20 }),
    account_number: Line({ maxLength: 30 }),
    /** Razorpay Route needs these for a linked account; the sandbox does not. */
    phone: Type.Optional(Line({ maxLength: 20 })),
    pan: Type.Optional(Line({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type LinkAccountBody = Type.Static<typeof LinkAccountBodySchema>;
export const LinkedAccountSchema = Type.Object({
  provider: Type.String(),
  accountId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  ifsc: Type.String(),
  accountType: Type.Enum(ACCOUNT_TYPES),
  /** Only ever the last four digits. */
  accountLast4: Type.String(),
  linkedAt: IsoDate,
});
export type LinkedAccount = Type.Static<typeof LinkedAccountSchema>;
export const LinkedAccountResponseSchema = Type.Object({
  account: Type.Union([LinkedAccountSchema, Type.Null()]),
});
export type LinkedAccountResponse = Type.Static<typeof LinkedAccountResponseSchema>;

export const SaleSchema = Type.Object({
  _orderId: Type.String(),
  extensionId: Type.Union([Type.String(), Type.Null()]),
  itemName: Type.String(),
  amount: Type.Number(),
  currency: Type.Enum(CURRENCIES),
  platformFee: Type.Number(),
  sellerPayout: Type.Number(),
  transferId: Type.Union([Type.String(), Type.Null()]),
  paidAt: IsoDate,
});
export type Sale = Type.Static<typeof SaleSchema>;
export const SalesTotalSchema = Type.Object({
  currency: Type.Enum(CURRENCIES),
  orders: Type.Integer(),
  gross: Type.Number(),
  platformFee: Type.Number(),
  payout: Type.Number(),
});
export const MyStoreResponseSchema = Type.Object({
  sales: Type.Array(SaleSchema),
  totals: Type.Array(SalesTotalSchema),
  /** Sales per day over the last `days` days (UTC), oldest first. */
  daily: Type.Array(Type.Object({ day: Type.String(), orders: Type.Integer() })),
  account: Type.Union([LinkedAccountSchema, Type.Null()]),
});
export type MyStoreResponse = Type.Static<typeof MyStoreResponseSchema>;
export const MyStoreQuerySchema = Type.Object(
  { days: Type.Optional(Int({ minimum: 1, maximum: 365 })) },
  { additionalProperties: false },
);

export const LicenceQuerySchema = Type.Object(
  { key: Line({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export const LicenceResponseSchema = Type.Object({
  valid: Type.Boolean(),
  packageName: Type.Union([Type.String(), Type.Null()]),
  extensionId: Type.Union([Type.String(), Type.Null()]),
  orderedAt: Type.Union([IsoDate, Type.Null()]),
});
export type LicenceResponse = Type.Static<typeof LicenceResponseSchema>;

// Gold and admin ------------------------------------------------------------------

export const GoldOrderBodySchema = Type.Object(
  {
    /** Major units; must equal a tier's price in that currency. */
    amount: Num({ minimum: 0, maximum: 1_000_000 }),
    currency: Type.Enum(CURRENCIES),
    receipt: Type.Optional(Line({ maxLength: 40 })),
    notes: Type.Optional(Notes),
  },
  { additionalProperties: false },
);
export type GoldOrderBody = Type.Static<typeof GoldOrderBodySchema>;

export const AdminOrdersQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Enum(ORDER_STATUSES)),
    skip: Type.Optional(Int({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Int({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type AdminOrdersQuery = Type.Static<typeof AdminOrdersQuerySchema>;
const Party = Type.Union([
  Type.Object({ id: Type.String(), username: Type.String(), email: Type.String() }),
  Type.Null(),
]);
export const AdminOrderSchema = Type.Object({
  _orderId: Type.String(),
  kind: Type.String(),
  itemName: Type.String(),
  extensionId: Type.Union([Type.String(), Type.Null()]),
  buyer: Party,
  seller: Party,
  amount: Type.Number(),
  currency: Type.Enum(CURRENCIES),
  status: Type.Enum(ORDER_STATUSES),
  provider: Type.Enum(PROVIDERS),
  platformFee: Type.Union([Type.Number(), Type.Null()]),
  sellerPayout: Type.Union([Type.Number(), Type.Null()]),
  createdAt: IsoDate,
  paidAt: Type.Union([IsoDate, Type.Null()]),
});
export type AdminOrder = Type.Static<typeof AdminOrderSchema>;
/** Sums over every order the filter matches (not just the page), one per currency. */
export const AdminOrderTotalsSchema = Type.Object({
  currency: Type.Enum(CURRENCIES),
  count: Type.Integer(),
  amount: Type.Number(),
  platformFee: Type.Number(),
  sellerPayout: Type.Number(),
});
export type AdminOrderTotals = Type.Static<typeof AdminOrderTotalsSchema>;
export const AdminOrdersResponseSchema = Type.Object({
  orders: Type.Array(AdminOrderSchema),
  total: Type.Integer(),
  totals: Type.Array(AdminOrderTotalsSchema),
});
export type AdminOrdersResponse = Type.Static<typeof AdminOrdersResponseSchema>;
