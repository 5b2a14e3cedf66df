// Prints, for questions given on the command line, what the assistant found: the intent, the passages with their
// coverage and score, and the answer. For whoever tunes: `node --import tsx scripts/eval/chat/probe.ts optimaite fr "…"`.
import { siteAnswer } from "../../../src/server/chat/answer";
import { chatPack, createChatRetrievers } from "../../../src/server/chat/chat-packs";
import { matchIntent } from "../../../src/server/chat/intents/intent";
import type { Locale } from "../../../src/shared/i18n/locales";
import type { SiteId } from "../../../src/shared/routes";

const [site, locale, ...questions] = process.argv.slice(2) as [SiteId, Locale, ...string[]];
const retrievers = createChatRetrievers();
for (const question of questions) {
  const pack = chatPack(site, locale);
  const retriever = retrievers.for(site, pack.language);
  console.log(`\n? ${question}`);
  console.log(`  terms: ${retriever.knownTerms(question).join(", ")}`);
  console.log(`  intent: ${matchIntent(pack.intents, question)?.id ?? "—"}`);
  for (const found of retriever.find(question))
    console.log(
      `  ${found.score.toFixed(1)} cov ${found.coverage.toFixed(2)} ${found.entry.id} «${found.entry.title}»`,
    );
  const answer = siteAnswer(retrievers, site, question, new Date(), locale);
  console.log(`  → ${answer.kind}: ${answer.text.slice(0, 160)} ${answer.links.map((l) => l.href).join(" ")}`);
}
