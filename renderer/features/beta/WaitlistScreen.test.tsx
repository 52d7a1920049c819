// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '../../api/ApiContext';
import { PlatformProvider } from '../../platform/PlatformContext';
import type { Platform } from '../../platform/types';
import { validateProfileLink } from './BetaJoinForm';
import { WaitlistScreen } from './WaitlistScreen';

afterEach(cleanup);

const platform = {
  functionsBaseUrl: 'http://127.0.0.1:9',
  appBaseUrl: 'http://127.0.0.1:9',
} as Pick<Platform, 'functionsBaseUrl' | 'appBaseUrl'> as Platform;

function renderScreen(registered: boolean) {
  render(
    <PlatformProvider platform={platform}>
      <ApiProvider profile={null}>
        <MemoryRouter>
          <WaitlistScreen
            email="asha@example.com"
            registered={registered}
            onApplied={() => {}}
          />
        </MemoryRouter>
      </ApiProvider>
    </PlatformProvider>,
  );
}

describe('WaitlistScreen', () => {
  it('tells an applicant they wait for approval, without a form', () => {
    renderScreen(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'You are on the beta waitlist',
    );
    expect(screen.queryByRole('form', { name: 'Join the beta' })).toBeNull();
    expect(
      screen.getByRole('link', { name: /Back to My Extensions/ }).getAttribute('href'),
    ).toBe('/dashboard/my-extensions');
  });

  it('offers the application form to someone who never applied, checking the link first', () => {
    renderScreen(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Publishing is in beta',
    );
    screen.getByRole('form', { name: 'Join the beta' });
    const link = screen.getByLabelText('Profile link');
    fireEvent.click(screen.getByRole('button', { name: 'Join the beta' }));
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required field')).toBeTruthy();
    fireEvent.change(link, { target: { value: 'ftp://nope' } });
    expect(screen.getByText("doesn't seems to be a url")).toBeTruthy();
  });

  it('accepts only http(s) profile links', () => {
    expect(validateProfileLink('  ')).toBe('Required field');
    expect(validateProfileLink('javascript:alert(1)')).toBe("doesn't seems to be a url");
    expect(validateProfileLink(' https://github.com/asha ')).toBeUndefined();
  });
});
