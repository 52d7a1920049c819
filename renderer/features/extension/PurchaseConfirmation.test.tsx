// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '#shared/api/commerce';
import { PurchaseConfirmation } from './PurchaseConfirmation';

afterEach(cleanup);

const order = {
  _orderId: 'order_ABC123',
  amount: 249,
  currency: 'INR',
  paidAt: '2026-11-26T10:00:00.000Z',
} as Order;

describe('PurchaseConfirmation', () => {
  it('says what was paid, the order number and where the receipt is, and focuses', () => {
    const onDownload = vi.fn();
    render(
      <MemoryRouter>
        <PurchaseConfirmation
          order={order}
          itemName="Maps"
          busy={false}
          onDownload={onDownload}
        />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { name: 'Payment received' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('status').textContent).toContain('You paid ₹249 for Maps');
    expect(screen.getByText('order_ABC123')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'View your receipt' }).getAttribute('href'),
    ).toBe('/dashboard/orders/order_ABC123/receipt');
    fireEvent.click(screen.getByRole('button', { name: 'Download now' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('shows the download under way', () => {
    render(
      <MemoryRouter>
        <PurchaseConfirmation order={order} itemName="Maps" busy onDownload={() => {}} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Preparing…' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
