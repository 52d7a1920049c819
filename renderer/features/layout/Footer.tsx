import { Link } from '../../components/Link';
import { EXTERNAL_LINKS } from '#shared/constants';
import { usePublishPath } from '../auth/publish-path';
import { Brand } from './Brand';
import './Footer.css';

type FooterLink = { label: string; to: string } | { label: string; href: string };

/** Stands for the publish link, which depends on who is signed in. */
const PUBLISH = 'publish:';

const COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Marketplace',
    links: [
      { label: 'Explore extensions', to: '/' },
      { label: 'Publish My Extension', to: PUBLISH },
      { label: 'cURL to Blocks', to: '/curl-to-blocks' },
      { label: 'Gold', to: '/gold' },
    ],
  },
  {
    title: 'Project',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Changelog', to: '/changelog' },
      { label: 'Version', to: '/version' },
      { label: 'Blog', href: EXTERNAL_LINKS.blog },
      { label: 'Be a backer', href: EXTERNAL_LINKS.backer },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Feedback', to: '/feedback' },
      { label: 'Contact us', to: '/contact-us' },
      { label: 'Report issue', to: EXTERNAL_LINKS.reportIssue },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/terms/privacy-policy' },
      { label: 'Terms and Conditions', to: '/terms/terms-and-conditions' },
      { label: 'Premium extension terms', to: '/terms/premium-extension' },
    ],
  },
];

export function Footer() {
  const publishPath = usePublishPath();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__about">
          <Brand />
          <p>
            The marketplace for App Inventor, Kodular, Niotron and friends: find, buy and
            publish .aix extensions.
          </p>
        </div>
        {COLUMNS.map(column => (
          <nav key={column.title} className="footer__column" aria-label={column.title}>
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.links.map(link => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link to={link.to === PUBLISH ? publishPath : link.to}>
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__legal">
        <p>
          © {new Date().getFullYear()} AIX Market. Made for the App Inventor community.
        </p>
      </div>
    </footer>
  );
}
