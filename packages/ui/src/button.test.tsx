import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

const html = (props: Parameters<typeof Button>[0]) => renderToString(createElement(Button, props));

describe("a button in the server's HTML, before the page's script runs", () => {
  it("is disabled when its work is a click handler, which is not attached yet", () => {
    expect(html({ onClick: () => undefined, children: "Pay" })).toMatch(/<button[^>]*disabled=""[^>]*>Pay<\/button>/);
  });

  it("stays enabled when it submits a form, which works without script", () => {
    expect(html({ type: "submit", children: "Search" })).not.toContain('disabled=""');
  });

  it("passes its caller's disabled on to the element it styles (asChild)", () => {
    const child = createElement("button", { type: "button" }, "Upload");
    expect(html({ asChild: true, disabled: true, children: child })).toContain('disabled=""');
  });

  it("stays disabled when its caller disables it", () => {
    expect(html({ disabled: true, children: "Save" })).toContain('disabled=""');
  });
});
