import { publicConfig } from "~/lib/public-config";

/** "Contact : hello@…" in a footer; nothing while CONTACT_EMAIL is unset. */
export function ContactEmail({ label, linkClassName }: { label: string; linkClassName: string }) {
  const email = publicConfig.contactEmail;
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
