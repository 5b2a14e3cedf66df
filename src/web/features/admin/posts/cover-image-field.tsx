import { blogImageUrl } from "@shared/blog/image-urls";
import { type ChangeEvent, useId, useState } from "react";
import { Field } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { useAdminWords } from "../shared/admin-language";
import { useErrorText } from "../shared/error-text";
import { uploadImage } from "./posts-api";
import { COVER_IMAGE_WORDS } from "./posts-words";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";
const MAX_BYTES = 8 * 1024 * 1024;

/** The cover: upload (checked by the server), a thumbnail of what visitors will see, and its description. */
export function CoverImageField({
  imageId,
  alt,
  altError,
  onChange,
}: {
  imageId: string | null;
  alt: string;
  altError?: string;
  onChange: (change: { coverImageId?: string | null; coverImageAlt?: string }) => void;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const t = useAdminWords(COVER_IMAGE_WORDS);
  const [error, setError] = useState<string>();
  const says = useErrorText();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(undefined);
    // The server refuses it too; saying so before sending 8 MB spares the wait.
    if (file.size > MAX_BYTES) {
      setError(t.tooLarge);
      return;
    }
    setUploading(true);
    try {
      onChange({ coverImageId: (await uploadImage(file)).id });
    } catch (failure) {
      setError(says(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="space-y-3 rounded-md border border-input p-4">
      <legend className="px-1 text-sm font-semibold">{t.legend}</legend>
      {imageId && (
        <div className="flex flex-wrap items-start gap-4">
          <img
            src={blogImageUrl(imageId, 400, "webp")}
            alt={alt || t.undescribed}
            className="h-auto w-40 rounded border border-input"
          />
          <Button variant="outline" size="sm" onClick={() => onChange({ coverImageId: null, coverImageAlt: "" })}>
            {t.remove}
          </Button>
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-file`}>{imageId ? t.replace : t.upload}</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          onChange={upload}
          disabled={uploading}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-file-hint${error ? ` ${id}-file-error` : ""}`}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:font-semibold"
        />
        <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
          {t.hint}
        </p>
        {uploading && (
          <p role="status" className="text-sm">
            {t.uploading}
          </p>
        )}
        <FieldError id={`${id}-file-error`} message={error} />
      </div>
      {imageId && (
        <Field id={`${id}-alt`} label={t.alt} error={altError} required hint={t.altHint}>
          {(aria) => (
            <Input
              {...aria}
              value={alt}
              maxLength={250}
              onChange={(event) => onChange({ coverImageAlt: event.target.value })}
            />
          )}
        </Field>
      )}
    </fieldset>
  );
}
