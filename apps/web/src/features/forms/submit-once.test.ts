import { describe, expect, it, vi } from "vitest";
import { singleFlight } from "./submit-once";

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("a submit that sends once", () => {
  it("drops a second submit made while the first is still running, and keeps its event from the browser", async () => {
    const first = deferred();
    const run = vi.fn((_label: string) => first.promise);
    const dropped = vi.fn((_label: string) => undefined);
    const send = singleFlight(run, dropped);

    const sending = send("first");
    await send("second");
    expect(run).toHaveBeenCalledTimes(1);
    expect(dropped).toHaveBeenCalledWith("second");

    first.resolve();
    await sending;
    await send("third");
    expect(run).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenLastCalledWith("third");
  });

  it("lets the next submit through after a failure, so the user can try again", async () => {
    const failing = deferred();
    const run = vi.fn(() => failing.promise);
    const send = singleFlight(run);
    const sending = send();
    failing.reject(new Error("offline"));
    await expect(sending).rejects.toThrow("offline");
    run.mockResolvedValueOnce(undefined);
    await send();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
