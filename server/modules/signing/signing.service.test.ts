import { verify } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { parseManifest } from '#shared/domain/signed-manifest';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createTestApp } from '../../testing/test-app';
import { publicKeyFromRaw } from './signing.keys';
import { signUnsignedVersions } from './signing.service';

const ctx = await createTestApp();
afterAll(() => ctx.close());
await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);

describe(`signing versions at start (${ctx.database.dialect})`, () => {
  it('signs every unsigned version across batches, once', async () => {
    const total = (
      await ctx.app.db.selectFrom('extension_versions').select('id').execute()
    ).length;
    expect(total).toBeGreaterThan(7);
    expect(await signUnsignedVersions(ctx.app.catalogue, ctx.app.signer, 7)).toBe(total);
    expect(await signUnsignedVersions(ctx.app.catalogue, ctx.app.signer, 7)).toBe(0);

    const rows = await ctx.app.db
      .selectFrom('extension_versions as v')
      .innerJoin('extensions as e', 'e.id', 'v.extension_id')
      .select(['v.id', 'v.sha256', 'e.package_name', 'v.signed_manifest', 'v.signature'])
      .execute();
    const key = publicKeyFromRaw(ctx.app.signer.keys()[0]?.publicKey ?? '');
    for (const row of rows) {
      const manifest = parseManifest(row.signed_manifest ?? '');
      expect(manifest).toMatchObject({
        packageName: row.package_name,
        sha256: row.sha256,
      });
      expect(
        verify(
          null,
          Buffer.from(row.signed_manifest ?? ''),
          key,
          Buffer.from(row.signature ?? '', 'base64'),
        ),
      ).toBe(true);
    }
  });
});
