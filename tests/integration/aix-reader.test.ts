import { describe, expect, it } from 'vitest';
import {
  antAix,
  fastAix,
  gbkAix,
  legacyOnlyAix,
  rushAix,
  twoPackageAix,
} from '../fixtures/aix/extensions';
import { buildRawZip } from '../fixtures/aix/raw-zip';
import { readAix } from '#server/aix/read-aix';

describe('readAix on each builder layout', () => {
  it('reads a Rush 1.2.4 build: components, permissions, assets, icon, jar libraries', async () => {
    const metadata = await readAix(rushAix());
    expect(metadata.packageName).toBe('com.example.toast');
    expect(metadata.buildTool).toMatchObject({
      name: 'Rush',
      version: '1.2.4',
      label: 'Rush 1.2.4',
    });
    expect(metadata.minSdk).toBe(7);
    expect(metadata.permissions).toEqual([
      'android.permission.INTERNET',
      'android.permission.VIBRATE',
    ]);
    expect(metadata.manifest.activities).toEqual([
      '<activity android:name="com.example.toast.Screen" />',
    ]);
    expect(metadata.assets).toEqual(['sound.mp3']);
    expect(metadata.libraries.bundled).toEqual(['com.google.gson', 'kotlin']);
    const [toast] = metadata.components;
    expect(toast).toMatchObject({
      type: 'com.example.toast.Toast',
      name: 'Toast',
      version: '3',
      versionName: '1.2.0',
      nonVisible: true,
      androidMinSdk: 7,
      description: 'Shows a toast & more.\nSecond line',
      homepage: 'https://example.com/toast',
      license: null,
      icon: { kind: 'asset', path: 'com.example.toast/aiwebres/icon.png', present: true },
    });
    expect(toast?.methods.map(method => [method.name, method.returnType])).toEqual([
      ['Show', null],
      ['Last', 'text'],
    ]);
    expect(toast?.events[0]?.params).toEqual([
      { name: 'text', type: 'text', helper: null },
    ]);
    expect(toast?.designerProperties[0]).toMatchObject({
      name: 'Duration',
      editorType: 'non_negative_integer',
    });
    expect(metadata.warnings).toEqual([]);
  });

  it('reads a FAST build: string min SDK, URL icon, author, no extension.properties', async () => {
    const metadata = await readAix(fastAix());
    expect(metadata.buildTool).toMatchObject({ name: 'FAST', version: '6.1.0' });
    expect(metadata.minSdk).toBe(14);
    expect(metadata.components[0]).toMatchObject({
      androidMinSdk: 14,
      author: 'Jewel',
      icon: { kind: 'url', url: 'https://cdn.example.com/i.png' },
    });
    expect(metadata.permissions).toEqual([]);
  });

  it('reads an ant build: components.json wins over the first-only component.json', async () => {
    const metadata = await readAix(antAix());
    expect(metadata.buildTool).toMatchObject({ name: 'App Inventor', version: null });
    expect(metadata.buildTool.evidence).toContain('Apache Ant 1.10.14');
    expect(metadata.components.map(component => component.name)).toEqual([
      'First',
      'Second',
    ]);
    expect(metadata.components[0]?.icon).toEqual({
      kind: 'builtin',
      path: 'images/extension.png',
    });
    expect(metadata.packages[0]).toMatchObject({
      descriptorFile: 'components.json',
      buildInfoFile: 'component_build_infos.json',
      jarManifest: { 'Ant-Version': 'Apache Ant 1.10.14' },
    });
    expect(metadata.minSdk).toBe(19);
    expect(metadata.entryCount).toBe(9);
  });

  it('decodes a GBK descriptor', async () => {
    const metadata = await readAix(gbkAix());
    expect(metadata.components[0]?.helpString).toBe('你好');
    expect(metadata.packages[0]?.descriptorEncoding).toBe('gbk');
  });

  it('reads the legacy-only layout with a BOM, an array build info and XML permissions', async () => {
    const metadata = await readAix(legacyOnlyAix());
    expect(metadata.packages[0]).toMatchObject({
      descriptorFile: 'component.json',
      buildInfoFile: 'component_build_info.json',
    });
    expect(metadata.components).toHaveLength(1);
    expect(metadata.permissions).toEqual(['android.permission.CAMERA']);
    expect(metadata.minSdk).toBeNull();
    expect(metadata.buildTool.name).toBe('App Inventor');
  });

  it('reads two packages and drops exact duplicate directory records', async () => {
    const metadata = await readAix(twoPackageAix());
    expect(metadata.packageNames).toEqual(['com.sunny.Web', 'com.sunny.utils']);
    expect(metadata.packageName).toBe('com.sunny.Web');
    expect(metadata.components).toHaveLength(2);
    expect(metadata.minSdk).toBe(21);
    expect(metadata.permissions).toEqual(['android.permission.INTERNET']);
    expect(metadata.entryCount).toBe(6);
    expect(metadata.warnings[0]).toMatch(/lists 2 entries twice/);
  });

  it('warns about files outside any folder and folders without a descriptor', async () => {
    const base = 'com.a.b';
    const zip = buildRawZip([
      { name: 'README.txt', data: 'hi' },
      { name: '__MACOSX/com.a.b/._components.json', data: 'junk' },
      { name: `${base}/components.json`, data: JSON.stringify([{ type: `${base}.C` }]) },
    ]);
    const metadata = await readAix(zip);
    expect(metadata.components[0]).toMatchObject({
      name: 'C',
      version: null,
      icon: { kind: 'none' },
    });
    expect(metadata.warnings.join('\n')).toMatch(
      /outside any extension folder.*README\.txt/,
    );
    expect(metadata.warnings.join('\n')).toMatch(/__MACOSX\/\)?/);
  });

  it('reads an archive with ZIP64 end records', async () => {
    const pkg = 'com.big.Writer';
    const zip = buildRawZip(
      [
        { name: `${pkg}/components.json`, data: JSON.stringify([{ type: `${pkg}.W` }]) },
        { name: `${pkg}/classes.jar`, data: 'dex', method: 0 },
      ],
      { zip64: true },
    );
    const metadata = await readAix(zip);
    expect(metadata).toMatchObject({ packageName: pkg, entryCount: 2 });
  });

  it('reads a Uint8Array that is not a Buffer', async () => {
    const bytes = new Uint8Array(rushAix());
    await expect(readAix(bytes)).resolves.toMatchObject({
      packageName: 'com.example.toast',
    });
  });
});
