import type { Locale } from "@shared/i18n/locales";
import { holds } from "./retrieval";

/** "…, pis est-ce que…", "… and can I…": a second question joined to the first by a conjunction. */
const JOINED: Partial<Record<Locale, RegExp>> = {
  fr: /,?\s+(?:pis|puis|et|mais|sinon)\s+(?=(?:est-ce|es?t?-ce|vous|je|j'|on|ca|ça|c'est|combien|comment|quand|qui|quoi|pourquoi|ou|où|si|y|il|elle|ils|est-il|peut-on|faut-il)\b)/giu,
  en: /,?\s+(?:and|but|also)\s+(?=(?:can|do|does|is|are|will|how|what|when|who|where|why|if)\b)/gi,
};

/**
 * A part that asks something itself: a question word or an inverted subject ("ça marche-tu", "pouvez-vous"). "J'habite
 * en Allemagne et je travaille à Bâle, où suis-je imposé ?" is one question: its first part says who asks.
 */
const ASKS: Partial<Record<Locale, RegExp>> = {
  fr: /(?<!\p{L})(qui|quoi|quel\p{L}*|lequel|combien|comment|quand|pourquoi|est-ce|où)(?!\p{L})|-(tu|vous|ils?|elles?|on|je|nous)(?!\p{L})|\?/iu,
  en: /^(can|could|do|does|did|is|are|will|would|should|how|what|when|who|where|why|which)\b|\?/i,
};

/** The sentence's parts split at `joined`, a part that asks nothing kept with the next one. */
function askingParts(sentence: string, joined: RegExp | undefined, asks: RegExp | undefined): string[] {
  if (!joined || !asks) return [sentence];
  const parts: string[] = [];
  let pending = "";
  for (const piece of sentence.split(joined)) {
    pending = pending ? `${pending} ${piece}` : piece;
    if (asks.test(pending.trim())) {
      parts.push(pending);
      pending = "";
    }
  }
  if (pending) parts.push(parts.length > 0 ? `${parts.pop()} ${pending}` : pending);
  return parts;
}

/**
 * The questions a message asks, when it asks more than one: its sentences ending in "?", each split again where a
 * conjunction starts another question ("… par vidéo? Pis si j'ai un empêchement, je peux-tu la déplacer?"). A story
 * told before the question is not a question. One question, or none marked: the message alone.
 */
export function questionParts(message: string, language: Locale): string[] {
  const asked = message.match(/[^?!.]+\?+/g) ?? [];
  const sentences = asked.length > 0 ? asked : [message];
  const parts = sentences
    .flatMap((sentence) => askingParts(sentence, JOINED[language], ASKS[language]))
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 2);
  return parts.length >= 2 ? parts : [message];
}

/** The sentences of a message that ask (end in "?"), when it also tells something else; otherwise undefined. */
export function askedSentences(message: string): string | undefined {
  const asked = (message.match(/[^?!.]+\?+/g) ?? []).join(" ").trim();
  const told = message.replace(/[^?!.]+\?+/g, " ").replace(/[\s.!]+/g, "");
  return asked && told ? asked : undefined;
}

/** What joining needs of an answer: its kind, its text and its links (and what grounds it). */
export interface JoinableAnswer {
  kind: string;
  text: string;
  links: readonly { label: string; href: string }[];
  entries: readonly unknown[];
}

/** An answer that answers: a known kind of question or a passage of the pages (not a refusal, not "I don't know"). */
export const answers = (answer: { kind: string }) => answer.kind === "intent" || answer.kind === "passage";

/**
 * The first answer, then the answer of each other question the message asks that it leaves unsaid (fewer than half
 * of that question's known terms in it): "… par vidéo? Pis si j'ai un empêchement, je peux-tu la déplacer?" gets the
 * demo's place and how to move it. Only an answer that speaks of its question (half of its terms) is added: a
 * follow-up that leans on the first ("Si oui, pendant combien de temps?") is not answered on another subject. A
 * question of one known term is added only when a known kind of question (an intent) answers it.
 */
export function withOtherQuestions<A extends JoinableAnswer>(
  first: A,
  parts: readonly string[],
  answerOf: (question: string) => A,
  knownTerms: (question: string) => string[],
  termsOf: (text: string) => string[],
): A {
  if (!answers(first) || parts.length < 2) return first;
  const heldShare = (known: readonly string[], text: string) => {
    const terms = new Set(termsOf(text));
    return known.filter((term) => holds(terms, term)).length / known.length;
  };
  let answer = first;
  for (const part of parts) {
    const known = knownTerms(part);
    const said = `${answer.text} ${answer.links.map((link) => link.label).join(" ")}`;
    if (known.length === 0 || heldShare(known, said) >= 0.5) continue;
    const more = answerOf(part);
    if (!answers(more) || answer.text.includes(more.text)) continue;
    if ((known.length < 2 && more.kind !== "intent") || heldShare(known, more.text) < 0.5) continue;
    answer = {
      ...answer,
      text: `${answer.text}\n\n${more.text}`,
      links: [...new Map([...answer.links, ...more.links].map((link) => [link.href, link])).values()],
      entries: [...answer.entries, ...more.entries],
    };
  }
  return answer;
}
