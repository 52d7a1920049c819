// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExtensionDetail, Version } from '#shared/api/extensions';
import { DetailsPanel, safeHttpUrl } from './DetailsPanel';
import { PermissionsList } from './PermissionsList';
import { addedPermissions, VersionsList } from './VersionsList';

afterEach(cleanup);

const version = (code: number, permissions: string[]): Version => ({
  versionName: `1.${code}.0`,
  versionCode: code,
  fileSize: 2048 * code,
  sha256: 'x',
  minSdk: 16,
  permissions,
  releaseNotes: '',
  uploadedAt: '2026-01-0' + String(code) + 'T10:00:00Z',
});

describe('PermissionsList', () => {
  it('flags Play-sensitive permissions first, then the riskiest, in plain words', () => {
    render(
      <PermissionsList
        permissions={['INTERNET', 'READ_SMS', 'ACCESS_FINE_LOCATION', 'com.vendor.PUSH']}
      />,
    );
    const items = screen.getAllByRole('listitem').map(item => item.textContent);
    expect(items).toEqual([
      'Read SMS messages READ_SMS Dangerous (Dangerous: the app user is asked)Sensitive',
      'Precise location ACCESS_FINE_LOCATION Dangerous (Dangerous: the app user is asked)',
      'Push com.vendor.PUSH Other (Not an Android system permission)',
      'Internet access INTERNET Normal (Normal: granted at install)',
    ]);
    expect(screen.getByText(/1 permission is sensitive/)).toBeTruthy();
  });

  it('says so when there are none', () => {
    render(<PermissionsList permissions={[]} />);
    expect(
      screen.getByText('This extension asks for no Android permissions.'),
    ).toBeTruthy();
  });
});

describe('VersionsList', () => {
  it('lists newest first and shows permissions a version added', () => {
    const versions = [version(1, ['INTERNET']), version(2, ['INTERNET', 'CAMERA'])];
    expect(addedPermissions(versions[1] as Version, versions[0])).toEqual(['CAMERA']);
    render(<VersionsList versions={versions} packageName="com.example.demo" />);
    const headings = screen.getAllByRole('heading').map(h => h.textContent);
    expect(headings).toEqual(['1.2.0Latest', '1.1.0']);
    expect(screen.getByText('New permissions: CAMERA')).toBeTruthy();
    expect(screen.getByText('4 KB')).toBeTruthy();
    expect(screen.getByText('Jan 2, 2026, 10:00 AM')).toBeTruthy();
  });
});

describe('SignedBy', () => {
  it('shows the signed manifest and a check command naming the downloaded file', () => {
    const manifest =
      '{"format":"aix-market/version-manifest/v1","packageName":"com.example.demo"}';
    const signed = {
      manifest,
      signature: 'c2ln',
      keyId: '0123456789abcdef',
      publicKeySpki: 'MCowBQYDK2VwAyEAspki',
    };
    render(
      <VersionsList
        versions={[{ ...version(1, []), signed }]}
        packageName="com.example.demo"
      />,
    );
    expect(screen.getByText('Signed by AIX Market')).toBeTruthy();
    expect(screen.getByLabelText('Signed manifest').textContent).toBe(manifest);
    const command = screen.getByLabelText('Check command').textContent ?? '';
    expect(command).toContain(`printf '%s' '${manifest}' > manifest.json`);
    expect(command).toContain(
      'openssl pkeyutl -verify -pubin -inkey aix-market-key.pem -rawin',
    );
    expect(command).toContain("openssl dgst -sha256 'com.example.demo-1.1.0.aix'");
  });
});

describe('DetailsPanel', () => {
  it('accepts only http(s) source links', () => {
    expect(safeHttpUrl('https://github.com/a/b')).toBe('https://github.com/a/b');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
  });

  it('links the source with noopener and shows the package name', () => {
    const extension = {
      packageName: 'com.example.maps',
      minSdkVersion: 21,
      category: 'Ui',
      tags: ['maps'],
      source: 'https://github.com/example/maps',
      type: { isFree: true, price: 0, currency: 'INR', value: 'Free', sourceURL: '' },
    } as unknown as ExtensionDetail;
    render(
      <MemoryRouter>
        <DetailsPanel extension={extension} />
      </MemoryRouter>,
    );
    const source = screen.getByRole('link', { name: /github.com/ });
    expect(source.getAttribute('href')).toBe('https://github.com/example/maps');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('com.example.maps')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy package name' })).toBeTruthy();
  });
});
