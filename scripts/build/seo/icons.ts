// The site's square icon as PNG files (favicon, touch icon, logo), rasterised from its SVG.
import sharp from 'sharp';

/** The square icon (favicon, touch icon, manifest icons, logo) at a given size. */
export function iconPng(svg: string, size: number): Promise<Buffer> {
  // Rasterise at a density that gives at least `size` pixels, then scale down: crisp edges.
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) }).resize(size, size).png().toBuffer();
}
