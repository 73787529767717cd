/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it, else the old selection copy
 * (insecure origins, older WebViews). False when neither worked, so the caller can say so.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, not focused): the selection copy may still work.
    }
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen and unzoomed (16px), so iOS neither scrolls nor zooms to it.
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', fontSize: '16px', opacity: '0' });
  document.body.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
