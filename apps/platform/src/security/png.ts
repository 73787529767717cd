import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function encodePng(width: number, height: number, colourType: 0 | 2, channels: 1 | 3, pixels: Uint8Array): Buffer {
  const stride = width * channels;
  if (pixels.length !== stride * height) throw new Error('pixel count does not match the image size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (stride + 1)] = 0; // filter: none
    rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** An 8-bit greyscale PNG from `width * height` luminance bytes, row by row. */
export function encodeGreyscalePng(width: number, height: number, pixels: Uint8Array): Buffer {
  return encodePng(width, height, 0, 1, pixels);
}

/** An 8-bit RGB PNG from `width * height * 3` bytes (r, g, b per pixel), row by row. */
export function encodeRgbPng(width: number, height: number, pixels: Uint8Array): Buffer {
  return encodePng(width, height, 2, 3, pixels);
}
