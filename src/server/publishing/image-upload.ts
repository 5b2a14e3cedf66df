import sharp, { type Metadata } from "sharp";

// An image uploaded for a post (issue 42). Its bytes decide what it is, never the declared type or the file name:
// sharp reads them, and anything it cannot decode as one of the accepted formats is refused. The stored copy is
// re-encoded without its metadata (a phone photo's EXIF carries where and when it was taken), turned upright.

export const IMAGE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Larger images are refused before decoding: a small file can declare a huge canvas (a decompression bomb). */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The stored copy's longest side: twice the largest width served (Retina), enough for any variant. */
const STORED_MAX_SIDE = 3200;

export const ACCEPTED_IMAGES = "JPEG, PNG, WebP, AVIF or GIF";
export const UPLOAD_TOO_LARGE_MESSAGE = `The image is larger than 8 MB: upload a smaller one (a ${ACCEPTED_IMAGES}).`;

/** A refused upload: the message is for the person who chose the file. */
export class ImageRefused extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415,
  ) {
    super(message);
  }
}

export interface PreparedImage {
  contentType: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

type StoredFormat = "jpeg" | "png" | "webp" | "avif";

/** The stored format of an accepted upload: its own, except a GIF whose first frame is kept as a PNG. */
function storedFormat(metadata: Metadata): StoredFormat | undefined {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
      return metadata.format;
    case "gif":
      return "png";
    case "heif":
      return metadata.compression === "av1" ? "avif" : undefined;
    default:
      return undefined;
  }
}

const notAnImage = (why: string) => new ImageRefused(`${why} Upload a ${ACCEPTED_IMAGES} image.`, 415);

/** Checks and re-encodes an upload; throws ImageRefused with what to do instead. */
export async function prepareUpload(bytes: Uint8Array): Promise<PreparedImage> {
  if (bytes.byteLength === 0) throw notAnImage("The file is empty.");
  if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) throw new ImageRefused(UPLOAD_TOO_LARGE_MESSAGE, 413);
  // Only the header is read here: sharp's own pixel limit would refuse a huge canvas as "not an image" (415),
  // before the check below can answer what it is (413).
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const format = metadata && storedFormat(metadata);
  if (!metadata || !format) {
    const heic = metadata?.format === "heif";
    throw notAnImage(
      heic
        ? "HEIC photos cannot be shown on every browser: export it as JPEG first."
        : "This file is not an image the blog can use.",
    );
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_MAX_PIXELS) {
    throw new ImageRefused("The image has more than 50 megapixels: upload a smaller one.", 413);
  }
  const pipeline = sharp(bytes, { pages: 1, limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: "inside", withoutEnlargement: true });
  const encoded = {
    jpeg: () => pipeline.jpeg({ quality: 90, mozjpeg: true }),
    png: () => pipeline.png(),
    webp: () => pipeline.webp({ quality: 90 }),
    avif: () => pipeline.avif({ quality: 70 }),
  }[format]();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw notAnImage("This image could not be read: it may be damaged.");
  });
  return { contentType: `image/${format}`, bytes: new Uint8Array(data), width: info.width, height: info.height };
}
