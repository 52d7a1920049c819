import { CURRENCIES, type Currency } from '#shared/constants';
import { formatMoney } from '#shared/domain/pricing';
import { buttonClassName } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useCurrency } from '../../hooks/useCurrency';
import { usePageHead } from '../../hooks/usePageHead';
import { GoldCheckout } from './GoldCheckout';
import { MedalArt } from './HeroArt';
import {
  GOLD_FAQ,
  GOLD_PERIOD_DAYS,
  GOLD_TIERS,
  type GoldTier,
} from '#shared/domain/gold';
import './pages.css';
import './GoldScreen.css';
import { PAGE_TITLES } from '#shared/page-titles';

function TierCard({ tier, currency }: { tier: GoldTier; currency: Currency }) {
  const other = CURRENCIES.find(code => code !== currency) ?? currency;
  return (
    <li className={`gold-tier${tier.featured ? ' gold-tier--featured' : ''}`}>
      {tier.featured && <span className="ip-pill gold-tier__badge">Most popular</span>}
      <h3 className="gold-tier__name">{tier.name}</h3>
      <p className="gold-tier__tagline">{tier.tagline}</p>
      <p className="gold-tier__price">
        <strong>{formatMoney(tier.monthly[currency], currency)}</strong>
        <span> / month</span>
      </p>
      <p className="gold-tier__other">
        or {formatMoney(tier.monthly[other], other)} in {other}
      </p>
      <ul className="ip-list gold-tier__perks">
        {tier.perks.map(perk => (
          <li key={perk}>
            <Icon name="check" size={16} />
            <span>{perk}</span>
          </li>
        ))}
      </ul>
      <GoldCheckout tier={tier} currency={currency} />
    </li>
  );
}

/** /gold: the AIX Market Gold backer plan, bought through the same Checkout as extensions. */
export function GoldScreen() {
  usePageHead(PAGE_TITLES.gold);
  const { currency } = useCurrency();
  return (
    <div className="container ip-page gold">
      <section className="ip-hero ip-hero--split gold-hero" aria-labelledby="gold-title">
        <div>
          <p className="ip-hero__eyebrow">
            <Icon name="star" /> Supporter plan
          </p>
          <h1 className="ip-hero__title" id="gold-title">
            AIX Market Gold
          </h1>
          <p className="ip-hero__lead">
            AIX Market is built by a small team for the App Inventor community. Gold is
            our backer tier: a monthly contribution that pays for hosting, reviews and the
            features makers ask for.
          </p>
          <div className="ip-actions">
            <a href="#gold-tiers" className={buttonClassName({ size: 'lg' })}>
              <Icon name="star" /> Become a backer
            </a>
          </div>
          <p className="gold-hero__honest">
            <Icon name="info" size={16} />
            Each payment covers {GOLD_PERIOD_DAYS} days and renews only when you pay
            again: no subscription, nothing charged automatically.
          </p>
        </div>
        <MedalArt />
      </section>

      <section className="ip-section" aria-labelledby="gold-tiers">
        <h2 className="ip-section__title" id="gold-tiers">
          Choose your tier
        </h2>
        <p className="ip-section__lead">
          Prices are shown in {currency} first; every tier is available in rupees (INR)
          and US dollars (USD).
        </p>
        <ul className="gold-tiers">
          {GOLD_TIERS.map(tier => (
            <TierCard key={tier.id} tier={tier} currency={currency} />
          ))}
        </ul>
      </section>

      <section className="ip-section" aria-labelledby="gold-faq">
        <h2 className="ip-section__title" id="gold-faq">
          Questions
        </h2>
        <div className="gold-faq">
          {GOLD_FAQ.map(item => (
            <details key={item.question} className="gold-faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
