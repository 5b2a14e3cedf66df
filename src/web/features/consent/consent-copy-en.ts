import type { ConsentCopy } from "./consent-copy-fr";

export const CONSENT_COPY_EN: ConsentCopy = {
  region: "Cookie consent",
  title: "Your cookie choices",
  text: "Cookies the site needs, and analytics (without your IP address) if you agree.",
  gpc: "Your browser sends the Global Privacy Control signal: we honour it as a refusal of analytics and marketing.",
  accept: "Accept all",
  refuse: "Refuse all",
  customise: "Customise",
  save: "Save",
  back: "Back",
  essential: "Essential",
  essentialText: "Needed for the site to work (your cookie choice, your session). Always on.",
  analytics: "Analytics",
  analyticsText: "Recognises returning visits with a random identifier, to improve the site.",
  marketing: "Marketing",
  marketingText: "No third-party advertising tracker is used today.",
  more: "Our privacy policy",
};
