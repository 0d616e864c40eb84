import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/**
 * The WebP of a generated SVG picture. A page of product cards costs the browser's main thread far less in WebP: it
 * decodes a raster image off the main thread, while each SVG image is a document of its own to parse, lay out and
 * paint there (17-70 ms apiece on a phone at 4x CPU slowdown, the category page's first second).
 */
const rendered = new LRUCache<string, Buffer>({
  // Generated pictures are 2-15 KB; the cache holds the pages shoppers are browsing, not the catalog.
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes) => bytes.length,
});

export async function webpOf(svg: string): Promise<Buffer> {
  const cached = rendered.get(svg);
  if (cached) return cached;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  rendered.set(svg, bytes);
  return bytes;
}
