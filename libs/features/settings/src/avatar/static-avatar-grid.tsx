import { useTranslation } from 'react-i18next';
import { staticAvatarUrl } from '@playdeck/api';
import * as styles from '../settings.css';

export interface StaticAvatarGridProps {
  avatars: readonly string[];
  /** The static avatar in use, if the member's avatar is one. */
  selected: string | null;
  /** The one being saved: every choice waits for it. */
  pending: string | null;
  onChoose: (avatar: string) => void;
}

/** The platform's static avatars, one button each; the one in use is pressed. */
export function StaticAvatarGrid({ avatars, selected, pending, onChoose }: StaticAvatarGridProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.avatarGrid} aria-label={t('settings_avatar_choices')} data-testid="static-avatars">
      {avatars.map((avatar) => (
        <li key={avatar}>
          <button
            type="button"
            className={styles.avatarChoice}
            aria-pressed={selected === avatar}
            aria-busy={pending === avatar || undefined}
            disabled={pending !== null}
            onClick={() => onChoose(avatar)}
            data-testid={`static-avatar-${avatar}`}
          >
            <img
              className={styles.avatarChoiceImage}
              src={staticAvatarUrl(avatar)}
              alt={t('settings_avatar_static', { number: Number.parseInt(avatar, 10) })}
              loading="lazy"
              width={56}
              height={56}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
