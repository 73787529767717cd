import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { contract, countWords, FEEDBACK_MAX_CHARACTERS } from '@playdeck/api';
import { brand } from '@playdeck/brand';
import { fieldsOfCodes, KitForm, useKitForm, useKitFormContext, SubmitButton, useKitSubmit } from '@playdeck/form-kit';
import { useToast } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { TextAreaField } from '../shared/text-area-field';
import { feedbackLengthMessage, feedbackSchema, type WordBounds } from './feedback-rules';

interface FeedbackValues {
  content: string;
}

/** The feedback text with its word count against the brand's bounds, as the member types. */
function FeedbackField({ bounds }: { bounds: WordBounds }) {
  const { t } = useTranslation();
  const { control } = useKitFormContext();
  const content = String(useWatch({ control, name: 'content' }) ?? '');
  return (
    <TextAreaField
      name="content"
      label={t('support_feedback_label')}
      hint={t('support_feedback_hint', { min: bounds.minWords, max: bounds.maxWords, count: countWords(content) })}
      maxLength={FEEDBACK_MAX_CHARACTERS}
    />
  );
}

/**
 * /m/feedback: the member writes feedback between the brand's bounds in words (spec section 5), sent
 * with PUT (section 7). A text outside the bounds is refused before sending, and by the platform too.
 */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const bounds = brand.feedback;
  const form = useKitForm<FeedbackValues, FeedbackValues>({ schema: feedbackSchema(bounds), defaultValues: { content: '' } });

  const { submit } = useKitSubmit(form, contract.support.feedback, {
    body: ({ content }) => ({ content }),
    fields: ['content'],
    fieldOfCode: fieldsOfCodes(contract.support.feedback, { 'feedback.length.invalid': 'content' }),
    messageFor: (refusal) =>
      refusal.errorCode === 'feedback.length.invalid'
        ? feedbackLengthMessage({
            minWords: refusal.value?.minWords ?? bounds.minWords,
            maxWords: refusal.value?.maxWords ?? bounds.maxWords,
          })
        : null,
    formRefusals: 'toast',
    onDone: () => {
      toast.show({ message: t('support_feedback_sent'), kind: 'success' });
      form.reset({ content: '' });
    },
  });

  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_feedback')}>
      <Card gap="md">
        <Text size="sm" tone="muted">
          {t('support_feedback_intro')}
        </Text>
        <KitForm form={form} onValid={submit} data-testid="feedback-form">
          <FeedbackField bounds={bounds} />
          <SubmitButton data-testid="feedback-submit">{t('support_feedback_submit')}</SubmitButton>
        </KitForm>
      </Card>
    </Stack>
  );
}
