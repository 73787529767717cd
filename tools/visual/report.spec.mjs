import { describe, expect, it } from 'vitest';
import { brandReportHtml, reportFiles } from './report.mjs';

describe('the visual report', () => {
  const results = [
    { status: 'passed', file: 'ui-button--primary.en.png', title: 'UI/Button / Primary', language: 'EN' },
    {
      status: 'passed',
      file: 'screens-vip--default.en.png',
      title: 'Screens/VIP / Default',
      language: 'EN',
      tries: [
        { number: 1, actual: 'screens-vip--default.en.try1.actual.png', diff: 'screens-vip--default.en.try1.diff.png' },
        { number: 2, error: 'Storybook: the story aborted' },
      ],
    },
    {
      status: 'changed',
      file: 'screens-login--sign-in.en.png',
      title: 'Screens/Login / Sign In',
      language: 'EN',
      changed: 120,
      sizes: { baseline: [412, 839], actual: [412, 839] },
    },
    { status: 'missing', file: 'screens-home--visitor.ty.png', title: 'Screens/Home / Visitor', language: 'TY' },
    { status: 'error', file: 'ui-modal--open.en.png', title: 'UI/Modal / <Open>', language: 'EN', error: 'Storybook: the story errored' },
  ];
  const html = brandReportHtml({ brand: 'lucky', results, stale: ['old--story.en.png'], excluded: [], seconds: 12.3, accepted: false });

  it('shows a changed picture as baseline, new picture and diff, and the command that accepts it', () => {
    const files = reportFiles('screens-login--sign-in.en.png');
    expect(files).toEqual({
      expected: 'screens-login--sign-in.en.expected.png',
      actual: 'screens-login--sign-in.en.actual.png',
      diff: 'screens-login--sign-in.en.diff.png',
    });
    for (const file of Object.values(files)) expect(html).toContain(`src="${file}"`);
    expect(html).toContain('120 pixels differ');
    expect(html).toContain('npm run visual -- --brand lucky --accept');
  });

  it('lists the pictures without a baseline, the stories that failed (escaped) and stale baselines', () => {
    expect(html).toContain('2 unchanged, 1 changed, 1 without a baseline, 1 failed to render');
    expect(html).toContain('src="screens-home--visitor.ty.actual.png"');
    expect(html).toContain('UI/Modal / &lt;Open&gt;');
    expect(html).toContain('Storybook: the story errored');
    expect(html).toContain('old--story.en.png');
  });

  it('shows what the earlier tries of a picture that matched only later saw', () => {
    expect(html).toContain('Matched only on a later try');
    expect(html).toContain('src="screens-vip--default.en.try1.actual.png"');
    expect(html).toContain('src="screens-vip--default.en.try1.diff.png"');
    expect(html).toContain('Try 2: Storybook: the story aborted');
  });
});
