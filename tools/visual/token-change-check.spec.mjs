import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nudgeBrandToken, nudgeColour } from '../scripts/storybook-variant.mjs';
import { judgeTokenChange } from './token-change-check.mjs';

const made = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'token-change-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A brand's report folder as visual.mjs leaves it: summary.json, diff images, the report page. */
function report(root, brand, { passed = 0, changed = 0, missing = 0, errors = 0, diffs = changed, earlierTries = 0, page = true }) {
  const dir = path.join(root, brand);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'summary.json'), JSON.stringify({ passed, changed, missing, errors }));
  for (let index = 0; index < diffs; index++) writeFileSync(path.join(dir, `story-${index}.en.diff.png`), '');
  for (let index = 0; index < earlierTries; index++) writeFileSync(path.join(dir, `story-${index}.en.try1.diff.png`), '');
  if (page) writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
}

describe('nudgeColour', () => {
  it('moves the last channel by one step, down from ff', () => {
    expect(nudgeColour('#f5c542')).toBe('#f5c543');
    expect(nudgeColour('#0000FF')).toBe('#0000fe');
    expect(nudgeColour('#000000')).toBe('#000001');
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => nudgeColour('#fff')).toThrow('expected a #rrggbb colour');
  });
});

describe('nudgeBrandToken', () => {
  it('changes one colour token of one brand.json and nothing else', () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'brands', 'lucky'), { recursive: true });
    const file = path.join(root, 'brands', 'lucky', 'brand.json');
    writeFileSync(file, JSON.stringify({ id: 'lucky', theme: { colors: { primary: '#f5c542', text: '#111111' } } }));
    expect(nudgeBrandToken(root, 'lucky', 'primary')).toEqual({ brand: 'lucky', token: 'primary', from: '#f5c542', to: '#f5c543' });
    expect(() => nudgeBrandToken(root, 'lucky', 'nope')).toThrow('no colour token theme.colors.nope');
  });
});

describe('judgeTokenChange', () => {
  it('passes when the changed brand fails with a diff image per picture and the others are unchanged', () => {
    const root = tempDir();
    report(root, 'default', { passed: 4 });
    report(root, 'lucky', { changed: 3, passed: 1 });
    expect(judgeTokenChange(root, ['default', 'lucky'], 'lucky').map((result) => result.ok)).toEqual([true, true]);
  });

  it("counts one diff per changed picture: an earlier try's diff image is kept beside it, not counted", () => {
    const root = tempDir();
    report(root, 'lucky', { changed: 3, earlierTries: 3 });
    expect(judgeTokenChange(root, ['lucky'], 'lucky')[0]).toMatchObject({ ok: true });
  });

  it('fails when the change went unseen, reached another brand, or left no diff image or report page', () => {
    const root = tempDir();
    report(root, 'default', { passed: 3, changed: 1 });
    report(root, 'lucky', { passed: 4 });
    const [other, own] = judgeTokenChange(root, ['default', 'lucky'], 'lucky');
    expect(other).toMatchObject({ ok: false, reason: expect.stringContaining("another brand's token changed it") });
    expect(own).toMatchObject({ ok: false, reason: expect.stringContaining('went unseen') });

    const bare = tempDir();
    report(bare, 'lucky', { changed: 2, diffs: 1 });
    report(bare, 'zeta', { changed: 1, page: false });
    expect(judgeTokenChange(bare, ['lucky'], 'lucky')[0].reason).toContain('but 1 diff images');
    expect(judgeTokenChange(bare, ['zeta'], 'zeta')[0].reason).toContain('no report page');
    expect(judgeTokenChange(bare, ['absent'], 'lucky')[0]).toMatchObject({ ok: false, reason: expect.stringContaining('no summary.json') });
  });

  it('fails a brand whose pictures lack a baseline or failed to render', () => {
    const root = tempDir();
    report(root, 'default', { passed: 3, errors: 1 });
    expect(judgeTokenChange(root, ['default'], 'lucky')[0].ok).toBe(false);
  });
});
