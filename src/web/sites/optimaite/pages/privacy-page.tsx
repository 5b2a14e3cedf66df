import { LegalArticle } from "~/components/legal-article";
import { useOptimaiteText } from "~/i18n/catalogue-context";
import { OptimaiteLayout } from "../layout/optimaite-layout";

export function OptimaitePrivacyPage() {
  const privacy = useOptimaiteText().privacy;
  return (
    <OptimaiteLayout>
      <LegalArticle title={privacy.title} intro={privacy.intro} updated={privacy.updated} sections={privacy.sections} />
    </OptimaiteLayout>
  );
}
