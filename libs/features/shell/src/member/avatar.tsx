import { avatarInitial } from './member-name';
import * as styles from './avatar.css';

/** The member's avatar: the name's initial (the contract has no avatar call yet). Decorative: the name is shown beside it. */
export function Avatar({ name }: { name: string }) {
  return (
    <span className={styles.avatar} aria-hidden="true" data-testid="member-avatar">
      {avatarInitial(name)}
    </span>
  );
}
