import { text, visitorIdentity } from "../shared/admin-format";
import type { AdminLanguage } from "../shared/admin-language";
import { type Column, date, location, plain } from "../shared/columns";
import { VISITOR_WORDS } from "./cockpit-words";

/** What the visitors tab shows of each page view, in the account's language; stored text is rendered as text. */
export function visitorColumns(language: AdminLanguage): Column[] {
  const t = VISITOR_WORDS[language];
  return [
    date("visitTimestamp", t.visited),
    {
      label: t.visitor,
      render: (row) =>
        row.identifiedEmail ? text(row.identifiedEmail) : visitorIdentity(row.persistentUserId, language),
    },
    plain("page", t.page),
    { label: t.query, render: (row) => (row.query ? text(row.query) : "") },
    { ...location, label: t.location },
    plain("deviceType", t.device),
    { label: t.returning, render: (row) => (row.isReturningVisitor ? t.returningYes(Number(row.visitCount)) : t.no) },
    plain("referrer", t.referrer),
  ];
}
