import type { KnowledgeEntry } from "@shared/content/knowledge";
import { isSiteLocale, type Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import type { ChatPack } from "./chat-pack";
import { CHAT_PACKS, type ChatRetrievers, chatPack, createChatRetrievers } from "./chat-packs";
import { type ChatAnswer, type ChatLink, matchIntent } from "./intents/intent";
import type { Passage } from "./knowledge/page-passages";
import { siteLanguages } from "./knowledge/site-knowledge";
import { answers, askedSentences, questionParts, withOtherQuestions } from "./question-parts";
import { type Found, holds, normalize, type Retriever } from "./retrieval";
import { analyzerFor, languageOfText } from "./search/language-analyzer";
import { standardSpelling } from "./search/typed-spelling";

/** Each site's assistant in its default language (French for SwissHack, English for OptimAIte). */
export const SITE_CHAT: Record<SiteId, ChatPack> = {
  swisshack: CHAT_PACKS.swisshack.fr,
  optimaite: CHAT_PACKS.optimaite.en,
};

/**
 * What kind of answer the engine gave:
 * - "intent": a known kind of question or action, answered from the figures and the pages' sentences;
 * - "passage": the best passage of the site's own pages, with its link;
 * - "languages": a question in a language the site does not speak, answered with the languages it speaks;
 * - "refusal": a question about something else than the site (a poem, the World Cup): a polite refusal saying what
 *   the assistant helps with;
 * - "unknown": a question about the site that its pages do not answer: "I don't know", with where to go instead.
 */
export type AnswerKind = "intent" | "passage" | "languages" | "refusal" | "unknown";

export interface SiteAnswer extends ChatAnswer {
  kind: AnswerKind;
  /** True exactly when kind is "unknown": the question the pages could not answer (to be recorded for the FAQ). */
  unknown: boolean;
  language: Locale;
  /** What a configured model may ground its answer in. */
  entries: KnowledgeEntry[];
  /** A question about the world, not the site: answered as such, never passed on to a model. */
  outOfScope?: true;
}

/** A passage this long is quoted whole; a longer one by its sentences that speak of the question (at most three). */
const SNIPPET_MAX = 320;
const SENTENCES_QUOTED = 3;

function snippet(pack: ChatPack, entry: KnowledgeEntry, question: string, language: Locale): string {
  // "Yes."/"No." answers the page's own question: kept when the visitor asked that one (most of its words).
  const analyzer = analyzerFor(language);
  const titled = new Set(analyzer.terms(entry.title));
  const askedTerms = analyzer.terms(question);
  const same = askedTerms.filter((term) => titled.has(term)).length >= Math.max(1, askedTerms.length / 2);
  const text = pack.closedQuestion.test(question) && same ? entry.text : entry.text.replace(pack.yesPrefix, "");
  if (text.length <= SNIPPET_MAX) return text;
  // A long passage (a whole section): its sentences that speak of the question, in the page's order.
  const asked = analyzer.terms(question);
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  const scored = sentences.map((sentence, index) => {
    const terms = new Set(analyzer.terms(sentence));
    return { sentence: sentence.trim(), index, hits: asked.filter((term) => holds(terms, term)).length };
  });
  const chosen = scored
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, SENTENCES_QUOTED);
  // "… not stored, except those it could not answer. We keep those 90 days…": the sentence that goes on about the
  // quoted one's subject is quoted with it.
  const goingOn = chosen.flatMap(({ index }) => {
    const next = scored[index + 1];
    return next && GOES_ON[language].test(next.sentence) ? [next] : [];
  });
  const best = [...new Map([...chosen, ...goingOn].map((s) => [s.index, s])).values()].sort(
    (a, b) => a.index - b.index,
  );
  return (best.length > 0 ? best : scored.slice(0, 2)).map((s) => s.sentence).join(" ");
}

/** A sentence that goes on about the previous one's subject, named by a pronoun ("Nous les conservons", "We keep those"). */
const GOES_ON: Record<Locale, RegExp> = {
  fr: /^(nous|vous|on) (les|la|le|l'|l’|leur|y|en)\b|^(ils|elles|celles?-ci|ceux-ci|cela|ceci)\b/i,
  de: /^(diese|dieser|dieses|dabei|dafür)\b/i,
  it: /^(li|ne) \p{L}+|^(questi|queste|ciò)\b/iu,
  en: /^we \w+ (them|those|these|it)\b|^(they|these|those|this)\b/i,
};

const make = (
  kind: AnswerKind,
  language: Locale,
  entries: KnowledgeEntry[],
  answer: ChatAnswer,
  extra: { outOfScope?: true } = {},
): SiteAnswer => ({ kind, unknown: kind === "unknown", language, entries, ...answer, ...extra });

/** The site's languages, named in `language`, with a link to each: for a question in a language the site lacks. */
function languagesAnswer(site: SiteId, pack: ChatPack): SiteAnswer {
  const languages = siteLanguages(site, pack.language);
  const names = languages.map((l) => l.name);
  return make("languages", pack.language, [], {
    text: pack.languages(names),
    links: languages.map((l): ChatLink => ({ label: l.name, href: l.href })),
  });
}

/** Languages a visitor may name ("Spanish", "auf Deutsch"): the sites' and the ones most spoken in Switzerland and Canada. */
const NAMEABLE_LANGUAGES = "fr de it en es pt rm nl ar zh ja ru tr pl sq sr hr ro uk ko hi el sv ta vi fa".split(" ");
/** Words that make a named language the subject of the question ("version", "parlez", "Sprache", "in italiano"). */
const ABOUT_LANGUAGE =
  /\b(parle\w*|langues?|versions?|tradu\w*|speak\w*|spoken|languages?|translat\w*|sprache\w*|spricht|sprechen|ubersetz\w*|lingu[ae]|parla\w*|versione)\b/;

/** A question about languages that names none: "Est-ce que l'IA est bilingue?", "Which languages does it speak?". */
const LANGUAGES_SPOKEN = /\b(bilingue|multilingue|bilingual|multilingual|langues?|languages?)\b/;

/** Words that make a named language the site's, not the product's ("une version anglaise du site"). */
const ABOUT_SITE = /\b(site|sites|version|versions|pages?|menu|website)\b/;

/** The languages a question names as such ("Is there a French version?", "Parle-t-elle espagnol?"), as codes. */
function namedLanguages(question: string, language: Locale): string[] {
  const text = normalize(question);
  const names = new Intl.DisplayNames([language], { type: "language" });
  const named = NAMEABLE_LANGUAGES.filter((code) => {
    const name = normalize(names.of(code) ?? code);
    // "anglais" is also "anglaise", "italien" "italienne" in a question ("une version anglaise").
    if (!new RegExp(`\\b${name}(e|ne)?s?\\b`).test(text)) return false;
    return ABOUT_LANGUAGE.test(text) || new RegExp(`\\b(en|in|auf|to)\\s+${name}\\b`).test(text);
  });
  return named;
}

/** "Comment changer de langue ?", "Sprache wechseln": the site's languages, whichever is asked for. */
const CHANGE_LANGUAGE =
  /\b(chang\w*|choisi\w*|switch\w*|select\w*|wechsel\w*|andern|umstellen|cambia\w*|sceglie\w*|scelg\w*)\b.{0,25}\b(langue|language|sprache|lingua)\b|\b(langue|language|sprache|lingua)\b.{0,25}\b(chang\w*|switch\w*|wechseln|andern|umstellen|cambia\w*)\b/;
function asksToChangeLanguage(question: string): boolean {
  return CHANGE_LANGUAGE.test(normalize(question));
}

/**
 * The languages a site exists in, with their links: "Is there a French version?". Asked for one it lacks ("une version
 * en espagnol?"), the same list, without its "Yes".
 */
function versionsAnswer(site: SiteId, pack: ChatPack, question: string, exists = true): SiteAnswer {
  const languages = siteLanguages(site, pack.language);
  const text = pack.versions(languages.map((l) => l.name));
  // "Oui :" answers "Y a-t-il une version…?", not "Comment changer de langue ?".
  const open = exists && pack.closedQuestion.test(question) ? text : text.replace(pack.yesPrefix, "");
  return make("intent", pack.language, [], {
    text: `${open.charAt(0).toUpperCase()}${open.slice(1)}`,
    links: languages.map((l): ChatLink => ({ label: l.name, href: l.href })),
  });
}

/** The address is the page's, or a place on it ("/fr/confidentialite#temoins"). */
const onPage = (href: string, page: string) => href.split(/[#?]/)[0] === page;

const isWholePage = (entry: KnowledgeEntry) => (entry as Partial<Passage>).wholePage === true;

/**
 * The question names the passage's own title, every word of it ("le texto de confirmation, y'a quoi dedans?" and the
 * card "Confirmations par texto"): that passage is the page's answer, before a kind of question the words also fit
 * (texts, in general). A one-word title ("Tarifs") names a topic, not a passage; a whole section (the calculator's
 * labels) is not one item's answer. A page named by its title ("où lire votre politique de confidentialité?") is
 * what the visitor asks for, whatever else the question says.
 */
function namesItsTitle(found: Found, question: string, language: Locale): boolean {
  const analyzer = analyzerFor(language);
  const titleTerms = new Set(analyzer.terms(found.entry.title));
  const asked = new Set(analyzer.terms(question));
  const named = titleTerms.size >= 2 && [...titleTerms].every((term) => asked.has(term));
  if (isWholePage(found.entry)) return named;
  const oneItem = found.entry.text.length <= SNIPPET_MAX;
  return oneItem && found.coverage >= 0.9 && named;
}

let shared: ChatRetrievers | undefined;
/** One page's retriever given (as tests do): the site's other languages from the shared indexes. */
function pageFirst(retriever: Retriever, site: SiteId, language: Locale): ChatRetrievers {
  shared ??= createChatRetrievers();
  const others = shared;
  return {
    for: (s, l) => (s === site && chatPack(s, l).language === language ? retriever : others.for(s, l)) as never,
    setBlogPosts: (posts) => others.setBlogPosts(posts),
  };
}

/**
 * The answer first, from facts: a known kind of question or action gets its answer (`intents/`); otherwise the best
 * passage of the site's own pages in that language, with a link to it. A question written in another language than
 * the page's is answered in that language when the site speaks it, otherwise with the languages it speaks. A question
 * about the world ("a poem", "the World Cup", or no word the site's pages know) gets a polite refusal saying what the
 * assistant helps with; a question about the site its pages do not answer gets "I don't know" (`kind: "unknown"`).
 * `locale` is the page's language (the site's default when absent or not one of the site's). A message that asks
 * several questions gets the answer of each one the first answer leaves unsaid (`withOtherQuestions`).
 */
export function siteAnswer(
  source: ChatRetrievers | Retriever,
  site: SiteId,
  typed: string,
  today = new Date(),
  locale?: Locale,
): SiteAnswer {
  const whole = oneAnswer(source, site, typed, today, locale);
  if (!chatPack(site, whole.language).answersEachQuestion) return whole;
  const spelled = standardSpelling(typed, whole.language);
  const parts = questionParts(spelled, whole.language);
  // A question may be asked twice below (to find the first answer, then to join the others): answered once.
  const answered = new Map<string, SiteAnswer>();
  const answerOf = (question: string) => {
    const answer = answered.get(question) ?? oneAnswer(source, site, question, today, locale);
    answered.set(question, answer);
    return answer;
  };
  // A message that gets no answer whole: its question sentences without what it tells beside them ("Faut que je
  // valide ça avec nos règles internes"), or else the first of its questions that gets one.
  const asked = whole.kind === "unknown" ? askedSentences(spelled) : undefined;
  const candidates = whole.kind === "unknown" ? [...(asked ? [asked] : []), ...(parts.length > 1 ? parts : [])] : [];
  let first = whole;
  for (const question of candidates) {
    const answer = answerOf(question);
    if (!answers(answer)) continue;
    first = answer;
    break;
  }
  const retrievers = "for" in source ? source : pageFirst(source, site, first.language);
  return withOtherQuestions(
    first,
    parts,
    answerOf,
    (question) => retrievers.for(site, first.language).knownTerms(question),
    (text) => analyzerFor(first.language).terms(text),
  );
}

/** The answer to the message read as one question. */
function oneAnswer(
  source: ChatRetrievers | Retriever,
  site: SiteId,
  typed: string,
  today = new Date(),
  locale?: Locale,
): SiteAnswer {
  const page = chatPack(site, locale);
  const retrievers = "for" in source ? source : pageFirst(source, site, page.language);
  const asked = languageOfText(typed, undefined, page.language);
  if (asked && asked !== page.language && !isSiteLocale(site, asked)) return languagesAnswer(site, page);
  const chat = asked && asked !== page.language ? chatPack(site, asked) : page;
  const question = standardSpelling(typed, chat.language);
  const refusal = () => make("refusal", chat.language, [], chat.outOfScope, { outOfScope: true });
  if (chat.offTopic.test(normalize(question))) return refusal();
  const named = namedLanguages(question, chat.language);
  if (named.length === 0 && asksToChangeLanguage(question)) return versionsAnswer(site, chat, question);
  const spoken = chat.spokenLanguages;
  const asksLanguages = named.length > 0 || LANGUAGES_SPOKEN.test(normalize(question));
  if (asksLanguages && spoken?.about.test(normalize(question)) && !ABOUT_SITE.test(normalize(question)))
    // Not stated on the pages: recorded as unanswered, with what the pages do say and where to ask.
    return make("unknown", chat.language, [], spoken.answer(siteLanguages(site, chat.language).map((l) => l.name)));
  if (named.length === 0 && asksLanguages && ABOUT_SITE.test(normalize(question)))
    // "En quelles langues est le site?": its versions.
    return versionsAnswer(site, chat, question);
  if (named.length > 0) {
    // The site's languages: they are the answer; a version of the site in another one: the languages it exists in;
    // another language otherwise: the pages do not say (recorded, for the FAQ).
    if (named.every((code) => isSiteLocale(site, code))) return versionsAnswer(site, chat, question);
    if (ABOUT_SITE.test(normalize(question))) return versionsAnswer(site, chat, question, false);
    return make("unknown", chat.language, [], chat.fallback);
  }
  const retriever: Retriever = retrievers.for(site, chat.language);
  // The brand's name says nothing of what is asked ("Is SwissHack independent?").
  const about = question.replace(/swiss ?hack|optim ?ai ?te/gi, " ");
  const found = retriever.find(about);
  const entries = found.map((f) => f.entry);
  const intent = matchIntent(chat.intents, question);
  const titled = found.find(
    (f, rank) => (rank === 0 || isWholePage(f.entry)) && namesItsTitle(f, about, chat.language),
  )?.entry;
  const intentAnswer = intent?.answer(today, question);
  const privacy = chat.aboutVisitorPrivacy;
  const onPrivacyPages = (href: string) => privacy?.pages.some((page) => onPage(href, page)) ?? false;
  if (privacy?.when.test(normalize(question)) && !intentAnswer?.links.some((l) => onPrivacyPages(l.href))) {
    const [onPrivacyPage] = retriever.find(about, (entry) => onPrivacyPages(entry.url));
    if (onPrivacyPage) return passageAnswer(chat, onPrivacyPage.entry, entries, question);
  }
  if (intentAnswer && !titled) return make("intent", chat.language, entries, intentAnswer);
  const [best] = titled ? [titled] : entries;
  if (!best) {
    if (retriever.knownTerms(about).length === 0 && !chat.askedOfUs?.test(normalize(question))) return refusal();
    return make("unknown", chat.language, entries, chat.fallback);
  }
  return passageAnswer(chat, best, entries, question);
}

/** The passage's sentences that speak of the question, with a link to where it stands on the site. */
function passageAnswer(chat: ChatPack, best: KnowledgeEntry, entries: KnowledgeEntry[], question: string): SiteAnswer {
  const link: ChatLink = { label: `${chat.more}${best.title}`, href: best.url };
  return make("passage", chat.language, entries, {
    text: snippet(chat, best, question, chat.language),
    links: [link],
  });
}
