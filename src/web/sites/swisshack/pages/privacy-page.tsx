import { LegalArticle } from "~/components/legal-article";
import { PRIVACY } from "../../../../shared/content/swisshack/privacy";
import { SwissHackLayout } from "../layout/swisshack-layout";

export function PrivacyPage() {
  return (
    <SwissHackLayout>
      <LegalArticle title={PRIVACY.title} intro={PRIVACY.intro} updated={PRIVACY.updated} sections={PRIVACY.sections} />
    </SwissHackLayout>
  );
}
