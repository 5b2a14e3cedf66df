import { LegalArticle } from "~/components/legal-article";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { SwissHackLayout } from "../layout/swisshack-layout";

export function PrivacyPage() {
  const text = useSwissHackText();
  const PRIVACY = text.privacy;
  return (
    <SwissHackLayout>
      <LegalArticle title={PRIVACY.title} intro={PRIVACY.intro} updated={PRIVACY.updated} sections={PRIVACY.sections} />
    </SwissHackLayout>
  );
}
