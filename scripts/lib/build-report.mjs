// What `npm start` prints of the client build: a person starting the server needs to know that it builds, how it
// went and any warning worth acting on, not the bundler's list of files and prerendered pages (`npm run build`
// still prints everything).

// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal colour codes of the build's output
const COLOUR = /\u001b\[[0-9;]*m/g;
const WARNING = /warn|deprecated|\(!\)|^\[[A-Z_]+\]|error/i;

/**
 * Lines that are not ours to act on: @react-router/dev 7.18 creates its own Vite servers with the `envFile` option
 * Vite 8 deprecates (nothing in this project's configuration sets it), and names the Vite API it builds with.
 */
const UPSTREAM = [
  /^The `envFile` option is deprecated, please use `envDir: false` instead\.$/,
  /^Using Vite Environment API/,
];

/**
 * The lines to print after a build: on failure its whole output; on success the warnings (each with its indented
 * details), then one line with the time it took and the pages it prerendered.
 */
export function buildReport(output, { status, seconds }) {
  const lines = output.replace(COLOUR, "").split(/\r?\n/);
  if (status !== 0) return [...lines, `The client build failed (exit code ${status}): its output is above.`];
  const report = [];
  let inWarning = false;
  for (const line of lines) {
    if (UPSTREAM.some((pattern) => pattern.test(line))) inWarning = false;
    else if (WARNING.test(line)) inWarning = report.push(line) > 0;
    else if (inWarning && /^\s+\S/.test(line)) report.push(line);
    else inWarning = false;
  }
  const pages = lines.filter((line) => line.startsWith("Prerender (html)")).length;
  return [...report, `Client built in ${seconds} s: ${pages} pages prerendered.`];
}
