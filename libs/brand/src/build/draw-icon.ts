import sharp from 'sharp';

/** A logo as the brand folder holds it: SVG (best) or PNG. */
export interface LogoImage {
  extension: string;
  content: Buffer;
}

/** The share of an icon's side the logo takes: a plain icon keeps a 10 % margin each side. */
export const PLAIN_INSET = 0.1;
/**
 * A maskable icon's launcher may crop it to a circle of 80 % of its side (the safe zone): a logo inset by a
 * quarter each side fits inside that circle whatever its shape.
 */
export const MASKABLE_INSET = 0.25;

/** The logo centred on a square of `background`, `size` pixels wide, `inset` of the side left clear each side; PNG. */
export async function drawSquareIcon(logo: LogoImage, size: number, background: string, inset = PLAIN_INSET): Promise<Buffer> {
  const inner = size - 2 * Math.round(size * inset);
  let source = sharp(logo.content);
  if (logo.extension.toLowerCase() === '.svg') {
    // Rasterised at the density that makes its longer side `inner` pixels, so it is sharp at every size.
    const { width = inner, height = inner } = await sharp(logo.content).metadata();
    source = sharp(logo.content, { density: Math.min(2400, Math.max(1, (72 * inner) / Math.max(width, height))) });
  }
  const rendered = await source
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: rendered, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * An .ico holding one PNG image (the format's PNG entry, which every browser reads), for the `/favicon.ico` a
 * browser asks for on its own. ICONDIR (6 bytes) and one ICONDIRENTRY (16 bytes), then the PNG.
 */
export function pngInIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // bytes of the image
  header.writeUInt32LE(22, 18); // where it starts
  return Buffer.concat([header, png]);
}
