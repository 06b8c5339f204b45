// Covers, avatars and pictures as a real provider serves them: JPEG, so a phone decodes what it would decode
// from a real provider, and the budgets and benchmarks measure that, not a 1 KB vector drawing. Each picture is
// one of RASTER_VARIANTS designs of svg.ts (picked by its name's hash, without a label), rendered and encoded
// by sharp (libvips) once per size: a cover costs 12 to 16 ms of CPU to make, and a catalogue of 600 made one
// by one took a core away from the browser that was scrolling it (loading tasks of 200 ms in the benchmark),
// where a real provider's CDN serves them from its cache.
import sharp from 'sharp';
import { hash32 } from '../store/seed-context.ts';
import { generatedSvg } from './svg.ts';

/** The sizes a provider's CDN would hand out: square covers and pictures, small avatars. */
export const RASTER_SIZES = { cover: 600, image: 600, avatar: 160 } as const;
export type RasterKind = keyof typeof RASTER_SIZES;

/** How many designs the pictures share: neighbours in a listing rarely look alike, and all are made in 1.5 s. */
export const RASTER_VARIANTS = 96;
const JPEG_QUALITY = 80;

const made = new Map<string, Promise<Buffer>>();

/** The JPEG for the picture `name` of `kind` (`cover`, `12`): the same bytes for the same name. */
export function generatedJpeg(kind: RasterKind, name: string): Promise<Buffer> {
  const size = RASTER_SIZES[kind];
  const variant = hash32(`${kind}:${name}`) % RASTER_VARIANTS;
  const key = `${size}:${variant}`;
  let jpeg = made.get(key);
  if (!jpeg) {
    // No label: text would need the machine's fonts, which differ between a developer's machine and CI.
    const svg = generatedSvg(`variant:${variant}`, '', size, size);
    jpeg = sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
    // A failed encoding is not kept: the next request tries again.
    jpeg.catch(() => made.delete(key));
    made.set(key, jpeg);
  }
  return jpeg;
}
