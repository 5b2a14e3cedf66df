import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal dialog. On close, focus goes back to whatever opened it (our dialogs open from buttons anywhere on the
 * page, not from a Radix trigger, so Radix alone would leave focus on the page body). It sits below a top band kept
 * free for toasts, so a toast never covers its close button.
 *
 * A dialog whose content changes (`view`: a form replaced by its confirmation, then a second step) would keep the
 * scroll position of the form's submit button and open the next view scrolled down, its title out of sight: on each
 * new view it scrolls back to the top and focuses the title, which a screen reader then reads.
 *
 * The focus trap moves the focus without scrolling (from the first control back to the close button, from the last
 * round to the first): whatever takes the keyboard's focus inside is scrolled into the dialog's sight (WCAG 2.4.11).
 * A pointer's focus is left alone: scrolling between a press and its release would lose the click.
 */
export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  onCloseAutoFocus,
  onFocus,
  onInteractOutside,
  view,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; view?: string }) {
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  const content = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view || !content.current) return;
    shownView.current = view;
    content.current.scrollTop = 0;
    content.current.querySelector<HTMLElement>("[data-dialog-title]")?.focus({ preventScroll: true });
  }, [view]);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        ref={content}
        className={cn(
          "fixed left-1/2 top-[calc(50%+3.5rem)] z-50 max-h-[calc(100dvh-8rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-background p-5 shadow-xl sm:p-6",
          className,
        )}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          // Closing a toast shown over the dialog is not a click outside it.
          if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) event.preventDefault();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          const target = event.target;
          if (target !== event.currentTarget && target.matches(":focus-visible")) {
            target.scrollIntoView({ block: "nearest" });
          }
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !(opener instanceof HTMLElement) || !opener.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-3 top-3 rounded-md p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="mb-4 space-y-1 pr-8">
      <DialogPrimitive.Title
        data-dialog-title=""
        tabIndex={-1}
        className="text-xl font-bold text-foreground focus:outline-none"
      >
        {title}
      </DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="text-sm text-muted-foreground">
          {description}
        </DialogPrimitive.Description>
      ) : (
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
      )}
    </div>
  );
}
