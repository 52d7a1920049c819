import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_ORDER,
  CONTACT_MESSAGES,
  contactReference,
  firstError,
  normalizeContact,
  validateContactMessage,
  validateFeedback,
} from './contact';

const valid = {
  email: 'maker@example.com',
  name: 'Asha',
  subject: 'Payouts',
  message: 'When do payouts arrive?',
};

describe('validateContactMessage', () => {
  it('accepts a valid message and measures lengths after trimming', () => {
    expect(validateContactMessage(valid)).toEqual({});
    expect(validateContactMessage({ ...valid, subject: '  ab  ' })).toEqual({
      subject: CONTACT_MESSAGES.subject,
    });
  });

  it('checks the limits at their edges', () => {
    expect(validateContactMessage({ ...valid, name: 'n'.repeat(60) })).toEqual({});
    expect(validateContactMessage({ ...valid, name: 'n'.repeat(61) }).name).toBe(
      CONTACT_MESSAGES.name,
    );
    expect(validateContactMessage({ ...valid, message: 'm'.repeat(10) })).toEqual({});
    expect(validateContactMessage({ ...valid, message: 'm'.repeat(9) }).message).toBe(
      CONTACT_MESSAGES.message,
    );
    expect(validateContactMessage({ ...valid, message: 'm'.repeat(5000) })).toEqual({});
  });

  it('reports every bad field, first in form order', () => {
    const errors = validateContactMessage({
      email: 'x',
      name: '',
      subject: '',
      message: '',
    });
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(firstError(errors, CONTACT_FIELD_ORDER)).toEqual({
      field: 'email',
      message: CONTACT_MESSAGES.email,
    });
  });

  it('defaults the kind and trims values', () => {
    expect(normalizeContact({ ...valid, name: ' Asha ' })).toEqual({
      ...valid,
      kind: 'contact',
    });
  });
});

describe('validateFeedback', () => {
  it('needs a whole rating from 1 to 5', () => {
    const message = 'Great catalogue';
    expect(validateFeedback({ rating: 1, message })).toEqual({});
    expect(validateFeedback({ rating: 5, message })).toEqual({});
    for (const rating of [0, 6, 2.5, Number.NaN]) {
      expect(validateFeedback({ rating, message }).rating).toBe(CONTACT_MESSAGES.rating);
    }
  });

  it('treats a blank email as none but checks a given one', () => {
    const message = 'Great catalogue';
    expect(validateFeedback({ rating: 3, message, email: '  ' })).toEqual({});
    expect(validateFeedback({ rating: 3, message, email: 'a@' }).email).toBe(
      CONTACT_MESSAGES.email,
    );
  });
});

describe('contactReference', () => {
  it('is the first 8 hex digits of the id, upper-cased', () => {
    expect(contactReference('1a2b3c4d-5e6f-4000-8000-000000000000')).toBe('AIX-1A2B3C4D');
  });
});
