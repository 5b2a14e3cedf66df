import { type AdminPost, type PostLocale, postFieldsSchema } from "@shared/schemas/blog-post";
import { type RefObject, useEffect, useState } from "react";
import { notify } from "~/components/ui/toaster";
import { showErrorsAndFocus } from "~/lib/focus-first-invalid";
import { useAdminLanguage } from "../shared/admin-language";
import { errorText, issueText } from "../shared/error-text";
import { formErrors, type PostAction, publishAtOf, serverErrors } from "./post-form-checks";
import { emptyForm, type FieldErrors, fieldsOf, formOf, type PostFormState, withChange } from "./post-form-state";
import { statusLabel } from "./post-status";
import * as api from "./posts-api";
import { POST_EDITOR_WORDS } from "./posts-words";

export type EditorTarget =
  | { kind: "new"; locale: PostLocale; author: string }
  | { kind: "edit"; id: string }
  | { kind: "translate"; source: AdminPost; locale: PostLocale };

/** The fields whose errors a change corrects: a title suggesting the slug corrects the slug too. */
function correctedBy(change: Partial<PostFormState>, form: PostFormState): Set<string> {
  const touched = new Set<string>(Object.keys(change));
  if (touched.has("title") && !form.slugEdited) touched.add("slug");
  if (touched.has("scheduleDate") || touched.has("scheduleTime")) touched.add("schedule");
  if (touched.has("coverImageId")) touched.add("coverImageAlt");
  return touched;
}

/** Saves the form: a new post, a new translation of the target's source, or the stored post changed. */
function save(form: PostFormState, post: AdminPost | null, target: EditorTarget): Promise<AdminPost> {
  const fields = postFieldsSchema.parse(fieldsOf(form));
  if (post) return api.updatePost(post.id, fields);
  if (target.kind === "translate") return api.translatePost(target.source.id, { ...fields, locale: form.locale });
  return api.createPost({ ...fields, locale: form.locale });
}

/**
 * One post's editor state: the post as stored (loaded when editing), the form as typed, its errors, and the action
 * under way. A refused action keeps everything typed and focuses the first field in error.
 */
export function usePostEditor({
  target,
  form: formElement,
  onSaved,
  onClose,
  onDone,
}: {
  target: EditorTarget;
  form: RefObject<HTMLFormElement | null>;
  onSaved: () => void;
  onClose: () => void;
  /** After an action that kept the editor open succeeded (the editor moves the focus where it belongs). */
  onDone?: (action: PostAction) => void;
}) {
  const language = useAdminLanguage();
  const t = POST_EDITOR_WORDS[language];
  const [post, setPost] = useState<AdminPost | null>(null);
  const [form, setForm] = useState<PostFormState | null>(() => {
    if (target.kind === "new") return emptyForm(target.locale, target.author);
    if (target.kind === "translate") return formOf(target.source, target.locale);
    return null;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<PostAction | null>(null);

  useEffect(() => {
    if (target.kind !== "edit") return;
    api
      .getPost(target.id)
      .then((loaded) => {
        setPost(loaded);
        setForm(formOf(loaded));
      })
      .catch((error: unknown) => setErrors({ form: errorText(error, language) }));
  }, [target, language]);

  const change = (next: Partial<PostFormState>) => {
    if (!form) return;
    setForm(withChange(form, next));
    const corrected = correctedBy(next, form);
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !corrected.has(field))));
  };

  /** Runs an action; answers the post as stored after it, or null when it was refused (or deleted the post). */
  const run = async (action: PostAction): Promise<AdminPost | null> => {
    if (busy || !form) return null;
    const found = formErrors(form, post, action);
    showErrorsAndFocus(formElement.current, () => setErrors(found));
    if (Object.keys(found).length > 0) return null;
    setBusy(action);
    try {
      if (action === "delete" && post) {
        await api.deletePost(post.id);
        notify(t.deleted, post.title);
        onSaved();
        onClose();
        return null;
      }
      let saved: AdminPost;
      if (action === "draft" && post) {
        saved = await api.unpublishPost(post.id);
      } else {
        saved = await save(form, post, target);
        // Saved before publishing: a refused publication leaves a saved post, never a second copy.
        setPost(saved);
        if (action === "publish") saved = await api.publishPost(saved.id);
        if (action === "schedule") saved = await api.schedulePost(saved.id, publishAtOf(form));
      }
      setPost(saved);
      onDone?.(action);
      notify(action === "save" ? t.saved : statusLabel(saved, language), saved.title);
      onSaved();
      return saved;
    } catch (error) {
      showErrorsAndFocus(formElement.current, () => setErrors(serverErrors(error, language)));
      return null;
    } finally {
      setBusy(null);
    }
  };

  // The shared schemas' messages in the account's language (the server's are worded already).
  const shown = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && issueText(message, language)]),
  ) as FieldErrors;
  return { post, form, errors: shown, busy, change, run };
}
