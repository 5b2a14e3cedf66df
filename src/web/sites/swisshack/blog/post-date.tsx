/** A post's publication day, written by the server in the post's language (`publicationDay`). */
export function PostDate({ iso, day }: { iso: string; day: string }) {
  return <time dateTime={iso}>{day}</time>;
}
