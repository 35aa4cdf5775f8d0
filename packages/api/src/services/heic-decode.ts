/**
 * HEIC photos (what phones take by default) decoded to RGBA pixels so they get a preview like any
 * picture. sharp's prebuilt libvips reads HEIF only with AV1 inside (AVIF), not HEVC, so libheif
 * (heic-decode, WebAssembly) decodes them — in a worker thread, because its decode is synchronous and
 * would stall every other request for a few hundred milliseconds per photo.
 */
import { Worker } from "node:worker_threads";

export type HeicDecoded =
  | { width: number; height: number; data: Uint8ClampedArray }
  | { tooManyPixels: true }
  | { unreadable: string };

/** Photos decoded at once: each holds width × height × 4 bytes while it is turned into a preview. */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

export async function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<HeicDecoded> {
  const release = await slot();
  try {
    return await new Promise<HeicDecoded>((resolve) => {
      const worker = new Worker(new URL("./heic-decode.worker.mjs", import.meta.url), { workerData: { bytes, maxPixels } });
      worker.once("message", (answer: HeicDecoded) => {
        resolve(answer);
        void worker.terminate();
      });
      // A decoder that dies on a file (an abort inside libheif) says the file is unreadable: the
      // uploader gets the picture message, never a 500.
      worker.once("error", (error) => resolve({ unreadable: error.message }));
      worker.once("exit", (code) => resolve({ unreadable: `the decoder stopped (${code}) without an answer` }));
    });
  } finally {
    release();
  }
}
