import { describe, expect, it } from 'vitest';
import type { HelpSection } from '@playdeck/api';
import { initiallyOpen, readHelpLocation, scrollTarget, sectionHeading, sectionsShown } from './help-location';

const section = (title: string, tag: string, children = 0): HelpSection => ({
  title,
  tag,
  content: `<p>${title}</p>`,
  children: Array.from({ length: children }, (_, index) => ({ title: `${title} ${index}`, content: '' })),
});
const SECTIONS = [section('Account', 'register', 2), section('Deposits', 'deposit', 3), section('Promotions', 'promotions', 1)];
const at = (query: string) => readHelpLocation(new URLSearchParams(query));

describe('help location', () => {
  it('reads p and c as 0-based indexes, c only with p', () => {
    expect(at('p=1&c=2')).toEqual({ tag: null, section: 1, child: 2 });
    expect(at('c=2')).toEqual({ tag: null, section: null, child: null });
    expect(at('p=x&c=-1&tag=%20')).toEqual({ tag: null, section: null, child: null });
    expect(at('tag=deposit')).toEqual({ tag: 'deposit', section: null, child: null });
  });

  it('p opens that section (index 0 is the first) and c the child inside it', () => {
    const shown = sectionsShown(SECTIONS, null);
    expect([...initiallyOpen(shown, at('p=0'))]).toEqual([0]);
    expect([...initiallyOpen(shown, at('p=1&c=2'))]).toEqual([1]);
    expect(scrollTarget(shown, at('p=1&c=2'))).toEqual({ section: 1, child: 2 });
    expect(scrollTarget(shown, at('p=1&c=9'))).toEqual({ section: 1, child: null });
  });

  it('an index past the end opens nothing', () => {
    const shown = sectionsShown(SECTIONS, null);
    expect(initiallyOpen(shown, at('p=7')).size).toBe(0);
    expect(scrollTarget(shown, at('p=7'))).toBeNull();
  });

  it('a tag keeps its sections, numbered as in the full list, and opens them', () => {
    const shown = sectionsShown(SECTIONS, 'Promotions');
    expect(shown.map(({ index }) => index)).toEqual([2]);
    expect([...initiallyOpen(shown, at('tag=promotions'))]).toEqual([2]);
    expect(scrollTarget(shown, at('tag=promotions'))).toEqual({ section: 2, child: null });
    expect(sectionsShown(SECTIONS, 'unknown')).toEqual([]);
  });

  it('titles a section with its 1-based number', () => {
    expect(sectionHeading(0, 'Account')).toBe('1. Account');
  });
});
