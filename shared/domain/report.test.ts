import { describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  reasonLabel,
  validateModerationMessage,
  validateReport,
} from './report';

const good = {
  email: ' reader@example.com ',
  reportNumber: 1,
  slug: 'compass-kit',
  details: '  It uploads my contacts to a server.  ',
};

describe('validateReport', () => {
  it('accepts a complete report after trimming', () => {
    expect(validateReport(good)).toEqual({});
  });

  it('names each broken field with its message', () => {
    expect(
      validateReport({ ...good, email: 'nope', reportNumber: 9, details: ' short ' }),
    ).toEqual({
      email: REPORT_MESSAGES.email,
      reportNumber: REPORT_MESSAGES.reportNumber,
      details: REPORT_MESSAGES.details,
    });
    expect(validateReport({ ...good, details: 'x'.repeat(2001) }).details).toBe(
      REPORT_MESSAGES.details,
    );
    expect(validateReport({ ...good, reportNumber: 1.5 }).reportNumber).toBeDefined();
  });
});

describe('reasons and messages', () => {
  it('labels known reasons and says which unknown one it was', () => {
    expect(reasonLabel(3)).toBe('Copyright or stolen code');
    expect(reasonLabel(42)).toBe('Reason 42');
  });

  it('wants a real message to the author', () => {
    expect(validateModerationMessage('   bad   ')).toBe(REPORT_MESSAGES.message);
    expect(validateModerationMessage('Ships a keylogger; removed.')).toBeUndefined();
  });
});
