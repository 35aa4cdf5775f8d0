/**
 * A visitor's public page paints its content before the browser fetches and runs the framework's
 * scripts (docs/performance.md#scripts-after-the-first-paint).
 *
 * Next.js names the page's scripts as `<script src="/_next/static/…" async>` tags (and a low-priority
 * preload of the bootstrap script). Each arrives while the page is still being laid out and runs
 * before the first paint: on a phone the text waits for the framework to download and evaluate. Here
 * the tags are taken out and a small inline script adds them again once the browser reports the first
 * contentful paint. The page is the same server HTML; hydration starts one download later.
 *
 * Tags in any other form (a nonce, integrity, `noModule`, inline code) are left as they are, so a
 * change in how Next.js writes them leaves the page working, only no longer deferred.
 */
const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const FRAMEWORK_SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;

/** Marks the inline loader, whose last argument lists the page's scripts (scripts/lighthouse.mjs reads it). */
export const LOADER_ATTRIBUTE = "data-scripts-after-paint";

/**
 * Runs in the browser with the scripts' addresses. It waits for the first-contentful-paint entry
 * (one animation frame where the browser has no paint timing) and then one more task, so the
 * evaluation starts after the frame is shown. A tab that is never shown still gets its scripts after
 * three seconds. Kept in ES5 and written out by hand: it is sent as it is, outside the bundler.
 */
export const LOAD_AFTER_FIRST_PAINT =
  "(function(s){var d=0;function l(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement(\"script\");e.src=s[i];e.async=true;document.head.appendChild(e)}}" +
  "function a(){setTimeout(l,0)}var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;" +
  "if(t&&t.indexOf(\"paint\")>=0){new PerformanceObserver(function(x,o){if(x.getEntriesByName(\"first-contentful-paint\").length){o.disconnect();a()}}).observe({type:\"paint\",buffered:true})}" +
  "else{requestAnimationFrame(a)}setTimeout(l,3000)})";

/** The page with its framework scripts loaded after the first paint; unchanged when it names none. */
export function scriptsAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  const sources: string[] = [];
  const withoutScripts = html.replace(FRAMEWORK_SCRIPT, (_tag, source: string) => {
    sources.push(source);
    return "";
  });
  if (sources.length === 0) return html;
  const withoutPreloads = withoutScripts.replace(FRAMEWORK_SCRIPT_PRELOAD, "");
  // The addresses are the build's own file names; JSON keeps them a plain string list, and "<" is
  // escaped so that nothing in them can close the inline script.
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  const loader = `<script ${LOADER_ATTRIBUTE}="">${LOAD_AFTER_FIRST_PAINT}(${list})</script>`;
  return withoutPreloads.replace("</head>", `${loader}</head>`);
}
