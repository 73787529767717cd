import { useMemberAvatarSource } from '@playdeck/site-data';
import * as styles from '../settings.css';

/** The member's avatar as the header shows it, larger: the chosen picture, else the name's initial. */
export function CurrentAvatar({ name, label }: { name: string; label: string }) {
  const source = useMemberAvatarSource();
  if (source) return <img className={styles.currentAvatar} src={source} alt={label} data-testid="settings-current-avatar" />;
  return (
    <span className={styles.currentAvatar} role="img" aria-label={label} data-testid="settings-current-avatar">
      {Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?'}
    </span>
  );
}
