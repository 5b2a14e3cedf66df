import { DemoMeetingPage } from "~/sites/optimaite/demo-meeting/demo-meeting-page";
import { DEMO_MEETING_TEXTS_EN } from "~/sites/optimaite/demo-meeting/texts/demo-meeting-texts-en";

/**
 * A private page behind an unguessable link: never indexed, no canonical URL. The prerendered shell is English; the
 * page takes the language the link names (`?lang=fr`) once interactive, then the meeting's once it is loaded.
 */
export function meta() {
  return [
    { title: DEMO_MEETING_TEXTS_EN.title },
    { name: "robots", content: "noindex, nofollow" },
    { name: "description", content: "Reschedule or cancel your OptimAIte demo." },
  ];
}

export default DemoMeetingPage;
