import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface BuildConfig {
  fileAssociations: { ext: string }[];
  protocols: { schemes: string[] }[];
  linux: { target: string[] };
  win: { target: string[] };
  mac: { target: string[] };
  files: string[];
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  build: BuildConfig;
  main: string;
  scripts: Record<string, string>;
};

describe('electron-builder packaging', () => {
  it('opens .aix files and aixmarket:// links, on Linux, Windows and macOS', () => {
    expect(pkg.build.fileAssociations.map(item => item.ext)).toEqual(['aix']);
    expect(pkg.build.protocols.flatMap(item => item.schemes)).toEqual(['aixmarket']);
    expect(pkg.build.linux.target).toEqual(['AppImage', 'deb']);
    expect(pkg.build.win.target).toEqual(['nsis']);
    expect(pkg.build.mac.target).toEqual(['dmg']);
  });

  it('packs the electron-vite output that package.json starts', () => {
    expect(pkg.main).toBe('out/main/index.js');
    expect(pkg.build.files).toEqual(['out/**/*']);
    expect(pkg.scripts['package:desktop']).toContain('npm run build:desktop');
  });
});
