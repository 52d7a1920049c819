import { LegalDocument } from './LegalDocument';
import { LEGAL_UPDATED } from './legal-dates';
import { PREMIUM_SECTIONS, PREMIUM_SUMMARY } from './premium-terms';

/** /terms/premium-extension */
export function PremiumTermsScreen() {
  return (
    <LegalDocument
      title="Premium Extension Terms"
      lastUpdated={LEGAL_UPDATED.premium}
      summary={PREMIUM_SUMMARY}
      sections={PREMIUM_SECTIONS}
    />
  );
}
