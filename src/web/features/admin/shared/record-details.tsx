import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from "~/components/ui/dialog";
import { useAdminLanguage, useAdminWords } from "./admin-language";
import { type Column, headingOf, type Row } from "./columns";
import { RECORDS_WORDS } from "./shared-words";

/** A row's secondary answers and actions (the lead pipeline) in a dialog, so that its table fits a 1280 px screen. */
export function RecordDetails({ who, row, columns }: { who: string; row: Row; columns: Column[] }) {
  const t = useAdminWords(RECORDS_WORDS);
  const language = useAdminLanguage();
  const title = t.detailsOf(who);
  const [open, setOpen] = useState(false);
  // Mounted on opening: the dialog remembers the button that opened it and gives it the focus back on closing.
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={title}>
          {t.details}
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent className="max-w-2xl" closeLabel={t.close}>
          <DialogHeader title={title} />
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {columns.map((column) => {
              const content = column.render(row, language);
              const words = typeof content === "string";
              return (
                <div key={column.label} className={words ? undefined : "sm:col-span-2"}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    {headingOf(column)}
                  </dt>
                  <dd className="mt-0.5 break-words">{words && !content ? "—" : content}</dd>
                </div>
              );
            })}
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}
