import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";

/** The head and body as Next.js 16 writes them for a public page (shortened). */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>' +
  "<title>How It Works</title>" +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><h1>How it works</h1><p>&lt;script src="/_next/static/chunks/x.js" async=""&gt;&lt;/script&gt;</p>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>';

const SOURCES = ["/_next/static/chunks/react.js", "/_next/static/chunks/turbopack-runtime.js", "/_next/static/chunks/main.js"];

/** The inline loader the transformed page carries. */
function loaderOf(html: string): string {
  const match = /<script data-scripts-after-paint="">(\(function\(s\)[\s\S]*?)<\/script><\/head>/.exec(html);
  if (!match?.[1]) throw new Error("no loader before </head>");
  return match[1];
}

/** Runs the loader in a minimal browser: what it appends, and the hooks it waits on. */
function runLoader(code: string, { paintTiming }: { paintTiming: boolean }) {
  const appended: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"];
    constructor(callback: NonNullable<typeof paintObserver>) {
      paintObserver = callback;
    }
    observe() {}
  }
  const window = {
    PerformanceObserver: paintTiming ? FakeObserver : undefined,
    document: {
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (script: { src: string; async: boolean }) => appended.push(`${script.src} async=${script.async}`) },
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
  };
  runInNewContext(code, { ...window, window, PerformanceObserver: window.PerformanceObserver });
  return {
    appended,
    paint: (name: string) => paintObserver?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect: () => undefined }),
    runTimers: (upTo: number) => timers.filter((timer) => timer.ms <= upTo).forEach((timer) => timer.run()),
    runFrames: () => frames.splice(0).forEach((frame) => frame()),
  };
}

describe("a public page's framework scripts after the first paint", () => {
  const page = scriptsAfterFirstPaint(PAGE);

  it("takes the framework's async script tags and their preload out of the HTML", () => {
    expect(page).not.toContain('<script src="/_next/static/chunks/react.js" async=""></script>');
    expect(page).not.toContain('<script src="/_next/static/chunks/main.js" async=""></script>');
    expect(page).not.toContain('rel="preload" as="script"');
  });

  it("keeps the stylesheet, the page's text, the noModule polyfills and the inline data scripts", () => {
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(page).toContain("<h1>How it works</h1>");
    expect(page).toContain('&lt;script src="/_next/static/chunks/x.js" async=""&gt;');
    expect(page).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(page).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
  });

  it("adds every script once the browser reports the first contentful paint, one task later", () => {
    const browser = runLoader(loaderOf(page), { paintTiming: true });
    browser.paint("first-paint");
    browser.runTimers(0);
    expect(browser.appended).toEqual([]);
    browser.paint("first-contentful-paint");
    expect(browser.appended).toEqual([]);
    browser.runTimers(0);
    expect(browser.appended).toEqual(SOURCES.map((source) => `${source} async=true`));
    browser.runTimers(3_000);
    expect(browser.appended).toHaveLength(SOURCES.length);
  });

  it("waits one animation frame where the browser has no paint timing", () => {
    const browser = runLoader(loaderOf(page), { paintTiming: false });
    browser.runTimers(0);
    expect(browser.appended).toEqual([]);
    browser.runFrames();
    browser.runTimers(0);
    expect(browser.appended).toHaveLength(SOURCES.length);
  });

  it("still loads the scripts after three seconds in a tab that never paints", () => {
    const browser = runLoader(loaderOf(page), { paintTiming: true });
    browser.runTimers(3_000);
    expect(browser.appended).toHaveLength(SOURCES.length);
  });

  it("leaves a page without such scripts, or without a head, as it is", () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body>hi</body></html>";
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const headless = '<body><script src="/_next/static/chunks/a.js" async=""></script></body>';
    expect(scriptsAfterFirstPaint(headless)).toBe(headless);
  });

  it("leaves tags with other attributes (a nonce, say) to load as Next.js wrote them", () => {
    const withNonce = '<html><head><script src="/_next/static/chunks/a.js" async="" nonce="n"></script></head><body></body></html>';
    expect(scriptsAfterFirstPaint(withNonce)).toBe(withNonce);
  });
});
