import { useSiteDetails } from "~/lib/use-site-details";

/** "Contact : hello@…" in a footer; nothing while the brand has none. */
export function ContactEmail({ label, linkClassName }: { label: string; linkClassName: string }) {
  const email = useSiteDetails().contactEmail;
  if (!email) return null;
  return (
    <p className="mt-4 text-sm">
      {label}{" "}
      <a className={linkClassName} href={`mailto:${email}`}>
        {email}
      </a>
    </p>
  );
}
