import { createServer, type Server } from "node:http";
import type { UnansweredQuestionsResponse } from "@shared/schemas/chat-questions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("POST /api/ai-chat", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("answers from the sites' content", async () => {
    const res = await t.postJson(
      "/api/ai-chat",
      { message: "Which booking platforms do you integrate with?" },
      { "x-forwarded-for": "192.0.2.1" },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { response: string }).response).toContain("Square Appointments");
  });

  it("answers on the site it is asked from, in that site's language, with links to its pages", async () => {
    const res = await t.postJson(
      "/api/ai-chat",
      { message: "Combien puis-je verser sur mon 3e pilier ?", site: "swisshack" },
      { "x-forwarded-for": "192.0.2.3" },
    );
    const body = (await res.json()) as { response: string; links: { label: string; href: string }[] };
    expect(body.response.replace(/\u00a0/g, " ")).toContain("CHF 7 258");
    expect(body.links).toContainEqual({ label: "Demander l'audit gratuit", href: "/#audit" });
  });

  it.each([{ message: "" }, { message: "   " }, { message: "x".repeat(1001) }, {}, { message: 42 }])(
    "refuses %j with 400",
    async (body) => {
      const res = await t.postJson("/api/ai-chat", body, { "x-forwarded-for": "192.0.2.2" });
      expect(res.status).toBe(400);
    },
  );

  it("keeps a question it could not answer for the admin's list, and not one it answered (issue 56)", async () => {
    const ask = (message: string) =>
      t.postJson("/api/ai-chat", { message, site: "optimaite", locale: "en" }, { "x-forwarded-for": "192.0.2.40" });
    expect((await ask("Does it speak Spanish?")).status).toBe(200);
    expect((await ask("Which booking platforms do you integrate with?")).status).toBe(200);
    const admin = await signedInCookie(t, "owner@example.com", "admin");
    // The question is kept after the answer is sent: wait until it is there.
    let questions: string[] = [];
    for (let attempt = 0; attempt < 50 && !questions.includes("Does it speak Spanish?"); attempt += 1) {
      const res = await t.app.request("/api/admin/chat/unanswered", {
        headers: { cookie: admin, origin: "http://localhost:3000" },
      });
      expect(res.status).toBe(200);
      questions = ((await res.json()) as UnansweredQuestionsResponse).groups.map((group) => group.question);
      if (!questions.includes("Does it speak Spanish?")) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(questions).toContain("Does it speak Spanish?");
    expect(questions).not.toContain("Which booking platforms do you integrate with?");
  });

  it("answers 429 after 20 messages a minute from one address", async () => {
    const send = () => t.postJson("/api/ai-chat", { message: "Hello" }, { "x-forwarded-for": "198.51.100.20" });
    for (let i = 0; i < 20; i += 1) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });
});

describe("POST /api/ai-chat with a model", () => {
  let model: Server;
  let port = 0;
  let seenBody = "";
  let failNext = false;
  beforeAll(async () => {
    model = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        seenBody = body;
        if (failNext) {
          res.writeHead(500).end("boom");
          return;
        }
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ message: { content: "Model says: we integrate with Fresha." } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
    port = (model.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => model.close(() => resolve())));

  it("grounds the model in the retrieved content, and falls back to retrieval when it fails", async () => {
    const t = await createTestApp("pglite", {
      CHAT_API_BASE_URL: `http://127.0.0.1:${port}/v1`,
      CHAT_API_KEY: "test-key",
      CHAT_MODEL: "tiny",
    });
    const question = { message: "Which booking platforms do you integrate with?" };
    const ok = await t.postJson("/api/ai-chat", question);
    expect(((await ok.json()) as { response: string }).response).toBe("Model says: we integrate with Fresha.");
    expect(seenBody).toContain("Vagaro");
    expect(JSON.parse(seenBody).model).toBe("tiny");

    failNext = true;
    const fallback = await t.postJson("/api/ai-chat", question);
    expect(fallback.status).toBe(200);
    expect(((await fallback.json()) as { response: string }).response).toContain("Mindbody");
    failNext = false;

    // A question about the world is not the model's to answer: the assistant says what it can help with.
    seenBody = "";
    const weather = await t.postJson("/api/ai-chat", { site: "optimaite", message: "What's the weather in Boston?" });
    expect(((await weather.json()) as { response: string }).response).toContain("I can't help with that");
    expect(seenBody).toBe("");
    await t.close();
  });
});
