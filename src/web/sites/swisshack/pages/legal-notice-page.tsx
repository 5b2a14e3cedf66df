import { LEGAL_NOTICE } from "../../../../shared/content/swisshack/legal";
import { LegalDocument } from "./legal-document";

export function LegalNoticePage() {
  return <LegalDocument title={LEGAL_NOTICE.title} sections={LEGAL_NOTICE.sections} />;
}
