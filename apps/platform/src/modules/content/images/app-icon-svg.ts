import { svgDocument } from './svg';

/** The app-download block's icon: a phone with a download arrow. */
export function appIconSvg(): string {
  return svgDocument(
    192,
    192,
    `<rect width="192" height="192" rx="40" fill="#1f2937"/>` +
      `<rect x="58" y="28" width="76" height="136" rx="12" fill="none" stroke="#fff" stroke-width="8"/>` +
      `<path d="M96 62v52m-22-22 22 22 22-22" fill="none" stroke="#22c55e" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}
