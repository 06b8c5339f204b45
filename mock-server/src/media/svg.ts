// Pictures as generated SVG: a gradient picked from the name's hash, rings and a short label (none when empty).
// The media routes serve them as JPEG (raster.ts); a non-audio purchase downloads the labelled SVG.
import { escapeHtml } from '../envelope.ts';
import { hash32 } from '../store/seed-context.ts';

export function generatedSvg(name: string, label: string, width = 600, height = 600): string {
  const h = hash32(name);
  const hue1 = h % 360;
  const hue2 = (hue1 + 40 + ((h >>> 9) % 120)) % 360;
  const rings = 3 + ((h >>> 3) % 4);
  const circles = Array.from({ length: rings }, (_, i) => {
    const r = ((i + 1) * Math.min(width, height)) / (rings * 2.2);
    return `<circle cx="${width / 2}" cy="${height / 2}" r="${r.toFixed(1)}" fill="none" stroke="rgba(255,255,255,${(0.08 + i * 0.03).toFixed(2)})" stroke-width="${2 + (i % 3)}"/>`;
  }).join('');
  const fontSize = Math.round(Math.min(width, height) / 9);
  const text = label
    ? `<text x="50%" y="52%" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeHtml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue1},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},75%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}${text}</svg>`;
}
