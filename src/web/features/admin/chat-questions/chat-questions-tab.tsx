import type { UnansweredQuestionsResponse } from "@shared/schemas/chat-questions";
import { useEffect, useState } from "react";
import { useAdminLanguage, useAdminWords } from "../shared/admin-language";
import { AdminTable, headersOf } from "../shared/admin-table";
import { loadUnansweredQuestions } from "./chat-questions-api";
import { CHAT_QUESTIONS_WORDS } from "./chat-questions-words";

/** The tab's name in the tab list, in the account's language. */
export function ChatQuestionsTabLabel() {
  return <>{useAdminWords(CHAT_QUESTIONS_WORDS).tab}</>;
}

/** The questions the assistant answered with "I don't know", grouped, so the owner knows what the FAQ lacks. */
export function ChatQuestionsTab() {
  const t = useAdminWords(CHAT_QUESTIONS_WORDS);
  const language = useAdminLanguage();
  const [questions, setQuestions] = useState<UnansweredQuestionsResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadUnansweredQuestions().then(setQuestions, () => setFailed(true));
  }, []);
  const when = new Intl.DateTimeFormat(language === "fr" ? "fr-CH" : "en-GB", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Zurich",
  });
  const columns = t.columns;
  return (
    <section className="mt-4" aria-labelledby="chat-questions-title">
      <h2 id="chat-questions-title" className="text-2xl font-bold">
        {t.title}
      </h2>
      <p className="mt-1 max-w-3xl text-muted-foreground">{t.intro}</p>
      {failed ? (
        <p role="alert" className="mt-6">
          {t.loadFailed}
        </p>
      ) : !questions ? (
        <p role="status" className="mt-6">
          {t.loading}
        </p>
      ) : questions.groups.length === 0 ? (
        <p className="mt-6 text-muted-foreground">{t.empty}</p>
      ) : (
        <>
          <p className="mt-4 text-sm font-medium">{t.total(questions.total)}</p>
          <div className="mt-3 overflow-x-auto" data-scroll>
            <AdminTable
              aria-label={t.tableName}
              headerScope="col"
              className="w-full min-w-[36rem] text-left text-sm"
              headRowClassName="border-b"
              headers={headersOf(
                [columns.question, columns.site, columns.languages, columns.count, columns.last],
                "px-2 py-2 font-semibold",
                [columns.count],
              )}
            >
              {questions.groups.map((group) => (
                <tr key={`${group.site}-${group.question}`} className="border-b align-top">
                  <td className="px-2 py-2 [overflow-wrap:anywhere]">{group.question}</td>
                  <td className="px-2 py-2">{t.sites[group.site]}</td>
                  <td className="px-2 py-2 uppercase">{group.locales.join(", ")}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{group.count}</td>
                  <td className="whitespace-nowrap px-2 py-2">{when.format(new Date(group.lastAskedAt))}</td>
                </tr>
              ))}
            </AdminTable>
          </div>
        </>
      )}
    </section>
  );
}
