// Decodes one HEIC photo off the server's main thread (heic-decode.ts starts it). libheif's
// WebAssembly decode is synchronous: a 12 MP photo takes a few hundred milliseconds.
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

const { bytes, maxPixels } = workerData;
try {
  const images = await decode.all({ buffer: bytes });
  try {
    const first = images[0];
    if (!first) throw new Error("no image in the file");
    // Dimensions come from the header: a decompression bomb is refused before any pixel is made.
    if (first.width * first.height > maxPixels) {
      parentPort.postMessage({ tooManyPixels: true });
    } else {
      const { width, height, data } = await first.decode();
      parentPort.postMessage({ width, height, data }, [data.buffer]);
    }
  } finally {
    images.dispose();
  }
} catch (error) {
  parentPort.postMessage({ unreadable: error instanceof Error ? error.message : String(error) });
}
