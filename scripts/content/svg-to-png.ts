// `npx tsx scripts/content/svg-to-png.ts content/images/it/x.svg`: rasterises a drawing kept as SVG into
// the PNG beside it, which is what the pages use (text in an SVG depends on the fonts installed).
import path from 'node:path';
import sharp from 'sharp';

const files = process.argv.slice(2);
if (!files.length || files.some((f) => !f.endsWith('.svg'))) {
  console.error('Usage: npx tsx scripts/content/svg-to-png.ts <file.svg>...');
  process.exit(1);
}
for (const file of files) {
  const target = file.replace(/\.svg$/, '.png');
  const { width, height } = await sharp(file).png({ compressionLevel: 9 }).toFile(target);
  console.log(`${path.relative(process.cwd(), target)} (${width}x${height})`);
}
