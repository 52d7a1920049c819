/** Text of the privacy policy, one entry per section (rendered by LegalDocument). */
import { Link } from '../../components/Link';
import { STORAGE_KEYS } from '#shared/constants';
import type { LegalSection } from './LegalDocument';

export const PRIVACY_SUMMARY = (
  <>
    <p>
      <strong>In short:</strong> we collect what we need to run a marketplace (your
      account, the extensions you publish, your orders and your messages to us), we never
      sell your data, card details go to Razorpay and never to us, and you can ask us to
      see, correct or delete your data at any time.
    </p>
  </>
);

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          AIX Market (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs a marketplace where makers
          publish extensions (<code>.aix</code> files) for visual Android app builders
          such as MIT App Inventor, Kodular, Niotron, AppZard and AndroidBuilder, and
          where builders find, buy and download them. This policy explains what personal
          data we process when you use the website, the desktop studio and our APIs, and
          the choices you have.
        </p>
        <p>
          We act as the data fiduciary (data controller) for the data described here,
          under India&rsquo;s Digital Personal Data Protection Act, 2023 and the
          Information Technology Act, 2000 and its rules.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    body: (
      <>
        <h3>Account data</h3>
        <p>
          When you sign up or sign in (with email and password, or with Google, Facebook
          or GitHub) we store your email address, name, username, avatar image, role,
          whether your email is verified, and the optional website and location on your
          profile. Your password is handled by our identity provider; we never see or
          store it.
        </p>
        <h3>Content you publish</h3>
        <p>
          Extensions, their files, icons, documentation, tags, prices and release notes.
          Your public profile (name, username, avatar, website, location, member-since
          date and your published extensions) is visible to everyone. Your email address
          is never shown publicly.
        </p>
        <h3>Orders and payments</h3>
        <p>
          For each purchase we store the order id, the extension and version, the amount,
          currency (INR or USD), receipt number, notes and the payment ids and signature
          that Razorpay returns. Card numbers, UPI ids and bank logins are entered on
          Razorpay&rsquo;s checkout and never reach our servers.
        </p>
        <h3>Seller payout details</h3>
        <p>
          To pay sellers we create a linked account with Razorpay using the name, email,
          IFSC code, account type and bank account number you give us. Razorpay keeps
          these for payouts and its KYC checks; we keep only what is needed to show and
          manage your payout settings.
        </p>
        <h3>Messages to us</h3>
        <p>
          When you use the contact form, the feedback page or report an extension, we
          store what you send (email, name, subject, message, rating or report details),
          the time, and your browser&rsquo;s user agent (shortened), so we can answer and
          spot abuse.
        </p>
        <h3>Usage and technical data</h3>
        <p>
          Our analytics records two kinds of events: a <code>page_view</code> event (the
          page address, the referring page and the time) and an <code>auth_attempt</code>{' '}
          event (which sign-in method was tried and whether it worked; never the
          password). Our servers also log requests (IP address, time, address requested,
          user agent and status) to keep the service secure, including rate limits that
          block abuse.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use a small number of browser storage entries. None of them is used for
          advertising.
        </p>
        <div className="legal__table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">What it holds</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <code>{STORAGE_KEYS.profile}</code>
                </td>
                <td>Your email, user id and sign-in token</td>
                <td>Keeps you signed in (strictly necessary)</td>
              </tr>
              <tr>
                <td>
                  <code>{STORAGE_KEYS.cookieConsent}</code>
                </td>
                <td>That you accepted cookies</td>
                <td>So the banner does not ask again</td>
              </tr>
              <tr>
                <td>
                  <code>{STORAGE_KEYS.theme}</code>
                </td>
                <td>light or dark</td>
                <td>Remembers your theme</td>
              </tr>
              <tr>
                <td>
                  <code>{STORAGE_KEYS.currency}</code>
                </td>
                <td>INR or USD</td>
                <td>Shows prices in your currency</td>
              </tr>
              <tr>
                <td>Identity provider and analytics cookies</td>
                <td>Session and measurement identifiers</td>
                <td>Sign-in with Google, Facebook or GitHub; page_view counts</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          The cookie banner appears a few seconds after your first visit. Analytics
          cookies are set only after you accept. You can clear all of these at any time in
          your browser settings; signing out removes the profile entry.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your data',
    body: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To list, deliver and update extensions, and show public maker profiles.</li>
        <li>
          To process orders, give buyers access to what they bought, and pay sellers.
        </li>
        <li>To answer your messages, handle refunds, reports and disputes.</li>
        <li>
          To understand which pages are used (page_view) and whether sign-in works
          (auth_attempt), so we can fix problems.
        </li>
        <li>To prevent fraud, malware, spam and abuse, and to enforce our terms.</li>
        <li>
          To meet legal duties such as tax, accounting and responding to lawful requests.
        </li>
      </ul>
    ),
  },
  {
    id: 'legal-basis',
    title: 'Why we are allowed to use it',
    body: (
      <p>
        We process personal data with your consent (for example analytics cookies),
        because it is needed to provide the service you asked for (your account, purchases
        and payouts), or for legitimate uses the law allows (security, fraud prevention
        and legal obligations). You can withdraw consent at any time; this does not affect
        processing that already happened.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell personal data. We share it only with:</p>
        <ul>
          <li>
            <strong>Razorpay</strong>, our payment gateway, to take payments, issue
            refunds and pay sellers through linked accounts.
          </li>
          <li>
            <strong>Our identity provider</strong>, which handles sign-in, password resets
            and email verification.
          </li>
          <li>
            <strong>Hosting, storage and image providers</strong> that run our servers,
            store extension files and serve images for us under contract.
          </li>
          <li>
            <strong>Makers</strong>: when you buy an extension, its maker sees the order
            (extension, version, amount and date) but not your payment details.
          </li>
          <li>
            <strong>Authorities</strong>, when Indian law requires it or to protect the
            rights and safety of our users.
          </li>
        </ul>
        <p>
          Some providers may process data outside India. When they do, we rely on
          contracts that protect it as this policy does and on transfers the law permits.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account and profile data: while your account exists.</li>
        <li>
          Orders, invoices and payout records: 8 years, as Indian tax and accounting law
          requires, even if you delete your account.
        </li>
        <li>Contact, feedback and report messages: up to 2 years after we close them.</li>
        <li>Server logs: up to 90 days, longer only when needed to investigate abuse.</li>
        <li>Analytics events: up to 14 months, then deleted or made anonymous.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Connections are encrypted with HTTPS. Access to personal data is limited to people
        who need it. We check every input to our API, rate-limit sign-in and contact
        forms, and keep payment data with Razorpay, which is PCI DSS compliant. No system
        is perfectly secure; if a breach affects your data we will tell you and the Data
        Protection Board of India as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You can ask us to:</p>
        <ul>
          <li>tell you what personal data we hold about you and how we use it;</li>
          <li>correct or complete it (most of it you can edit in your account);</li>
          <li>delete it, except what we must keep by law;</li>
          <li>withdraw a consent you gave;</li>
          <li>name someone to exercise these rights for you if you cannot.</li>
        </ul>
        <p>
          Write to us through the <Link to="/contact-us">contact form</Link>. We answer
          within 30 days. If you are not satisfied, you may complain to the Data
          Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        AIX Market is not meant for children under 18 without a parent or guardian.
        Buying, selling and linking a bank account require an adult. If you believe a
        child gave us personal data without consent, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. For important changes we
        also tell signed-in users by email or a notice in the app before they take effect.
      </p>
    ),
  },
  {
    id: 'grievance',
    title: 'Contact and grievance officer',
    body: (
      <p>
        For any privacy question or complaint, write to our Grievance Officer through the{' '}
        <Link to="/contact-us">contact form</Link> with the subject &ldquo;Privacy&rdquo;.
        We acknowledge complaints within 24 hours and resolve them within 15 days, as the
        Information Technology (Intermediary Guidelines and Digital Media Ethics Code)
        Rules, 2021 require.
      </p>
    ),
  },
];
