/**
 * The admins' order list carries totals per currency over every order its filter
 * matches, not just the page: the demo catalogue's paid orders (INR and USD) are
 * summed in minor units and compared with the orders themselves.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminOrdersResponse, AdminOrderTotals } from '#shared/api/commerce';
import { ROUTES } from '#shared/api/routes';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';

const ctx = await createTestApp();
afterAll(() => ctx.close());
await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
const admin = await insertAccount(ctx, { role: 'admin' });
const buyer = await insertAccount(ctx);

const minor = (value: number | null) => Math.round((value ?? 0) * 100);

async function list(query: string, account = admin) {
  return ctx.app.inject({
    method: 'GET',
    url: `${ROUTES.allOrders.url()}?${query}`,
    headers: sessionHeaders(account),
  });
}

function sumByCurrency(orders: AdminOrdersResponse['orders']): AdminOrderTotals[] {
  const sums = new Map<string, AdminOrderTotals>();
  for (const order of orders) {
    const sum = sums.get(order.currency) ?? {
      currency: order.currency,
      count: 0,
      amount: 0,
      platformFee: 0,
      sellerPayout: 0,
    };
    sum.count += 1;
    sum.amount += minor(order.amount);
    sum.platformFee += minor(order.platformFee);
    sum.sellerPayout += minor(order.sellerPayout);
    sums.set(order.currency, sum);
  }
  return [...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

describe('admin orders totals', () => {
  it('sums every matching order per currency, whatever page is shown', async () => {
    const page = await list('status=paid&limit=5');
    expect(page.statusCode).toBe(200);
    const small = page.json<AdminOrdersResponse>();
    expect(small.orders).toHaveLength(5);
    const every = (await list('status=paid&limit=100')).json<AdminOrdersResponse>();
    expect(every.orders.length).toBe(small.total);
    const expected = sumByCurrency(every.orders);
    expect(expected.map(row => row.currency)).toEqual(['INR', 'USD']);
    expect(
      small.totals.map(row => ({
        ...row,
        amount: minor(row.amount),
        platformFee: minor(row.platformFee),
        sellerPayout: minor(row.sellerPayout),
      })),
    ).toEqual(expected);
    expect(small.totals.reduce((n, row) => n + row.count, 0)).toBe(small.total);
  });

  it('follows the status filter and stays admin-only', async () => {
    const refunded = (await list('status=refunded')).json<AdminOrdersResponse>();
    expect(refunded.totals.reduce((n, row) => n + row.count, 0)).toBe(refunded.total);
    expect(refunded.orders.every(order => order.status === 'refunded')).toBe(true);
    expect((await list('status=paid', buyer)).statusCode).toBe(403);
  });
});
