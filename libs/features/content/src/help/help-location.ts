import type { HelpSection } from '@playdeck/api';

/**
 * What /m/help?tag=&p=&c= asks for. `p` is the section's 0-based index in the help centre's list and `c`
 * the child's 0-based index in its section: the help menu block links /m/help?p={index} with the list
 * index. Section titles show the 1-based number ("1. Deposits").
 */
export interface HelpLocation {
  tag: string | null;
  section: number | null;
  child: number | null;
}

function index(raw: string | null): number | null {
  if (raw === null || !/^\d{1,4}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

export function readHelpLocation(params: URLSearchParams): HelpLocation {
  const tag = params.get('tag')?.trim() || null;
  const section = index(params.get('p'));
  return { tag, section, child: section === null ? null : index(params.get('c')) };
}

export interface NumberedSection {
  /** Index in the full list: what `p` and the shown number refer to, whatever the tag filter. */
  index: number;
  section: HelpSection;
}

/** The sections shown: all of them, or with `?tag=` only those of that tag (case does not matter). */
export function sectionsShown(sections: readonly HelpSection[], tag: string | null): NumberedSection[] {
  const numbered = sections.map((section, index) => ({ index, section }));
  if (!tag) return numbered;
  return numbered.filter(({ section }) => section.tag.toLowerCase() === tag.toLowerCase());
}

/** Section numbers open at first: the one `p` names, and with a tag every section shown. */
export function initiallyOpen(shown: readonly NumberedSection[], location: HelpLocation): Set<number> {
  const open = new Set<number>();
  if (location.tag) for (const { index } of shown) open.add(index);
  if (location.section !== null && shown.some(({ index }) => index === location.section)) open.add(location.section);
  return open;
}

/** The element to bring into view: the asked child, else the asked section, else the first tagged one. */
export function scrollTarget(shown: readonly NumberedSection[], location: HelpLocation): { section: number; child: number | null } | null {
  const asked = location.section === null ? undefined : shown.find(({ index }) => index === location.section);
  if (asked) {
    const child = location.child !== null && location.child < asked.section.children.length ? location.child : null;
    return { section: asked.index, child };
  }
  if (location.tag && shown.length > 0) return { section: shown[0]!.index, child: null };
  return null;
}

export const sectionHeading = (index: number, title: string) => `${index + 1}. ${title}`;
