import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDirectory, compressibleFiles } from './compress-assets';

describe('compressing a built bundle', () => {
  let dir: string;
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'compress-assets-'));
    write('index.html', '<!doctype html><div id="root"></div>'.repeat(20));
    write('assets/index-Cb5g4ZPW.js', 'console.log("home");'.repeat(50));
    write('assets/index-Cb5g4ZPW.css', 'body{color:red}'.repeat(50));
    write('assets/logo-AbCd1234.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    write('gameList/index.html', '<!doctype html><p>game list</p>');
    write('site.webmanifest', '{"name":"Playdeck"}');
    write('assets/hero-AbCd1234.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    write('assets/index-Cb5g4ZPW.js.map', '{"version":3}');
    write('.vite/manifest.json', '{}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every served text file, in nested folders, but not images, source maps or Vite records', () => {
    expect(compressibleFiles(dir).sort()).toEqual(
      [
        'assets/index-Cb5g4ZPW.css',
        'assets/index-Cb5g4ZPW.js',
        'assets/logo-AbCd1234.svg',
        'gameList/index.html',
        'index.html',
        'site.webmanifest',
      ].map((file) => path.normalize(file)),
    );
  });

  it('writes a .br and a .gz beside each, holding the same bytes', () => {
    const totals = compressDirectory(dir);
    expect(totals.files).toBe(6);
    for (const file of compressibleFiles(dir)) {
      const original = readFileSync(path.join(dir, file));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
    expect(readFileSync(path.join(dir, 'assets/index-Cb5g4ZPW.js.br')).length).toBeLessThan(100);
    expect(existsSync(path.join(dir, 'assets/hero-AbCd1234.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/index-Cb5g4ZPW.js.map.gz'))).toBe(false);
    expect(existsSync(path.join(dir, '.vite/manifest.json.br'))).toBe(false);
  });

  it('does not compress its own output again when run twice', () => {
    compressDirectory(dir);
    compressDirectory(dir);
    expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.gz.gz'))).toBe(false);
  });
});
