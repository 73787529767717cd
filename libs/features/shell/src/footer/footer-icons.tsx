import type { FooterIcon as FooterIconName } from './footer-items';

const PATHS: Record<FooterIconName, string> = {
  promotion: 'M4 10h16v10H4zM3 6h18v4H3zM12 6v14M12 6c-1.5-3-5-3-5 0M12 6c1.5-3 5-3 5 0',
  record: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  service: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2-5 2',
  member: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  other: 'M5 12h.01M12 12h.01M19 12h.01',
};

export function FooterIcon({ name }: { name: FooterIconName }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={name === 'other' ? 3 : 1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
