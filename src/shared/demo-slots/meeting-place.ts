import { formatPhone, toE164 } from "../schemas/phone";
import { z } from "../schemas/zod";

/** Characters a web address never carries as they are (they would break an email line or an iCalendar URI). */
const UNSAFE_IN_URL = /[\s"<>\\^`{|}\p{Cc}]/u;

/** An https address of a video meeting (Zoom, Meet, Teams…), without a user name or password in it. */
function isVideoUrl(value: string): boolean {
  if (UNSAFE_IN_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const VIDEO_URL_MESSAGE =
  "A video meeting address starting with https://, such as https://meet.example.com/demo";
export const PLACE_PHONE_MESSAGE = "A phone number with its country code, such as +1 514 555 0123";

const videoPlaceSchema = z.object({
  kind: z.literal("video"),
  url: z
    .string()
    .max(500)
    .refine(isVideoUrl, VIDEO_URL_MESSAGE)
    .meta({ pattern: '^https://[^\\s"<>\\\\^`{|}]+\\.[^\\s"<>\\\\^`{|}]+$', description: VIDEO_URL_MESSAGE }),
});

const phonePlaceSchema = z.object({
  kind: z.literal("phone"),
  phone: z
    .string()
    .max(40)
    .refine((value) => toE164(value) !== null, PLACE_PHONE_MESSAGE)
    .meta({ pattern: "^\\s*(\\+|00)[\\s().\\/-]*(?:\\d[\\s().\\/-]*){6,15}$", description: PLACE_PHONE_MESSAGE }),
});

/** Where the team holds its demos, set by the owner in the availability editor. */
export const meetingPlaceSchema = z.discriminatedUnion("kind", [videoPlaceSchema, phonePlaceSchema]);
export type MeetingPlace = z.infer<typeof meetingPlaceSchema>;

/**
 * A place as people and calendars read it: the text an email and the LOCATION line show ("https://…",
 * "+1 514-555-0123") and the URI a calendar opens (the address, or `tel:+15145550123`, RFC 3966). A stored value
 * that no longer reads as a place (a rule tightened since) gives none.
 */
export interface ShownPlace {
  kind: MeetingPlace["kind"];
  text: string;
  uri: string;
}

export function shownPlace(place: MeetingPlace | undefined): ShownPlace | undefined {
  if (!place) return undefined;
  if (place.kind === "video") {
    if (!isVideoUrl(place.url)) return undefined;
    // The URI form: the host in ASCII (punycode), the path percent-encoded.
    const uri = new URL(place.url).href;
    return { kind: "video", text: uri, uri };
  }
  const number = toE164(place.phone);
  return number ? { kind: "phone", text: formatPhone(number), uri: `tel:${number}` } : undefined;
}
