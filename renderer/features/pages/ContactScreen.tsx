import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { PageHeader } from '../../components/PageHeader';
import { Icon } from '../../components/Icon';
import { usePageHead } from '../../hooks/usePageHead';
import { ContactForm } from './ContactForm';
import './pages.css';
import './ContactScreen.css';
import { PAGE_TITLES } from '#shared/page-titles';

/** /contact-us: the contact form; `?subject=issue` preselects "Report an issue". */
export function ContactScreen() {
  const [params] = useSearchParams();
  const kind = params.get('subject') === 'issue' ? 'report-issue' : 'contact';
  usePageHead(kind === 'report-issue' ? 'Report an issue' : PAGE_TITLES.contact);
  return (
    <div className="container ip-page contact">
      <PageHeader
        title="Contact us"
        subtitle="Questions, problems or ideas: write to the AIX Market team and we will get back to you by email."
      />
      <div className="ip-form-layout">
        <ContactForm kind={kind} />
        <aside className="ip-aside" aria-labelledby="contact-other">
          <h2 className="ip-aside__title" id="contact-other">
            Other ways to get help
          </h2>
          <ul className="ip-aside__links">
            <li>
              <Icon name="star" />
              <div>
                <Link to="/feedback">Share feedback</Link>
                <p>Rate AIX Market and tell us what to improve.</p>
              </div>
            </li>
            <li>
              <Icon name="shield" />
              <div>
                <Link to="/terms/premium-extension">Refunds and licences</Link>
                <p>How refunds work for premium extensions.</p>
              </div>
            </li>
            <li>
              <Icon name="info" />
              <div>
                <Link to="/about">How AIX Market works</Link>
                <p>Publishing, selling and the 5.5% platform fee.</p>
              </div>
            </li>
            <li>
              <Icon name="clock" />
              <div>
                <Link to="/version">App version and status</Link>
                <p>Handy to include when you report an issue.</p>
              </div>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
