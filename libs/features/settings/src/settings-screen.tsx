import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@playdeck/routes';
import { profileQuery } from './settings-queries';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { SectionedList, type RowLinkComponent } from '@playdeck/ui/patterns';
import { QueryState } from '@playdeck/screen-kit';
import { AvatarCard } from './avatar/avatar-card';
import { LanguageCard } from './language/language-card';
import { NicknameForm } from './nickname/nickname-form';

const RouterLink: RowLinkComponent = ({ to, ...props }) => <Link to={to} {...props} />;

/**
 * /m/set, personal settings: avatar (a static one or a photo of the member's own), nickname, the bound
 * e-mail (binding it is the security centre's) and the language.
 */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery());
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_set')} data-testid="settings-screen">
      <QueryState query={profile} testId="settings" titleKey="settings_load_failed" skeletonRows={4}>
        {({ nickname, account, maskedEmail }) => (
          <>
            <AvatarCard name={nickname || account} />
            <Card gap="md" data-testid="settings-nickname">
              <Text as="h2" size="lg" weight="bold">
                {t('settings_nickname_title')}
              </Text>
              <NicknameForm key={nickname ?? ''} current={nickname} />
            </Card>
            <SectionedList
              data-testid="settings-account"
              linkComponent={RouterLink}
              sections={[
                {
                  id: 'account',
                  title: t('settings_account_title'),
                  rows: [
                    { id: 'account', label: t('settings_account'), value: account },
                    { id: 'email', label: t('settings_email'), value: maskedEmail ?? t('settings_email_none'), to: paths.securityCenter },
                  ],
                },
              ]}
            />
          </>
        )}
      </QueryState>
      <LanguageCard />
    </Stack>
  );
}
