import { useMemberAvatarSource } from '@playdeck/site-data';
import { avatarInitial } from './member-name';
import * as styles from './avatar.css';

/**
 * The member's avatar: the head icon they chose (a static picture, or their own upload), else the name's
 * initial. Decorative: the name is shown beside it.
 */
export function Avatar({ name }: { name: string }) {
  const source = useMemberAvatarSource();
  if (source) return <img className={styles.avatar} src={source} alt="" aria-hidden="true" data-testid="member-avatar" />;
  return (
    <span className={styles.avatar} aria-hidden="true" data-testid="member-avatar">
      {avatarInitial(name)}
    </span>
  );
}
