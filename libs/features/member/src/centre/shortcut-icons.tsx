import { LineIcon } from '@playdeck/ui';
import type { ShortcutId } from './shortcuts';

// 24×24 stroke icons, one path each; decorative (the label is beside them).
const ICON_PATHS: Record<ShortcutId | 'logout' | 'refresh', string> = {
  deposit: 'M12 3v12m0 0l-4-4m4 4l4-4M4 17v3h16v-3',
  withdraw: 'M12 15V3m0 0L8 7m4-4l4 4M4 17v3h16v-3',
  transfer: 'M4 8h14l-3-3M20 16H6l3 3',
  records: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  rewards: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  inbox: 'M3 6h18v12H3zM3 6l9 7 9-7',
  settings: 'M12 9a3 3 0 100 6 3 3 0 000-6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  security: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  kyc: 'M3 5h18v14H3zM7 10a2 2 0 104 0 2 2 0 00-4 0M5.5 16c.5-2 2-3 3.5-3s3 1 3.5 3M14 9h4M14 13h4',
  changePassword: 'M6 11h12v10H6zM8 11V7a4 4 0 018 0v4',
  liveChat: 'M4 5h16v11H9l-5 4zM8 10h8M8 13h5',
  feedback: 'M4 4h16v12H8l-4 4zM12 7v4M12 13v.5',
  customerService: 'M4 13a8 8 0 0116 0M4 13v4h3v-5H4M20 13v4h-3v-5h3M17 17c0 2-2 3-5 3',
  agent: 'M9 8a3 3 0 106 0 3 3 0 00-6 0M4 20c0-4 4-6 8-6s8 2 8 6',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  refresh: 'M20 12a8 8 0 11-3-6.2M20 4v5h-5',
};

export function ShortcutIcon({ id, size = 24 }: { id: keyof typeof ICON_PATHS; size?: number }) {
  return <LineIcon path={ICON_PATHS[id]} size={size} />;
}
