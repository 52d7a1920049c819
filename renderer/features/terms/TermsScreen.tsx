import { LegalDocument } from './LegalDocument';
import { LEGAL_UPDATED } from './legal-dates';
import { TERMS_SECTIONS, TERMS_SUMMARY } from './terms-and-conditions';

/** /terms/terms-and-conditions */
export function TermsScreen() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      lastUpdated={LEGAL_UPDATED.terms}
      summary={TERMS_SUMMARY}
      sections={TERMS_SECTIONS}
    />
  );
}
