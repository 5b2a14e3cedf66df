import { LegalArticle } from "~/components/legal-article";
import { useOptimaiteText } from "~/i18n/catalogue-context";
import { OptimaiteLayout } from "../layout/optimaite-layout";

export function OptimaiteLegalNoticePage() {
  const notice = useOptimaiteText().legalNotice;
  return (
    <OptimaiteLayout>
      <LegalArticle title={notice.title} sections={notice.sections} />
    </OptimaiteLayout>
  );
}
