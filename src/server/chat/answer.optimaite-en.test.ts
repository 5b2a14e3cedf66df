import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

const ask = (question: string) => askIn("optimaite", "en", question);

describe("the OptimAIte assistant in English on what its pages do not state", () => {
  it("says the pages do not state contract terms, and where to ask", () => {
    const answer = ask("Is there a minimum contract or can I cancel my subscription anytime?");
    expect(answer.read).toContain("Our pages don't state contract length or cancellation terms");
    expect(answer.links.map((link) => link.href)).toContain("/optimaite?contact=open");
  });

  it("keeps a demo's cancellation for the demo", () => {
    expect(ask("I booked a demo, how do I cancel it?").read).not.toContain("contract");
  });

  it("says the pages do not state the receptionist's languages, names the site's, and where to ask", () => {
    const answer = ask("Can the receptionist speak Spanish with our patients?");
    expect(answer.kind).toBe("unknown");
    expect(answer.read).toContain("Our pages don't say which languages the receptionist speaks");
    expect(answer.links.map((link) => link.href)).toEqual(["/optimaite?contact=open", "/optimaite?demo=open"]);
  });
});

describe("the OptimAIte assistant in English on one booking platform", () => {
  it("gives the platform's card as the integrations page words it", () => {
    const answer = ask("Does it work with Jane? We send intake forms.");
    expect(answer.read).toContain("Janeapp (Clinical practice management)");
    expect(answer.read).toContain("Intake");
  });
});
