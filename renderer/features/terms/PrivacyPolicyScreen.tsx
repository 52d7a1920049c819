import { LegalDocument } from './LegalDocument';
import { LEGAL_UPDATED } from './legal-dates';
import { PRIVACY_SECTIONS, PRIVACY_SUMMARY } from './privacy-policy';
import { PAGE_TITLES } from '#shared/page-titles';

/** /terms/privacy-policy */
export function PrivacyPolicyScreen() {
  return (
    <LegalDocument
      title={PAGE_TITLES.privacy}
      lastUpdated={LEGAL_UPDATED.privacy}
      summary={PRIVACY_SUMMARY}
      sections={PRIVACY_SECTIONS}
    />
  );
}
