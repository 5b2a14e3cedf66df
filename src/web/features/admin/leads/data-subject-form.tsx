import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { useAdminWords } from "../shared/admin-language";
import { useErrorText } from "../shared/error-text";
import { deleteDataSubject, exportDataSubject } from "./leads-api";
import { DATA_SUBJECT_WORDS } from "./leads-words";

/** Data-subject requests: export (JSON download) or delete everything stored about one email address. */
export function DataSubjectForm() {
  const id = useId();
  const t = useAdminWords(DATA_SUBJECT_WORDS);
  const [email, setEmail] = useState("");
  const says = useErrorText();

  const exportData = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const data = await exportDataSubject(email);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: `data-${email.trim()}.json` });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifyError(t.exportFailed, says(error));
    }
  };

  const deleteData = async () => {
    if (!window.confirm(t.confirmDelete(email.trim()))) return;
    try {
      const counts = await deleteDataSubject(email);
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      notify(t.deleted, t.deletedCount(total, email.trim()));
    } catch (error) {
      notifyError(t.error, says(error));
    }
  };

  return (
    <form onSubmit={exportData} className="space-y-3 rounded-xl border p-4 lg:col-span-2">
      <h2 className="font-semibold">{t.title}</h2>
      <div className="space-y-1.5">
        <Label htmlFor={id} className="block">
          {t.email}
        </Label>
        <Input
          id={id}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="max-w-sm"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="outline">
          {t.export}
        </Button>
        <Button variant="destructive" disabled={!email.trim()} onClick={() => void deleteData()}>
          {t.delete}
        </Button>
      </div>
    </form>
  );
}
