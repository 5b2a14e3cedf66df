// Why `npm start` builds the client again, said as it is: the operator reads this line at every start that builds.

/**
 * The reason the build must be made again, or null when it is current. `stamp` is the last build's record (null when
 * there is none), `buildInputs` the public variables' values now, `newestSource` the newest source file's time.
 */
export function buildStaleness(stamp, buildInputs, newestSource) {
  if (!stamp) return "there is no build yet";
  if (stamp.buildInputs !== buildInputs) {
    const before = JSON.parse(stamp.buildInputs ?? "[]");
    const now = JSON.parse(buildInputs);
    const changed = ["SITE_URL", "PORT"].filter((_, index) => before[index] !== now[index]);
    return `${changed.join(" and ") || "a public variable"} changed since the last build`;
  }
  if (newestSource > stamp.builtAt) return "the sources changed since the last build";
  return null;
}
