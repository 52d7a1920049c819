// Electron tests: they need the Electron runtime, which cannot be downloaded on
// machines without GitHub access (see README). There they skip with the reason.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';

function electronBinary(): string | undefined {
  try {
    const binary = createRequire(import.meta.url)('electron') as unknown;
    return typeof binary === 'string' && fs.existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

const binary = electronBinary();
const built = fs.existsSync('out/main/index.js');

test.describe('desktop studio (Electron)', () => {
  test.skip(
    !binary,
    'Electron runtime not installed (its binary download is blocked here)',
  );
  test.skip(!built, 'run `npm run build:desktop` first');

  test('opens one sandboxed window that renders the marketplace', async () => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-studio-'));
    const app = await electron.launch({
      executablePath: binary,
      args: ['.', `--user-data-dir=${userData}`],
    });
    try {
      const page = await app.firstWindow();
      await expect(page.locator('#root')).not.toBeEmpty();
      // Served from app://studio, the one origin the server allows by CORS.
      expect(page.url()).toMatch(/^app:\/\/studio\//);
      const isolated = await page.evaluate(
        () => typeof (window as unknown as { require?: unknown }).require === 'undefined',
      );
      expect(isolated).toBe(true);
      const bridge = await page.evaluate(() => {
        const studio = (window as unknown as { studio?: { settings?: object } }).studio;
        return typeof studio?.settings;
      });
      expect(bridge).toBe('object');
    } finally {
      await app.close();
      fs.rmSync(userData, { recursive: true, force: true });
    }
  });
});
