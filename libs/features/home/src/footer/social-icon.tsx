import type { SocialLink } from '@playdeck/api';

// Simplified marks, drawn in currentColor; decorative (each link is named by its text).
const MARKS: Record<SocialLink['type'], string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 01.5-.5z',
  youtube: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3zM10 9v6l5-3z',
  tiktok: 'M14 3h3a4 4 0 004 4v3a7 7 0 01-4-1.3V15a6 6 0 11-6-6v3.2A3 3 0 1014 15z',
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-2.5a1 1 0 100 2 1 1 0 000-2z',
  zalo: 'M4 4h16a1 1 0 011 1v11a1 1 0 01-1 1h-9l-5 4v-4H4a1 1 0 01-1-1V5a1 1 0 011-1zm3 4v1.5h3.5L7 14h5v-1.5H8.5L12 8z',
  telegram: 'M21 4L2.5 11.2c-.8.3-.8 1.4 0 1.7L7 14.5l2 6 3-3.5 4.5 3.3c.6.4 1.4.1 1.6-.6z',
  twitter: 'M4 4h4.5l4 5.5L17 4h2.5l-5.8 7.1L20.5 20H16l-4.3-5.9L6.8 20H4.3l6.2-7.5z',
};

export function SocialIcon({ type }: { type: SocialLink['type'] }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" fillRule="evenodd" aria-hidden="true">
      <path d={MARKS[type]} />
    </svg>
  );
}
