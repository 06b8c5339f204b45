// Covers, avatars and pictures as a real provider serves them: JPEG. The picture is the generated SVG design
// (svg.ts) without its label, rendered and encoded by sharp (libvips), so a phone decodes what it would decode
// from a real provider, and the budgets and benchmarks measure that, not a 1 KB vector drawing.
import sharp from 'sharp';
import { generatedSvg } from './svg.ts';

/** The sizes a provider's CDN would hand out: square covers and pictures, small avatars. */
export const RASTER_SIZES = { cover: 600, image: 600, avatar: 160 } as const;
export type RasterKind = keyof typeof RASTER_SIZES;

const JPEG_QUALITY = 80;

/** The JPEG for `name` (`cover:12`, `avatar:u3`): deterministic, the same bytes for the same name. */
export function generatedJpeg(kind: RasterKind, name: string): Promise<Buffer> {
  const size = RASTER_SIZES[kind];
  // No label: text would need the machine's fonts, which differ between a developer's machine and CI.
  const svg = generatedSvg(`${kind}:${name}`, '', size, size);
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
