import type { LegalSection } from "../legal-section";

/** /privacy: OptimAIte's privacy policy, in English, describing what the code really does with data. */
export const OPTIMAITE_PRIVACY = {
  title: "Privacy policy",
  updated: "Last updated: November 2026",
  intro:
    "This page explains what OptimAIte collects on this website, why, how long it is kept and how to exercise your rights (Swiss FADP and EU GDPR).",
  sections: [
    {
      title: "Data you give us",
      paragraphs: [
        "Demo booking and contact forms: your name, email, company, industry, message and how you heard about us, and, when you used the ROI calculator, the estimate you saw.",
        "ROI calculator: the numbers you enter and the estimate, stored with an approximate location (city, country) while you use it, so we can bring your estimate to the demo.",
      ],
    },
    {
      title: "Analytics",
      paragraphs: [
        "We count page views (the page, the referring page, the browser) to improve the site. Your IP address is never stored: it is used only in memory, on our servers, to derive an approximate location (city, country) from an offline database, without calling any third-party service.",
        'With your "Analytics" consent, a random identifier stored in your browser recognises a returning visit (number of visits, first visit date, device type), together with a short browser fingerprint: a hash of the user agent, language, screen size and time zone, from which those values cannot be recovered. Without that consent none of these is sent.',
        'If your browser sends the Global Privacy Control (GPC) signal, we treat it as a refusal of analytics and marketing without asking again: we then keep only your browser\'s family (for example "Firefox") and device type.',
        "If you have an account, its session keeps neither your IP address nor your browser's details, only its family. Crawlers are not counted.",
      ],
    },
    {
      title: "Cookies and local storage",
      paragraphs: [
        "Essential (always on): your cookie choice and, if you sign in, a secure session cookie (httpOnly).",
        "Analytics (optional, off until you agree): the visit identifiers described above, stored in your browser.",
        "Marketing (optional): off by default; we use no third-party advertising tracker.",
        'Your choice is kept for six months, then the banner asks again. The "Cookie settings" link at the bottom of every page changes it at any time.',
      ],
    },
    {
      title: "Retention",
      paragraphs: [
        "Visits, calculator sessions, demo and contact requests are deleted automatically at the latest 12 months after they were collected.",
        "Assistant: questions asked to the assistant are not stored, except those it could not answer. We keep those 90 days to complete our FAQ, without IP address or identifier, and any email address or phone number in them is masked.",
      ],
    },
    {
      title: "Hosting and recipients",
      paragraphs: [
        "Data is hosted in Switzerland. It is never sold or rented. Our team reads demo and contact requests to answer them.",
      ],
    },
    {
      title: "Your rights",
      paragraphs: [
        "You may ask at any time to access, correct, export or delete your data (requests, identified visits, account). We answer within 30 days.",
        "To do so, write to {email}.",
        "You may also contact the Swiss Federal Data Protection and Information Commissioner (FDPIC) or, in the European Union, your supervisory authority.",
      ],
    },
  ] satisfies LegalSection[],
};
