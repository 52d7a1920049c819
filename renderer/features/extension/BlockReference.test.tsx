// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentReference } from '#shared/aix/block-reference';
import type { Version } from '#shared/api/extensions';
import { BlockReference } from './BlockReference';

afterEach(cleanup);

const component = (method: string): ComponentReference => ({
  type: 'com.example.Clock',
  name: 'Clock',
  instanceName: 'Clock1',
  description: '',
  helpUrl: null,
  nonVisible: true,
  version: '1',
  versionName: null,
  events: [],
  methods: [
    {
      blockType: 'component_method',
      name: method,
      description: 'Does <b>it</b>',
      deprecated: false,
      shape: 'statement',
      params: [
        { name: 'ms', input: 'ARG0', type: 'number', label: 'number', options: null },
      ],
      returns: null,
      continuation: false,
      signature: '',
    },
  ],
  properties: [],
  designerProperties: [],
});

const version = (code: number, extra: Record<string, unknown>): Version => ({
  versionName: `${code}.0`,
  versionCode: code,
  fileSize: 1,
  sha256: '',
  minSdk: 7,
  permissions: [],
  releaseNotes: '',
  uploadedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('BlockReference', () => {
  it('renders nothing when no version carries a reference', () => {
    const { container } = render(<BlockReference versions={[version(1, {})]} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the newest reference, as text, with a version selector', () => {
    render(
      <BlockReference
        versions={[
          version(1, { blockReference: [component('Start')] }),
          version(2, { blockReference: [component('Begin')] }),
        ]}
      />,
    );
    expect(screen.getByText(/call Begin/)).toBeTruthy();
    expect(screen.getByText('Does <b>it</b>')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /Version/ }), {
      target: { value: '1' },
    });
    expect(screen.getByText(/call Start/)).toBeTruthy();
  });
});
