import { LegalDocument } from './LegalDocument';
import { LEGAL_UPDATED } from './legal-dates';
import { PREMIUM_SECTIONS, PREMIUM_SUMMARY } from './premium-terms';
import { PAGE_TITLES } from '#shared/page-titles';

/** /terms/premium-extension */
export function PremiumTermsScreen() {
  return (
    <LegalDocument
      title={PAGE_TITLES.premiumTerms}
      lastUpdated={LEGAL_UPDATED.premium}
      summary={PREMIUM_SUMMARY}
      sections={PREMIUM_SECTIONS}
    />
  );
}
