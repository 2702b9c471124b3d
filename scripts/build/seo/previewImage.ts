// Link-preview images (1200x630 PNG), drawn at build time from each page's title in the
// site's look: satori lays the text out with the Inter font, sharp rasterises the SVG.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import { ogImageSize } from '../../../src/seo/urls.ts';

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700 | 800) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [
  { name: 'Inter', data: font(400), weight: 400 as const, style: 'normal' as const },
  { name: 'Inter', data: font(700), weight: 700 as const, style: 'normal' as const },
  { name: 'Inter', data: font(800), weight: 800 as const, style: 'normal' as const },
];

interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string; [key: string]: unknown };
}
const h = (type: string, props: Node['props']): Node => ({ type, props });

const wave = (y: number, stroke: string, opacity: number) =>
  h('path', { d: `M0 ${y}c160-60 320-60 480 0s320 60 480 0 320-60 480 0`, stroke, strokeOpacity: opacity, strokeWidth: 3, fill: 'none' });

export interface PreviewText {
  title: string;
  kicker: string;
  siteName: string;
  domain: string;
}

export async function previewImage({ title, kicker, siteName, domain }: PreviewText): Promise<Buffer> {
  const titleSize = title.length > 70 ? 56 : title.length > 40 ? 66 : 78;
  const tree = h('div', {
    // satori sizes the content box: the padding comes on top of width and height.
    style: { width: ogImageSize.width - 160, height: ogImageSize.height - 144, display: 'flex', flexDirection: 'column', padding: '72px 80px', background: 'linear-gradient(135deg, #0b1a2e 0%, #0d2236 60%, #0f3a40 100%)', color: '#f3f7fb', fontFamily: 'Inter', position: 'relative' },
    children: [
      h('div', {
        style: { display: 'flex', alignItems: 'center', gap: 20, fontSize: 36, fontWeight: 700 },
        children: [
          h('div', {
            style: { width: 56, height: 56, borderRadius: 14, background: '#0c6b63', display: 'flex', alignItems: 'center', justifyContent: 'center' },
            children: h('svg', { width: 40, height: 40, viewBox: '0 0 32 32', children: [11, 16.5, 22].map((y) => h('path', { d: `M7 ${y}c3-2.5 6-2.5 9 0s6 2.5 9 0`, stroke: '#fff', strokeWidth: 2.4, strokeLinecap: 'round', fill: 'none' })) }),
          }),
          siteName,
        ],
      }),
      h('div', {
        style: { display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 1040, marginTop: 'auto', marginBottom: 56 },
        children: [
          h('div', { style: { fontSize: 26, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: '#7fe0d3' }, children: kicker }),
          h('div', { style: { fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1.5 }, children: title }),
        ],
      }),
      h('div', { style: { position: 'absolute', left: 80, bottom: 56, fontSize: 26, color: '#b9c6d8', fontWeight: 400 }, children: domain }),
      h('svg', { width: 1200, height: 220, viewBox: '0 0 1440 320', preserveAspectRatio: 'none', style: { position: 'absolute', left: 0, bottom: 0, width: 1200, height: 220 }, children: [wave(200, '#2fc5b3', 0.55), wave(240, '#2fc5b3', 0.35), wave(280, '#5b8def', 0.35)] }),
    ],
  });
  // satori's types want a React element; a plain { type, props } tree is what it reads.
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { ...ogImageSize, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
