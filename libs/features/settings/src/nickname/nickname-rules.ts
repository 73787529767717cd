import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, NICKNAME_PATTERN } from '@playdeck/api';
import { lengthBetween, matches, required, satisfies, text } from '@playdeck/form-kit';

/** The platform's nickname rule (contract `nicknameSchema`), with the screen's messages; the current one is no change. */
export function nicknameText(current: string | null) {
  return text([
    required('settings_nickname_required'),
    lengthBetween(NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH, 'settings_nickname_length'),
    matches(NICKNAME_PATTERN, 'settings_nickname_characters'),
    satisfies((value) => (current !== null && value === current ? { key: 'settings_nickname_unchanged' } : null)),
  ]);
}
