import type { Contact } from "@shared/schemas/lead";

/** A blank optional field as null. */
export const orNull = (value: string | undefined) => value || null;

/** The columns contact_form and demo_bookings share, from a validated form (email lowercased, blanks as null). */
export function leadFields(body: Omit<Contact, "website" | "attribution">) {
  const lead = { ...body, email: body.email.toLowerCase(), hearAbout: orNull(body.hearAbout) ?? undefined };
  const columns = {
    name: lead.name,
    email: lead.email,
    companyName: orNull(lead.company),
    industry: orNull(lead.industry),
    project: lead.project,
    hearAbout: orNull(lead.hearAbout),
    locale: lead.locale,
  };
  return { lead, columns };
}
