import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { contract, countWords, FEEDBACK_MAX_CHARACTERS } from '@playdeck/api';
import { brand } from '@playdeck/brand';
import { fieldsOfCodes, KitForm, mapServerError, useKitForm, useKitFormContext } from '@playdeck/form-kit';
import { apiClient, isSessionEnded } from '@playdeck/session/api';
import { Button, useToast } from '@playdeck/ui';
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
  const sending = useRef(false);
  const [pending, setPending] = useState(false);

  const send = async ({ content }: FeedbackValues) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      await apiClient.call(contract.support.feedback, { body: { content } });
      toast.show({ message: t('support_feedback_sent'), kind: 'success' });
      form.reset({ content: '' });
    } catch (error) {
      if (isSessionEnded(error)) return;
      const { field, message } = mapServerError(error, {
        fields: ['content'],
        fieldOfCode: fieldsOfCodes(contract.support.feedback, { 'feedback.length.invalid': 'content' }),
        messageFor: (refusal) =>
          refusal.errorCode === 'feedback.length.invalid'
            ? feedbackLengthMessage({
                minWords: refusal.value?.minWords ?? bounds.minWords,
                maxWords: refusal.value?.maxWords ?? bounds.maxWords,
              })
            : null,
      });
      if (field) form.refuse(field, message);
      else toast.show({ message: t(message.key, message.params), kind: 'error' });
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_feedback')}>
      <Card gap="md">
        <Text size="sm" tone="muted">
          {t('support_feedback_intro')}
        </Text>
        <KitForm form={form} onValid={send} data-testid="feedback-form">
          <FeedbackField bounds={bounds} />
          <Button type="submit" block loading={pending} data-testid="feedback-submit">
            {t('support_feedback_submit')}
          </Button>
        </KitForm>
      </Card>
    </Stack>
  );
}
