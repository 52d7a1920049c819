/**
 * The states an order goes through (spec §3 Order). Kept apart from the TypeBox
 * schemas in shared/api/commerce.ts (which re-exports them) so the admin's order
 * filter can list them without TypeBox joining the browser bundle.
 */

export const ORDER_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
