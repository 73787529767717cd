import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { securityQuestionsQuery } from './security-questions-query';
import { Stack, TitledCard } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { SecurityQuestionsForm } from './security-questions-form';

/**
 * /m/member/securityQuestions: the member picks two of the platform's questions and answers them; a change
 * asks for the login password. Answers are never shown again (the platform keeps only their hashes).
 */
export default function SecurityQuestionsScreen() {
  const { t } = useTranslation();
  const questions = useQuery(securityQuestionsQuery());
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_security_questions')}>
      <QueryState query={questions} testId="security-questions" titleKey="security_load_failed" skeletonRows={4}>
        {(data) => {
          const changing = data.chosen.length > 0;
          return (
            <TitledCard
              heading={t(changing ? 'security_questions_change_title' : 'security_questions_set_title')}
              intro={t(changing ? 'security_questions_change_intro' : 'security_questions_set_intro')}
            >
              <SecurityQuestionsForm key={String(changing)} {...data} />
            </TitledCard>
          );
        }}
      </QueryState>
    </Stack>
  );
}
