import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDirectory } from '../vite/compress-assets';
import { compressionProblems } from './check-compressed-assets.mjs';

describe('the compressed-assets check', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'check-compressed-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dir, 'assets/index-Cb5g4ZPW.js'), 'console.log(1)');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes a bundle whose text files all have current copies', () => {
    compressDirectory(dir);
    expect(compressionProblems(dir)).toEqual({ files: 2, problems: [] });
  });

  it('names each missing copy', () => {
    compressDirectory(dir);
    rmSync(path.join(dir, 'assets/index-Cb5g4ZPW.js.gz'));
    writeFileSync(path.join(dir, 'assets/late-AbCd1234.css'), 'a{}');
    expect(compressionProblems(dir).problems).toEqual([
      'assets/index-Cb5g4ZPW.js.gz is missing',
      'assets/late-AbCd1234.css.br is missing',
      'assets/late-AbCd1234.css.gz is missing',
    ]);
  });

  it('finds copies left behind by a file changed after compression', () => {
    compressDirectory(dir);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="pd-shell"></div>');
    expect(compressionProblems(dir).problems).toEqual([
      "index.html.br does not hold index.html's bytes",
      "index.html.gz does not hold index.html's bytes",
    ]);
  });

  it('fails a folder with no built app', () => {
    rmSync(path.join(dir, 'index.html'));
    compressDirectory(dir);
    expect(compressionProblems(dir).problems[0]).toMatch(/no index.html/);
  });
});
