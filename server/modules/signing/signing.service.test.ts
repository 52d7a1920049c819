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

  it('stops between batches when asked and goes on where it left off', async () => {
    await ctx.app.db
      .updateTable('extension_versions')
      .set({ signed_manifest: null, signature: null, signing_key_id: null })
      .execute();
    const total = (
      await ctx.app.db.selectFrom('extension_versions').select('id').execute()
    ).length;
    let asked = 0;
    const first = await signUnsignedVersions(ctx.app.catalogue, ctx.app.signer, 7, () => {
      asked += 1;
      return asked > 1;
    });
    expect(first).toBe(7);
    const rest = await signUnsignedVersions(ctx.app.catalogue, ctx.app.signer, 7);
    expect(first + rest).toBe(total);
    const unsigned = await ctx.app.db
      .selectFrom('extension_versions')
      .select('id')
      .where('signature', 'is', null)
      .execute();
    expect(unsigned).toEqual([]);
  });
});
