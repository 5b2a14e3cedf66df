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

describe("the OptimAIte assistant in English on the calculator and the forms", () => {
  it("quotes the calculator's lost clients as a whole number, as the calculator shows them", () => {
    const answer = ask("With 40 calls a day what would I save?");
    expect(answer.read).toContain("the calculator shows 252 clients");
    expect(answer.read).not.toMatch(/\d\.\d{4,}/);
  });

  it("answers a question on the calculator's form with the calculator, not with the demo form's fields", () => {
    const answer = ask("What information does the ROI calculator form ask for?");
    expect(answer.read).not.toContain("Demo booking and contact forms");
    expect(answer.links.map((link) => link.href)).toContain("/optimaite#roi-calculator");
  });

  it("answers whether a demo request is deleted with how long it is kept, not with the form's fields", () => {
    for (const question of [
      "Is the info from my demo form stored somewhere?",
      "Do you delete the details I typed in the booking form?",
    ]) {
      const answer = ask(question);
      expect(answer.read, question).not.toContain("Demo booking and contact forms");
      expect(
        answer.links.map((link) => link.href),
        question,
      ).toContain("/privacy");
    }
  });

  it("still lists the demo form's fields when asked what to fill in", () => {
    expect(ask("What details do you need to book the demo?").read).toContain("Demo booking and contact forms");
  });
});
