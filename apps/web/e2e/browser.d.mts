/** See browser.mjs. */
export const DEBIAN_HEADLESS_SHELL: string;
export const DEBIAN_CHROMIUM: string;
export function e2eChromiumPath(): string | undefined;
