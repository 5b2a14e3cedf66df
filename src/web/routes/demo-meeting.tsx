import { DemoMeetingPage } from "~/sites/optimaite/demo-meeting/demo-meeting-page";

/** A private page behind an unguessable link: never indexed, no canonical URL. */
export function meta() {
  return [
    { title: "Your demo – OptimAIte" },
    { name: "robots", content: "noindex, nofollow" },
    { name: "description", content: "Reschedule or cancel your OptimAIte demo." },
  ];
}

export default DemoMeetingPage;
