/** Lower case without diacritics, so "rong vang" finds "Rồng Vàng" and "GOLDEN" finds "Golden". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a game's name search runs against: both languages' names, folded. */
export function gameSearchText(nameEn: string, nameTy: string): string {
  return `${foldForSearch(nameEn)} | ${foldForSearch(nameTy)}`;
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, '\\$&')}%`;
}
