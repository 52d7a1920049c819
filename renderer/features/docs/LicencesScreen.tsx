/**
 * /docs/licences: what a licence key is and how a maker's extension checks one at
 * run time (issue 20 item 5). A small public page like /changelog, linked from
 * My store and from every shown key; the examples come from licence-examples.ts.
 */
import { useSyncExternalStore } from 'react';
import { Link } from '../../components/Link';
import { PAGE_TITLES } from '#shared/page-titles';
import { CopyButton } from '../../components/CopyButton';
import { PageHeader } from '../../components/PageHeader';
import { usePageHead } from '../../hooks/usePageHead';
import { usePlatform } from '../../platform/PlatformContext';
import {
  EXAMPLE_ANSWER,
  EXAMPLE_PACKAGE,
  JAVA_USAGE,
  javaExample,
  verifyCurl,
  verifyUrl,
} from './licence-examples';
import { LicenceBlocks } from './LicenceBlocks';
import '../pages/pages.css';
import './LicencesScreen.css';

const noSubscription = () => () => undefined;

/** The API's address: the configured backend, else this page's own origin once in a browser. */
function useApiOrigin(): string {
  const configured = usePlatform().functionsBaseUrl.replace(/\/$/, '');
  // The server does not know the address it is reached by: '' there, filled on hydration.
  const own = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  return configured || own;
}

function Code({ text, label }: { text: string; label: string }) {
  return (
    <div className="licence-doc__code" role="region" aria-label={label}>
      <div className="licence-doc__code-head">
        <span>{label}</span>
        <CopyButton text={text} label={label} />
      </div>
      {/* Focusable: a keyboard user scrolls the long lines sideways. */}
      <pre tabIndex={0}>
        <code>{text}</code>
      </pre>
    </div>
  );
}

export function LicencesScreen() {
  usePageHead(PAGE_TITLES.licences);
  const origin = useApiOrigin();
  return (
    <div className="container ip-page licence-doc">
      <PageHeader
        title={PAGE_TITLES.licences}
        subtitle="Every paid order carries a licence key. Your extension can check it at run time."
      />
      <section aria-labelledby="licence-what">
        <h2 id="licence-what">What a licence key is</h2>
        <p>
          When someone buys a paid extension, AIX Market gives the buyer a licence key
          like <code>AIXM-1A2B3C4D-…</code> on the extension page and in Orders. The key
          proves that purchase. Your extension can ask the app builder for it and check it
          with AIX Market, for example before unlocking its paid blocks. A key of a
          refunded order no longer checks as valid.
        </p>
      </section>
      <section aria-labelledby="licence-api">
        <h2 id="licence-api">The verify API</h2>
        <p>
          <code>GET {verifyUrl(origin)}?key=…</code> answers JSON and needs no sign-in. It
          says nothing about the buyer. Up to 60 checks a minute per address.
        </p>
        <Code text={verifyCurl(origin)} label="Request (curl)" />
        <Code text={EXAMPLE_ANSWER} label="Answer" />
        <ul>
          <li>
            <code>valid</code>: true for a key of a paid order.
          </li>
          <li>
            <code>packageName</code>: the package the key was bought for. Compare it with
            your own (<code>{EXAMPLE_PACKAGE}</code> below), so a key for another
            extension is refused.
          </li>
          <li>
            <code>extensionId</code>, <code>orderedAt</code>: the listing and when it was
            paid; all three are <code>null</code> when the key is not valid.
          </li>
        </ul>
      </section>
      <section aria-labelledby="licence-java">
        <h2 id="licence-java">Check a key from your extension (Java)</h2>
        <p>
          Network calls must not run on Android’s main thread, so the check runs on its
          own thread and answers on the main one. Add the class to your extension’s
          sources, then call it from a block:
        </p>
        <Code text={javaExample(origin)} label="LicenceCheck.java" />
        <Code text={JAVA_USAGE} label="In your component" />
      </section>
      <section aria-labelledby="licence-blocks">
        <h2 id="licence-blocks">Check a key with App Inventor blocks</h2>
        <p>
          For app builders: the same request made by our{' '}
          <Link to="/curl-to-blocks">cURL to Blocks</Link> converter. Replace the example
          key with the buyer’s, and read <code>valid</code> from the answer in{' '}
          <code>when Web1.GotText</code>.
        </p>
        {origin && <LicenceBlocks command={verifyCurl(origin)} />}
      </section>
      <p>
        Questions? <Link to="/contact-us">Contact us</Link>. Sales and payouts are in{' '}
        <Link to="/dashboard/my-store">My store</Link>.
      </p>
    </div>
  );
}
