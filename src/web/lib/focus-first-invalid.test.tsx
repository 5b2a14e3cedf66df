// @vitest-environment jsdom
import { act, useRef, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { focusFirstInvalid, showErrorsAndFocus } from "./focus-first-invalid";
import { mountTestRoot } from "./test-root";

/** A form whose errors come after an await, as when the schema or the server answers: React renders them later. */
function LateErrors({ onForm }: { onForm: (submit: () => Promise<void>) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  onForm(async () => {
    await Promise.resolve();
    showErrorsAndFocus(form.current, () => setErrors({ email: true, name: true }));
  });
  return (
    <form ref={form}>
      <input aria-label="Name" aria-invalid={errors.name || undefined} />
      <input aria-label="Email" aria-invalid={errors.email || undefined} />
    </form>
  );
}

describe("moving focus to the first invalid field", () => {
  let mounted: ReturnType<typeof mountTestRoot>;
  beforeEach(() => {
    mounted = mountTestRoot();
  });
  afterEach(() => {
    mounted.unmount();
    vi.useRealTimers();
  });

  it("shows the errors an await brought and focuses the first field in reading order at once", async () => {
    let submit: () => Promise<void> = async () => {};
    act(() => mounted.root.render(<LateErrors onForm={(run) => (submit = run)} />));
    // Outside act: React would otherwise render the errors later, in a task of its own.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    await submit();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Name");
  });

  it("waits for the frames a form library takes to mark its fields", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame"] });
    mounted.container.innerHTML =
      '<form><input aria-label="Name"><fieldset><input type="radio" aria-label="Yes"></fieldset></form>';
    const form = mounted.container.querySelector("form");
    focusFirstInvalid(form);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(document.activeElement).toBe(document.body);
    mounted.container.querySelector("fieldset")?.setAttribute("aria-invalid", "true");
    vi.advanceTimersToNextFrame();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Yes");
  });
});
