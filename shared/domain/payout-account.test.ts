import { describe, expect, it } from 'vitest';
import { LINK_ACCOUNT_MESSAGES, validateLinkAccount } from './payout-account';

const valid = {
  name: 'Sam Seller',
  userEmail: 'sam@example.com',
  ifsc: 'hdfc0001234',
  account_number: '1234 5678 9012',
  account_type: 'savings',
  phone: '',
  pan: '',
};

describe('validateLinkAccount', () => {
  it('accepts a complete account (phone and PAN optional off Razorpay)', () => {
    expect(validateLinkAccount(valid)).toEqual({});
  });

  it('names every wrong field at once, in friendly words', () => {
    expect(
      validateLinkAccount({
        ...valid,
        name: 'Sa',
        ifsc: 'HDFC1234',
        account_number: '12',
      }),
    ).toEqual({
      name: LINK_ACCOUNT_MESSAGES.name,
      ifsc: LINK_ACCOUNT_MESSAGES.ifsc,
      account_number: LINK_ACCOUNT_MESSAGES.accountNumber,
    });
  });

  it('asks for phone and PAN when the provider needs them', () => {
    expect(Object.keys(validateLinkAccount(valid, true)).sort()).toEqual([
      'pan',
      'phone',
    ]);
  });
});
