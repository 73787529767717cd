import { LineIcon } from '@playdeck/ui';
import type { HomeMenuItem } from './home-menu';

// Simple line drawings, one per menu entry; decorative (the label names the entry).
const PATHS: Record<HomeMenuItem['id'], string> = {
  index: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  LOTT: 'M12 3a9 9 0 100 18 9 9 0 000-18zM8 9h2v6M14 9h2l-2 6',
  LIVE: 'M4 6h16v10H4zM8 20h8M12 16v4M9 11l2 2 4-4',
  RNG: 'M4 5h16v14H4zM9 5v14M15 5v14M6 12h1M11.5 12h1M17 12h1',
  SPORTS: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7l4 3-1.5 5h-5L8 10z',
  PVP: 'M7 4h9l3 3v13H7zM11 10l2-2 2 2-2 3z',
  FISH: 'M3 12c3-5 9-5 13 0-4 5-10 5-13 0zM16 12l5-4v8zM8 11h.01',
  ESPORTS: 'M6 9h12a4 4 0 010 8l-2-2H8l-2 2a4 4 0 010-8zM8 12v2M7 13h2M15 13h2',
  COCKFIGHT: 'M6 18l3-6-3-4 5 1 3-4 1 5 4 2-5 2-1 4zM9 21h8',
  PROMO: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  VIP: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  AFFILIATE: 'M8 11a3 3 0 100-6 3 3 0 000 6zM3 20a5 5 0 0110 0M17 11a3 3 0 100-6M15 14a5 5 0 016 6',
};

export function MenuIcon({ id }: { id: HomeMenuItem['id'] }) {
  return <LineIcon path={PATHS[id]} />;
}
