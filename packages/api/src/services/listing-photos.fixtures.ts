import sharp from "sharp";

/** A camera maker string and a place that must not survive re-encoding. */
export const EXIF_MAKE = "SkyhireTestCam";
export const EXIF_GPS_LATITUDE = "33/1 52/1 4/1";

/**
 * A JPEG as a phone writes it: `width`×`height` pixels, EXIF with the camera's make and a GPS
 * position (Sydney), as the tests of EXIF stripping need.
 */
export async function jpegWithGps(width = 2400, height = 1600, colour = "#3b82f6"): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { Make: EXIF_MAKE, Model: "Phantom Test", Copyright: "Test Pilot" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: EXIF_GPS_LATITUDE,
        GPSLongitudeRef: "E",
        GPSLongitude: "151/1 12/1 26/1",
      },
    })
    .toBuffer();
  return new Uint8Array(buffer);
}
