import { LegalDocument } from './LegalDocument';
import { LEGAL_UPDATED } from './legal-dates';
import { TERMS_SECTIONS, TERMS_SUMMARY } from './terms-and-conditions';
import { PAGE_TITLES } from '#shared/page-titles';

/** /terms/terms-and-conditions */
export function TermsScreen() {
  return (
    <LegalDocument
      title={PAGE_TITLES.terms}
      lastUpdated={LEGAL_UPDATED.terms}
      summary={TERMS_SUMMARY}
      sections={TERMS_SECTIONS}
    />
  );
}
