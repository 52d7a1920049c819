/** Text of the premium extension terms, one entry per section (rendered by LegalDocument). */
import { Link } from '../../components/Link';
import { PLATFORM_FEE_PERCENT } from '#shared/constants';
import type { LegalSection } from './LegalDocument';

export const PREMIUM_SUMMARY = (
  <p>
    <strong>In short:</strong> buying a premium extension gives you a personal licence to
    use it in your own apps, including apps you sell, but not to share or resell the{' '}
    <code>.aix</code> itself. If it does not work as described, ask for a refund within 7
    days.
  </p>
);

export const PREMIUM_SECTIONS: readonly LegalSection[] = [
  {
    id: 'scope',
    title: 'What these terms cover',
    body: (
      <p>
        A premium extension is any extension on AIX Market with a price. These terms apply
        to every purchase of one, in addition to our{' '}
        <Link to="/terms/terms-and-conditions">Terms and Conditions</Link>. A maker may
        add their own licence to an extension&rsquo;s page; where it gives you more
        rights, it applies; it cannot take away the rights below.
      </p>
    ),
  },
  {
    id: 'licence',
    title: 'Your licence',
    body: (
      <>
        <p>
          When your payment is confirmed, the maker grants you a non-exclusive,
          non-transferable, perpetual licence to:
        </p>
        <ul>
          <li>
            import the extension into your projects in MIT App Inventor, Kodular, Niotron,
            AppZard, AndroidBuilder or any builder it supports;
          </li>
          <li>
            build and publish any number of apps that use it, free or paid, on Google Play
            or elsewhere;
          </li>
          <li>keep copies of the versions you downloaded as backups.</li>
        </ul>
        <p>
          A team or company that buys one licence may use it on the projects of that team.
          Agencies building apps for clients need one licence per client unless the maker
          says otherwise.
        </p>
      </>
    ),
  },
  {
    id: 'restrictions',
    title: 'What the licence does not allow',
    body: (
      <ul>
        <li>
          Sharing, reselling, giving away or re-uploading the <code>.aix</code> file, its
          source, or a renamed copy, including inside a template or project (
          <code>.aia</code>) that others can import and extract it from.
        </li>
        <li>
          Decompiling it to remove licence checks, or to publish its code as your own
          extension.
        </li>
        <li>
          Using it to build a competing extension or to train a code-generating model.
        </li>
      </ul>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery and updates',
    body: (
      <p>
        After payment the extension appears under <strong>Orders</strong> in your
        dashboard, where you can download it. You also get the updates the maker publishes
        to the same extension while it stays listed. Makers decide whether and when to
        release updates; a new major version sold as a separate extension is a separate
        purchase.
      </p>
    ),
  },
  {
    id: 'pricing',
    title: 'Price, currency and payment',
    body: (
      <p>
        Prices are set by makers in INR or USD and charged through Razorpay (UPI, cards,
        net banking and wallets, depending on what Razorpay offers you). Of each sale, the
        maker receives the price minus payment gateway charges and our{' '}
        {PLATFORM_FEE_PERCENT}% platform fee, as set out in our{' '}
        <Link to="/terms/terms-and-conditions#fees">Terms and Conditions</Link>.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <p>You can ask for a full refund within 7 days of purchase if:</p>
        <ul>
          <li>the extension does not work as its listing and documentation describe;</li>
          <li>it does not work on a builder its listing says it supports;</li>
          <li>you cannot download it, and we cannot fix that within 48 hours;</li>
          <li>you were charged twice or charged the wrong amount.</li>
        </ul>
        <p>
          Because an extension is delivered in full as soon as you download it, we do not
          refund a change of mind after download, or a problem that the listing clearly
          disclosed (for example a builder it does not support or a permission it needs).
        </p>
        <p>
          To ask, use the <Link to="/contact-us?subject=issue">contact form</Link> with
          your order id and what went wrong. We first give the maker up to 3 days to help.
          If the refund is approved, your licence ends, you must delete the extension, and
          the money goes back to your original payment method through Razorpay, usually
          within 5 to 7 working days. The maker&rsquo;s payout for that sale is reversed.
        </p>
      </>
    ),
  },
  {
    id: 'chargebacks',
    title: 'Chargebacks',
    body: (
      <p>
        Please contact us before disputing a payment with your bank. If a chargeback
        succeeds, the licence for that purchase ends. Repeated or abusive chargebacks may
        lead to your account being closed.
      </p>
    ),
  },
  {
    id: 'maker-duties',
    title: 'What makers promise buyers',
    body: (
      <ul>
        <li>The extension does what its listing says, on the builders listed.</li>
        <li>Every Android permission it needs is declared on its page.</li>
        <li>It contains no malware, hidden tracking or time bombs.</li>
        <li>
          They answer reasonable support questions for at least 90 days after a sale,
          through the contact details on their extension page.
        </li>
      </ul>
    ),
  },
  {
    id: 'removal',
    title: 'If an extension is removed',
    body: (
      <p>
        If a maker unlists an extension, buyers keep their licence and can still download
        the versions they bought. If we remove it for malware or infringement, downloads
        stop to protect users, and buyers who bought it in the 90 days before removal get
        a refund.
      </p>
    ),
  },
  {
    id: 'warranty',
    title: 'Warranty and liability',
    body: (
      <p>
        Apart from the promises above, extensions are provided &ldquo;as is&rdquo;. The
        limits of liability in our Terms and Conditions apply, and nothing here limits
        your rights under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'help',
    title: 'Help with a purchase',
    body: (
      <p>
        For anything about an order, a download or a refund, write to us through the{' '}
        <Link to="/contact-us?subject=issue">contact form</Link> and include your order
        id.
      </p>
    ),
  },
];
