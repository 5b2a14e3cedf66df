import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { deleteDataSubject, exportDataSubject } from "./leads-api";

/** Data-subject requests: export (JSON download) or delete everything stored about one email address. */
export function DataSubjectForm() {
  const id = useId();
  const [email, setEmail] = useState("");

  const exportData = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const data = await exportDataSubject(email);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: `data-${email.trim()}.json` });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifyError("Error fetching data", (error as Error).message);
    }
  };

  const deleteData = async () => {
    if (!window.confirm(`Delete everything stored about ${email.trim()}? This cannot be undone.`)) return;
    try {
      const counts = await deleteDataSubject(email);
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      notify("Deleted", `${total} records about ${email.trim()} were deleted.`);
    } catch (error) {
      notifyError("Error", (error as Error).message);
    }
  };

  return (
    <form onSubmit={exportData} className="space-y-3 rounded-xl border p-4 lg:col-span-2">
      <h2 className="font-semibold">Data-subject request</h2>
      <div className="space-y-1.5">
        <Label htmlFor={id} className="block">
          Email address
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
          Export data
        </Button>
        <Button variant="destructive" disabled={!email.trim()} onClick={() => void deleteData()}>
          Delete data
        </Button>
      </div>
    </form>
  );
}
