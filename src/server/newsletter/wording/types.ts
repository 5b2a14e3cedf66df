/** What the emailed newsletter links do once their one button is pressed. */
export type NewsletterAction = "confirm" | "unsubscribe";

/** Every fixed text of the newsletter's double opt-in, in one SwissHack language. */
export interface NewsletterWording {
  confirmationEmail: {
    subject: string;
    /** What the newsletter is, one line of the text part each. */
    about: string[];
    /** The line before the confirmation link. */
    openLink: string;
    ignore: string;
    unsubscribe: (url: string) => string;
  };
  /** An issue of the newsletter: the lines below its text, and its web version's page. */
  issue: {
    /** The link to the web version. */
    webVersion: (url: string) => string;
    /** Why the reader gets it. */
    why: string;
    /** The web version's link back to the site's home. */
    home: string;
    /** The web version's invitation to subscribe. */
    subscribe: string;
  };
  /** The one-button page each emailed link opens. */
  actionPage: Record<NewsletterAction, { title: string; text: string; button: string }>;
}
