/**
 * The sandbox Checkout sheet (issue 20 item 7): it says who sells the item and
 * where the receipt goes, "Test payment: no money moves" is readable in both themes
 * (axe colour contrast), and Escape gives focus back to the Buy button it came from.
 */
import type { SessionResponse } from '#shared/api/auth';
import type { ExtensionDetail } from '#shared/api/extensions';
import { ROUTES } from '#shared/api/routes';
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { SEEDED, expect, setTheme, test } from './fixtures';

let buyer: SessionResponse;
test.beforeAll(async ({ request }) => {
  buyer = await createSession(request, uniqueEmail('sheet'), 'Sam Sheet');
});

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: the sheet names seller and receipt, and Escape returns to Buy`, async ({
    page,
    request,
  }) => {
    const answer = await request.get(ROUTES.extension.url({ slugOrId: SEEDED.paidUsd }));
    const extension = (await answer.json()) as ExtensionDetail;
    await signInAs(page, buyer);
    await setTheme(page, theme);
    await page.goto(`/extension/${SEEDED.paidUsd}`);
    const box = page.getByRole('region', { name: 'Get this extension' });
    const buy = box.getByRole('button', { name: /^Buy for / });
    await buy.click();
    const sheet = page.getByRole('dialog', { name: 'Checkout' });
    await expect(sheet).toContainText('Test payment: no money moves');
    await expect(sheet).toContainText(`Sold by${extension.author.name}`);
    await expect(sheet).toContainText(`@${extension.author.username}`);
    await expect(sheet).toContainText(`Receipt to${buyer.email}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(box.getByRole('alert')).toContainText('Payment cancelled');
    await expect(buy).toBeFocused();
  });
}
