import type {
  AdminPost,
  DeletedPost,
  NewPost,
  PostFields,
  PostList,
  PostLocale,
  Preview,
  UploadedImage,
} from "@shared/schemas/blog-post";
import { ApiError, apiRequest } from "~/lib/api-client";

// The editor's calls to the admin posts API (src/server/publishing/post-routes.ts).

const POSTS = "/api/admin/posts";

export const listPosts = (locale?: PostLocale) =>
  apiRequest<PostList>(locale ? `${POSTS}?locale=${locale}` : POSTS).then(({ posts }) => posts);

export const getPost = (id: string) => apiRequest<AdminPost>(`${POSTS}/${encodeURIComponent(id)}`);

export const createPost = (post: NewPost) => apiRequest<AdminPost>(POSTS, { body: post });

export const translatePost = (sourceId: string, post: NewPost) =>
  apiRequest<AdminPost>(`${POSTS}/${sourceId}/translations`, { body: post });

export const updatePost = (id: string, fields: PostFields) =>
  apiRequest<AdminPost>(`${POSTS}/${id}`, { method: "PUT", body: fields });

export const deletePost = (id: string) => apiRequest<DeletedPost>(`${POSTS}/${id}`, { method: "DELETE" });

export const publishPost = (id: string) => apiRequest<AdminPost>(`${POSTS}/${id}/publish`, { body: {} });

export const schedulePost = (id: string, publishAt: string) =>
  apiRequest<AdminPost>(`${POSTS}/${id}/schedule`, { body: { publishAt } });

export const unpublishPost = (id: string) => apiRequest<AdminPost>(`${POSTS}/${id}/draft`, { body: {} });

export const previewMarkdown = (markdown: string, signal: AbortSignal) =>
  apiRequest<Preview>(`${POSTS}/preview`, { body: { markdown }, signal }).then(({ html }) => html);

/** An upload's refusals by their status, for an answer without its code. */
const UPLOAD_REFUSALS: Record<number, string> = { 413: "image-too-large", 415: "not-an-image" };

/** Sends the file's bytes as they are: the server decides what they are. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await fetch("/api/admin/blog-images", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": file.type || "application/octet-stream" },
      body: file,
    });
  } catch {
    throw new ApiError("Network error: the server could not be reached.", 0);
  }
  const payload = (await response.json().catch(() => null)) as
    | (UploadedImage & { error?: string; code?: string })
    | null;
  if (!response.ok) {
    const message = payload?.error ?? `The upload failed (${response.status})`;
    // The size limit before the route answers 413 without a code.
    const code = payload?.code ?? UPLOAD_REFUSALS[response.status];
    throw new ApiError(message, response.status, [], payload?.error, undefined, code);
  }
  return payload as UploadedImage;
}
