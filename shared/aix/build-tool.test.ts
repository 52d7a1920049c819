import { describe, expect, it } from 'vitest';
import { parseBuildInfo } from './build-info';
import { detectBuildTool, type BuildToolEvidence } from './build-tool';
import { bundledLibraries, parseJarManifest } from './jar';
import { unsafeEntryReason } from './paths';

const evidence = (over: Partial<BuildToolEvidence>): BuildToolEvidence => ({
  buildInfo: [],
  extensionProperties: 'type=external\n',
  hasLegacyDescriptor: false,
  hasLegacyBuildInfo: false,
  hasComponentsJson: true,
  hasBuildInfos: true,
  jarManifest: null,
  ...over,
});
const info = (entry: Record<string, unknown>) =>
  parseBuildInfo([{ type: 'a.B', ...entry }], 'x', 10);

describe('detectBuildTool (aix-format.md §5, first match wins)', () => {
  it('FAST by compiledBy, with or without a version', () => {
    expect(
      detectBuildTool(evidence({ buildInfo: info({ compiledBy: 'FAST v5.7.1' }) })),
    ).toMatchObject({
      name: 'FAST',
      version: '5.7.1',
    });
    expect(
      detectBuildTool(evidence({ buildInfo: info({ compiledBy: 'FAST' }) })).label,
    ).toBe('FAST');
  });

  it('Rush by rush-version, or early Rush by the bare layout', () => {
    const rush = detectBuildTool(
      evidence({ extensionProperties: 'type=external\nrush-version=1.2.3\n' }),
    );
    expect(rush.label).toBe('Rush 1.2.3');
    expect(detectBuildTool(evidence({})).label).toBe('Rush (early)');
    expect(
      detectBuildTool(evidence({ buildInfo: info({ rushVersion: '2.0.0' }) })).label,
    ).toBe('Rush 2.0.0');
  });

  it('early FAST by author without extension.properties', () => {
    const tool = detectBuildTool(
      evidence({ extensionProperties: null, buildInfo: info({ author: 'X' }) }),
    );
    expect(tool).toMatchObject({ name: 'FAST', version: null });
  });

  it('App Inventor by Ant-Version or by the legacy files', () => {
    expect(
      detectBuildTool(evidence({ jarManifest: { 'Ant-Version': 'Apache Ant 1.9.14' } }))
        .name,
    ).toBe('App Inventor');
    expect(detectBuildTool(evidence({ hasLegacyBuildInfo: true })).name).toBe(
      'App Inventor',
    );
    expect(detectBuildTool(evidence({ extensionProperties: null })).name).toBe('unknown');
  });
});

describe('jar helpers', () => {
  it('parses manifest main attributes with continuation lines', () => {
    expect(
      parseJarManifest(
        'Manifest-Version: 1.0\r\nCreated-By: 1.8 (Or\r\n acle)\r\n\r\nName: x\r\nA: b\r\n',
      ),
    ).toEqual({
      'Manifest-Version': '1.0',
      'Created-By': '1.8 (Oracle)',
    });
  });

  it('names bundled libraries, leaving out the extension and App Inventor', () => {
    const names = [
      'com/example/toast/Toast.class',
      'com/example/toast/internal/Helper.class',
      'com/google/appinventor/components/runtime/Component.class',
      'kotlin/io/FilesKt.class',
      'androidx/webkit/WebViewCompat.class',
      'com/onesignal/OneSignal.class',
      'com/onesignal/influence/Influence.class',
      'okhttp3/Call.class',
      'META-INF/MANIFEST.MF',
    ];
    expect(bundledLibraries(names, ['com.example.toast'])).toEqual([
      'androidx.webkit',
      'com.onesignal',
      'kotlin',
      'okhttp3',
    ]);
  });
});

describe('unsafeEntryReason', () => {
  it('accepts ordinary names and refuses escapes', () => {
    expect(unsafeEntryReason('com.a/files/AndroidRuntime.jar')).toBeNull();
    expect(unsafeEntryReason('com.a/..hidden/x')).toBeNull();
    expect(unsafeEntryReason('com.a/../../x')).toMatch(/\.\./);
    expect(unsafeEntryReason('..\\x')).toMatch(/\.\./);
    expect(unsafeEntryReason('/abs')).toMatch(/absolute/);
    expect(unsafeEntryReason('D:x')).toMatch(/drive/);
    expect(unsafeEntryReason('a\u0000b')).toMatch(/control/);
    expect(unsafeEntryReason('')).toMatch(/empty/);
  });
});
