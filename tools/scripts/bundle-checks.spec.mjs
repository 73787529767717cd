import { describe, expect, it } from 'vitest';
import { firstRenderChunks, screenBudgetProblems, screenChunks } from './check-budget.mjs';
import { flagProblems, themeProblems } from './check-brand-bundles.mjs';

describe('firstRenderChunks', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['../../x/home.tsx', '../../x/deposit.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js', imports: ['index.html'] },
    '../../x/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    '../../x/deposit.tsx': { file: 'assets/deposit.js', isDynamicEntry: true },
    '../../libs/i18n/src/locales/en.json': { file: 'assets/en.js', isDynamicEntry: true },
  };

  it('counts the entry, its static imports and the named lazy modules with theirs, not other lazy chunks', () => {
    expect(firstRenderChunks(manifest, ['x/home.tsx', 'libs/i18n/src/locales/en.json']).sort()).toEqual([
      'assets/en.js',
      'assets/home.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });

  it('fails when a first-render module vanished from the build (a renamed home screen must not shrink the figure)', () => {
    expect(() => firstRenderChunks(manifest, ['x/renamed-home.tsx'])).toThrow('x/renamed-home.tsx');
  });

  it('tolerates a brand without its own locale file', () => {
    expect(() => firstRenderChunks(manifest, ['brands/acme/locales/en.json'])).not.toThrow();
  });
});

describe('screenChunks', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['../../x/login-screen.tsx'] },
    '_react.js': { file: 'assets/react.js' },
    '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
    '../../x/login-screen.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_form.js', '_react.js'] },
    '../../x/login-panel.tsx': { file: 'assets/panel.js', isDynamicEntry: true },
  };

  it("counts each lazy screen's chunk and what it imports beyond the first render, not other lazy modules", () => {
    expect(screenChunks(manifest, ['assets/index.js', 'assets/react.js'])).toEqual({
      'x/login-screen.tsx': ['assets/login.js', 'assets/form.js'],
    });
  });
});

describe('screenBudgetProblems', () => {
  const budgets = { defaultKbGzip: 40, screens: { 'x/login-screen.tsx': 50 } };

  it('holds each screen to its own budget, others to the default', () => {
    const screens = [
      { screen: 'x/login-screen.tsx', kbGzip: 49.9 },
      { screen: 'x/new-screen.tsx', kbGzip: 40.1 },
    ];
    expect(screenBudgetProblems(screens, budgets)).toEqual(['x/new-screen.tsx: 40.1 KB gzip (budget 40 KB)']);
  });

  it('reports a screen over its budget, and a budgeted screen that left the build', () => {
    expect(screenBudgetProblems([{ screen: 'x/signin-screen.tsx', kbGzip: 12 }], budgets)).toEqual([
      'x/login-screen.tsx: budgeted but not in the build',
    ]);
    expect(screenBudgetProblems([{ screen: 'x/login-screen.tsx', kbGzip: 50.1 }], budgets)).toEqual([
      'x/login-screen.tsx: 50.1 KB gzip (budget 50 KB)',
    ]);
  });
});

describe('flagProblems', () => {
  const markers = { $comment: 'x', CBS3: ['unread-badge'] };

  it('passes when marker presence follows the flag', () => {
    expect(flagProblems('a', { CBS3: true }, 'x unread-badge y', markers)).toEqual([]);
    expect(flagProblems('b', { CBS3: false }, 'nothing here', markers)).toEqual([]);
  });

  it('reports flag-off code that leaked into a bundle and flag-on code that is missing', () => {
    expect(flagProblems('b', { CBS3: false }, 'unread-badge', markers)).toEqual(['b: CBS3 is off but "unread-badge" is in the bundle']);
    expect(flagProblems('a', { CBS3: true }, '', markers)).toEqual(['a: CBS3 is on but "unread-badge" is not in the bundle']);
  });
});

describe('themeProblems', () => {
  const colors = { primary: '#0e9f6e', background: '#f3f4f6', headerBackground: '#ffffff' };
  const themeRule = (selector, primary) =>
    `${selector}{${Array.from({ length: 38 }, (_, i) => `--v${i}:${i === 0 ? primary : '#f3f4f6'}`).join(';')};--h:#fff}`;

  it('accepts one theme holding the brand colours (minified hex included)', () => {
    expect(themeProblems('a', colors, `.x{color:red}${themeRule('._t1', '#0e9f6e')}`)).toEqual([]);
  });

  it('rejects a bundle that carries a second brand theme', () => {
    expect(themeProblems('a', colors, themeRule('._t1', '#0e9f6e') + themeRule('._t2', '#f5c542'))).toEqual([
      'a: expected exactly one theme in the CSS, found 2',
    ]);
  });

  it('rejects a bundle whose only theme is another brand', () => {
    expect(themeProblems('a', colors, themeRule('._t2', '#f5c542'))).toEqual(['a: its theme colour primary (#0e9f6e) is not in its CSS']);
  });
});
