/** Text of the terms and conditions, one entry per section (rendered by LegalDocument). */
import { Link } from '../../components/Link';
import { PLATFORM_FEE_PERCENT } from '#shared/constants';
import type { LegalSection } from './LegalDocument';

export const TERMS_SUMMARY = (
  <p>
    <strong>In short:</strong> AIX Market is a marketplace; makers own and are responsible
    for their extensions, buyers pay through Razorpay in INR or USD, sellers receive the
    price minus gateway charges and a {PLATFORM_FEE_PERCENT}% platform fee, and nobody may
    publish malware or someone else&rsquo;s work.
  </p>
);

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    body: (
      <p>
        These terms are a contract between you and AIX Market (&ldquo;we&rdquo;,
        &ldquo;us&rdquo;). By creating an account, publishing, buying or downloading an
        extension you accept them, together with our{' '}
        <Link to="/terms/privacy-policy">Privacy Policy</Link> and, for paid extensions,
        the <Link to="/terms/premium-extension">Premium Extension Terms</Link>. If you do
        not agree, please do not use AIX Market.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use AIX Market',
    body: (
      <p>
        You may browse without an account. To buy, sell or publish you must be at least 18
        years old, or use AIX Market with the consent and supervision of a parent or
        guardian who accepts these terms for you. Sellers must be able to hold an Indian
        bank account and pass the identity checks of our payment partner.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate details and keep your email address verified.</li>
        <li>
          Keep your password secret. You are responsible for what happens in your account
          until you tell us it was misused.
        </li>
        <li>
          Usernames that impersonate people, brands or AIX Market itself, and reserved
          names, are not allowed and may be changed or removed.
        </li>
        <li>One person may not run several accounts to get around a suspension.</li>
      </ul>
    ),
  },
  {
    id: 'marketplace',
    title: 'Our role as a marketplace',
    body: (
      <p>
        AIX Market provides the platform; the maker who publishes an extension is its
        seller and is responsible for it: its code, documentation, claims, support and
        updates. We review reports and may check extensions for malware, but we do not
        guarantee that any extension works for your app or builder. Check its
        documentation, supported builders and Android permissions before you use it.
      </p>
    ),
  },
  {
    id: 'publishing',
    title: 'Publishing rules for makers',
    body: (
      <>
        <p>When you publish an extension you confirm that:</p>
        <ul>
          <li>
            you wrote it or have the right to distribute it, and bundled libraries are
            used under their licences (open-source licences included);
          </li>
          <li>
            it contains no malware, hidden data collection, crypto-mining, ad fraud or
            code that harms users or their devices;
          </li>
          <li>
            its listing is honest: the name, description, screenshots, supported builders
            and every Android permission it needs are stated correctly;
          </li>
          <li>
            it does not infringe anyone&rsquo;s copyright, trademark or patent, and its
            package name is your own.
          </li>
        </ul>
        <p>
          You keep ownership of your extensions. You give us a worldwide, non-exclusive,
          royalty-free licence to host, copy, display and distribute them and their
          listing to users, and to show them in promotion of AIX Market, for as long as
          they are listed and afterwards for buyers who already have them.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Prices and payments',
    body: (
      <>
        <p>
          Makers set the price of each paid extension in Indian rupees (INR, ₹) or US
          dollars (USD, $). We may show an approximate converted price using our exchange
          rates; you are charged the amount shown at checkout.
        </p>
        <p>
          Payments are processed by Razorpay (Razorpay Software Private Limited). By
          paying you also accept Razorpay&rsquo;s terms. An order is complete only when
          Razorpay confirms the payment and we verify its signature; then the extension
          appears in your orders and you can download it.
        </p>
        <p>
          Prices include the taxes we are required to collect, unless the checkout shows
          otherwise. Your bank may charge currency conversion or international transaction
          fees.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and payouts for sellers',
    body: (
      <>
        <p>Publishing free extensions costs nothing. On each paid sale:</p>
        <ol>
          <li>
            the payment gateway fee is deducted: 2% of the price plus 18% GST on that fee;
          </li>
          <li>our platform fee of {PLATFORM_FEE_PERCENT}% of the price is deducted;</li>
          <li>
            the transfer fee for sending the remainder to your linked account is deducted:
            0.25% of the remainder plus 18% GST on that fee;
          </li>
          <li>the result is rounded down to two decimals and paid to you.</li>
        </ol>
        <p>
          For example, on a sale of ₹1,000 the gateway fee is ₹23.60, the platform fee is
          ₹55, the transfer fee on the remaining ₹921.40 is ₹2.72 (rounded), and you
          receive <strong>₹918.68</strong>.
        </p>
        <p>
          Payouts go to the bank account you link through Razorpay, on Razorpay&rsquo;s
          settlement schedule, after any refund window described in the Premium Extension
          Terms. You are responsible for declaring your income and any GST you owe. We may
          hold payouts while a fraud report, chargeback or legal request is investigated.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        Refunds for paid extensions follow the{' '}
        <Link to="/terms/premium-extension#refunds">Premium Extension Terms</Link>. In
        short: you can ask for a refund within 7 days if an extension does not work as
        described, cannot be downloaded, or you were charged twice. Approved refunds go
        back to the original payment method through Razorpay, usually within 5 to 7
        working days.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'What you must not do',
    body: (
      <ul>
        <li>Resell, share or publish extensions you bought as if they were yours.</li>
        <li>Upload malware, or try to break, overload or scrape AIX Market.</li>
        <li>Get around rate limits, payments, licence checks or download limits.</li>
        <li>Post fake reviews, likes or reports, or harass other users.</li>
        <li>Use AIX Market for anything illegal under Indian law.</li>
      </ul>
    ),
  },
  {
    id: 'reports',
    title: 'Reports and takedowns',
    body: (
      <p>
        Anyone can report an extension from its page or through the{' '}
        <Link to="/contact-us?subject=issue">contact form</Link>. We may hide or remove an
        extension, suspend an account or withhold payouts when an extension breaks these
        terms or the law, or on a valid legal notice. We tell the maker why, unless the
        law or safety prevents it, and makers can reply through the contact form.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the service',
    body: (
      <p>
        We work to keep AIX Market available, but it may be interrupted for maintenance or
        reasons beyond our control. Features marked beta or coming soon may change or be
        withdrawn. If we stop the service, we will give buyers reasonable time to download
        the extensions they paid for.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    body: (
      <>
        <p>
          Extensions are provided by their makers &ldquo;as is&rdquo;. To the extent the
          law allows, we are not liable for indirect or consequential losses, lost
          profits, lost data, or problems caused by an extension in your app.
        </p>
        <p>
          Our total liability to you for any claim is limited to the amount you paid us in
          the 12 months before the claim, or ₹1,000 if that is higher. Nothing in these
          terms limits liability that cannot be limited by law, or your rights as a
          consumer under the Consumer Protection Act, 2019.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Closing your account',
    body: (
      <p>
        You can close your account at any time by contacting us. We may suspend or close
        accounts that break these terms. Records we must keep by law (orders, payouts) are
        kept as our Privacy Policy describes; buyers keep access to extensions already
        purchased unless they were removed for malware or infringement.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. Please contact us first so we can
        try to solve the problem together. Any dispute we cannot solve is subject to the
        jurisdiction of the competent courts in India.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version, and we
        give notice of important changes before they apply. Questions and grievances go to
        our Grievance Officer through the <Link to="/contact-us">contact form</Link>.
      </p>
    ),
  },
];
