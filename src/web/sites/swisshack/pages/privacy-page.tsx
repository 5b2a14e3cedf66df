import { PRIVACY } from "../../../../shared/content/swisshack/legal";
import { LegalDocument } from "./legal-document";

export function PrivacyPage() {
  return (
    <LegalDocument title={PRIVACY.title} intro={PRIVACY.intro} updated={PRIVACY.updated} sections={PRIVACY.sections} />
  );
}
