import type { MetadataRoute } from "next";

/** The web app manifest (/manifest.webmanifest): installable on a phone's home screen with Skyhire's icons. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Skyhire — Professional drone services marketplace",
    short_name: "Skyhire",
    description:
      "Find certified drone operators for inspection, mapping, aerial photography and surveying, or offer your drone services worldwide.",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#ffffff",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
      { src: "/icon-maskable-512.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
    ],
  };
}
