import { LegalArticle } from "~/components/legal-article";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { SwissHackLayout } from "../layout/swisshack-layout";

export function LegalNoticePage() {
  const text = useSwissHackText();
  const LEGAL_NOTICE = text.legalNotice;
  return (
    <SwissHackLayout>
      <LegalArticle title={LEGAL_NOTICE.title} sections={LEGAL_NOTICE.sections} />
    </SwissHackLayout>
  );
}
