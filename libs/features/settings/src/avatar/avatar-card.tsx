import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { isSessionEnded } from '@playdeck/session/api';
import { staticAvatarsQuery } from '../settings-queries';
import { useMemberAvatar } from '@playdeck/site-data';
import { useToast } from '@playdeck/ui';
import { Card, Inline, Stack, Text } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { CurrentAvatar } from './current-avatar';
import { CustomAvatarUpload } from './custom-avatar-upload';
import { StaticAvatarGrid } from './static-avatar-grid';
import { useSetAvatar, type AvatarChoice } from './use-set-avatar';

/** The avatar: the current one, the static ones to pick from, and a photo of the member's own. */
export function AvatarCard({ name }: { name: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const avatar = useMemberAvatar();
  const statics = useQuery(staticAvatarsQuery());
  const { setAvatar, pending } = useSetAvatar();

  const choose = async (choice: AvatarChoice) => {
    try {
      if (await setAvatar(choice)) toast.show({ message: t('settings_avatar_saved'), kind: 'success' });
    } catch (error) {
      if (isSessionEnded(error)) return;
      const { key, params } = describeError(error);
      toast.show({ message: t(key, params), kind: 'error' });
    }
  };

  const selected = avatar.data?.avatarType === 'STATIC' ? avatar.data.avatar : null;
  return (
    <Card gap="md" data-testid="settings-avatar">
      <Text as="h2" size="lg" weight="bold">
        {t('settings_avatar_title')}
      </Text>
      <Inline gap="md" align="center">
        <CurrentAvatar name={name} label={t('settings_avatar_current')} />
        <Text size="sm" tone="muted">
          {t('settings_avatar_intro')}
        </Text>
      </Inline>
      <QueryState query={statics} testId="static-avatars" titleKey="settings_load_failed" skeletonRows={2}>
        {({ avatars }) => (
          <Stack gap="md">
            <StaticAvatarGrid
              avatars={avatars}
              selected={selected}
              pending={pending?.avatarType === 'STATIC' ? pending.avatar : pending ? '' : null}
              onChoose={(id) => void choose({ avatarType: 'STATIC', avatar: id })}
            />
            <CustomAvatarUpload setAvatar={setAvatar} busy={pending !== null} />
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
