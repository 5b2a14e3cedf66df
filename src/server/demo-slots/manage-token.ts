import { derivedToken } from "../lib/tokens";

/**
 * The secret of a meeting's reschedule/cancel link, derived from the server secret and the meeting's id: every
 * email (confirmation, reminder, change) can carry the link again, and the database keeps only its SHA-256.
 */
export const manageToken = (secret: string, meetingId: string) => derivedToken(secret, "demo-meeting", meetingId);
