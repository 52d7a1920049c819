// Stored-XSS guard for extension documentation, in real Chromium. Every hostile document
// of tests/fixtures/hostile-blocks is rendered by the real renderer, then parsed by the
// browser twice (as page markup, where <script> and <meta refresh> would act, and through
// innerHTML, as DocumentationView does). Payloads call window.__xss++ or alert(); nothing
// may run, and the resulting DOM may hold no handler, script or script URL.
//
// The harness page is served by page.route without a Content-Security-Policy, so the
// sanitizer alone is under test; control tests prove the harness does catch a payload.
// A last test injects the whole corpus into the running app page under its real CSP.
import { expect, test, type Page } from '@playwright/test';
import { renderDocumentation } from '#shared/docs/render';
import { hostileDocuments } from '../../fixtures/hostile-blocks/index';

const fixtures = hostileDocuments().map(({ name, doc }) => ({
  name,
  html: renderDocumentation(doc).html,
}));

const HARNESS_PATH = '/__docs-xss-harness';

function harnessPage(bodyHtml: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8"><title>harness</title>' +
    '<script>window.__xss = 0;</script></head>' +
    `<body><div id="root">${bodyHtml}</div><div id="injected"></div></body></html>`
  );
}

/**
 * Serves the harness for `bodyHtml` at the app origin and aborts every other request,
 * so hostile image and frame URLs fail fast (firing onerror) and nothing leaves the box.
 */
async function openHarness(page: Page, bodyHtml: string): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', dialog => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.route('**/*', route =>
    new URL(route.request().url()).pathname === HARNESS_PATH
      ? route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: harnessPage(bodyHtml),
        })
      : route.abort(),
  );
  await page.goto(HARNESS_PATH, { waitUntil: 'load' });
  return dialogs;
}

/** Lets load/error/animation/focus handlers that a payload relies on get their turn. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>(resolve => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(resolve, 150)),
        );
      }),
  );
}

/** In-page audit of everything under <body>; returns the problems found. */
function auditPage(page: Page): Promise<string[]> {
  return page.evaluate(harnessPath => {
    const problems: string[] = [];
    const forbidden =
      'script,style,object,embed,applet,base,meta,link,form,input,button,textarea,select,svg,math,template,frame,frameset,noscript,xmp,iframe[srcdoc]';
    for (const element of Array.from(document.body.querySelectorAll(forbidden))) {
      problems.push(`element <${element.tagName.toLowerCase()}>`);
    }
    const urlAttributes = [
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'background',
      'srcset',
      'ping',
      'cite',
    ];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.toLowerCase().startsWith('on')) problems.push(`${tag}[${name}]`);
        if (!urlAttributes.includes(name.toLowerCase())) continue;
        let protocol: string;
        try {
          protocol = new URL(value, document.baseURI).protocol;
        } catch {
          continue; // The browser cannot resolve it either, so it cannot run.
        }
        const image = tag === 'img' && name === 'src';
        const allowed =
          protocol === 'https:' ||
          protocol === 'http:' ||
          (protocol === 'mailto:' && name === 'href') ||
          (image && /^data:image\/(png|jpeg|gif|webp);base64,/i.test(value));
        if (!allowed) problems.push(`${tag}[${name}] uses ${protocol}`);
      }
      if (tag === 'iframe') {
        const src = element.getAttribute('src') ?? '';
        if (
          !/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(
            src,
          )
        ) {
          problems.push(`iframe to ${src}`);
        }
      }
    }
    if (new URL(location.href).pathname !== harnessPath)
      problems.push(`navigated to ${location.href}`);
    if (document.baseURI !== location.href)
      problems.push(`base changed to ${document.baseURI}`);
    const xss = (window as unknown as { __xss: unknown }).__xss;
    if (xss !== 0) problems.push(`window.__xss is ${String(xss)}`);
    return problems;
  }, HARNESS_PATH);
}

test.describe('documentation renderer against hostile documents', () => {
  test('has the hostile corpus', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40);
  });

  for (const { name, html } of fixtures) {
    test(`${name}: nothing runs, parsed as page markup or set through innerHTML`, async ({
      page,
    }) => {
      const dialogs = await openHarness(page, html);
      await settle(page);
      expect(await auditPage(page), 'as page markup').toEqual([]);

      await page.evaluate(markup => {
        const target = document.getElementById('injected');
        if (target) target.innerHTML = markup;
      }, html);
      await settle(page);
      expect(await auditPage(page), 'through innerHTML').toEqual([]);
      expect(dialogs).toEqual([]);
    });
  }
});

test.describe('harness controls (prove a payload would be caught)', () => {
  test('an unsanitized onerror payload is counted', async ({ page }) => {
    await openHarness(page, '<img src="x" onerror="window.__xss++">');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __xss: number }).__xss))
      .toBe(1);
    expect(await auditPage(page)).toEqual(
      expect.arrayContaining(['img[onerror]', 'window.__xss is 1']),
    );
  });

  test('an unsanitized script and an alert are caught', async ({ page }) => {
    const dialogs = await openHarness(
      page,
      '<script>window.__xss++</script><svg onload="alert(7)"></svg>',
    );
    await settle(page);
    expect(dialogs).toEqual(['alert: 7']);
    expect(await auditPage(page)).toEqual(
      expect.arrayContaining([
        'element <script>',
        'element <svg>',
        'svg[onload]',
        'window.__xss is 1',
      ]),
    );
  });

  test('an obfuscated javascript: link is reported by the browser-side URL check', async ({
    page,
  }) => {
    await openHarness(
      page,
      '<a href="java&#x09;script:window.__xss++">x</a><a href=" JaVaScRiPt:x">y</a>',
    );
    expect(await auditPage(page)).toEqual([
      'a[href] uses javascript:',
      'a[href] uses javascript:',
    ]);
  });
});

test('the whole corpus in the running app page raises no script CSP violation', async ({
  page,
}) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, route => route.abort());
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', event => {
      seen.push(`${event.effectiveDirective}: ${event.sample || event.blockedURI}`);
    });
  });
  const violations = () =>
    page.evaluate(() =>
      (window as unknown as { __violations: string[] }).__violations.filter(v =>
        v.startsWith('script-src'),
      ),
    );

  // Control: the listener does see a blocked inline handler on this page.
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<img src="/control.png" onerror="window.__xss = 1">';
    document.body.append(probe);
  });
  await expect.poll(violations).toHaveLength(1);

  await page.evaluate(
    markups => {
      const container = document.createElement('div');
      container.id = 'docs-xss-corpus';
      container.innerHTML = markups.join('');
      document.body.append(container);
    },
    fixtures.map(fixture => fixture.html),
  );
  await settle(page);
  expect(await violations()).toHaveLength(1);
  const handlers = await page
    .locator('#docs-xss-corpus *')
    .evaluateAll(elements =>
      elements.flatMap(element =>
        element.getAttributeNames().filter(name => name.startsWith('on')),
      ),
    );
  expect(handlers).toEqual([]);
});
