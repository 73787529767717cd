import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { contract, SECURITY_ANSWER_MAX, type SecurityQuestions } from '@playdeck/api';
import {
  encodeMessage,
  fieldsOfCodes,
  FormPasswordField,
  FormTextField,
  KitForm,
  lengthBetween,
  required,
  SelectField,
  text,
  useKitForm,
  FormError,
  SubmitButton,
  useKitSubmit,
} from '@playdeck/form-kit';
import { paths } from '@playdeck/routes';
import { useToast } from '@playdeck/ui';
import { securityQuestionsChanged } from '../shared/security-summary-query';

export interface SecurityQuestionsValues {
  question1: string;
  answer1: string;
  question2: string;
  answer2: string;
  loginPassword: string;
}
type Field = keyof SecurityQuestionsValues;

const question = text([required('security_question_required')]);
const answer = text([required('security_answer_required'), lengthBetween(1, SECURITY_ANSWER_MAX, 'security_answer_length')]);
const differentQuestions = z.superRefine((values: SecurityQuestionsValues, context) => {
  if (values.question2 !== '' && values.question2 === values.question1) {
    context.addIssue({
      code: 'custom',
      message: encodeMessage({ key: 'security_question_same' }),
      path: ['question2'],
      input: values.question2,
    });
  }
});
const fields = { question1: question, answer1: answer, question2: question, answer2: answer };

/** The first time: two questions and their answers. */
const firstSchema = z.object({ ...fields, loginPassword: z.string() }).check(differentQuestions);
/** A change is confirmed with the login password. */
const changeSchema = z
  .object({ ...fields, loginPassword: text([required('security_login_password_required')], { trim: false }) })
  .check(differentQuestions);

const FIELD_OF_CODE = fieldsOfCodes(contract.security.setQuestions, {
  'user.or.password.wrong': 'loginPassword',
});
const ALIASES: Record<string, Field> = { answers: 'question2' };

/** Sets or changes the member's two security questions (encrypted body), then goes back to the security centre. */
export function SecurityQuestionsForm({ questions, chosen }: SecurityQuestions) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changing = chosen.length > 0;
  const form = useKitForm<SecurityQuestionsValues, SecurityQuestionsValues>({
    schema: changing ? changeSchema : firstSchema,
    defaultValues: {
      question1: chosen[0] ? String(chosen[0]) : '',
      answer1: '',
      question2: chosen[1] ? String(chosen[1]) : '',
      answer2: '',
      loginPassword: '',
    },
    dependents: { question1: ['question2'] },
  });
  const options = questions.map((entry) => ({ value: String(entry.id), label: entry.question }));

  const { submit } = useKitSubmit(form, contract.security.setQuestions, {
    body: (values) => {
      const answers = [
        { questionId: Number(values.question1), answer: values.answer1 },
        { questionId: Number(values.question2), answer: values.answer2 },
      ];
      return changing ? { answers, loginPassword: values.loginPassword } : { answers };
    },
    fields: ['question1', 'answer1', 'question2', 'answer2', 'loginPassword'],
    fieldOfCode: FIELD_OF_CODE,
    aliases: ALIASES,
    onDone: () => {
      void securityQuestionsChanged(queryClient);
      toast.show({ message: t('security_questions_saved'), kind: 'success' });
      navigate(paths.securityCenter, { replace: true });
    },
    busyWhenDone: true,
  });

  const pair = (index: 1 | 2) => (
    <>
      <SelectField
        name={`question${index}`}
        label={t('security_question_label', { number: index })}
        options={options}
        placeholder={t('security_question_placeholder')}
        data-testid={`security-question-${index}`}
      />
      <FormTextField
        name={`answer${index}`}
        label={t('security_answer_label', { number: index })}
        maxLength={SECURITY_ANSWER_MAX}
        autoComplete="off"
      />
    </>
  );

  return (
    <KitForm form={form} onValid={submit} data-testid="security-questions-form">
      {pair(1)}
      {pair(2)}
      {changing ? (
        <FormPasswordField
          name="loginPassword"
          label={t('security_login_password')}
          hint={t('security_login_password_hint')}
          autoComplete="current-password"
        />
      ) : null}
      <FormError data-testid="security-questions-error" />
      <SubmitButton data-testid="security-questions-submit">{t('security_questions_submit')}</SubmitButton>
    </KitForm>
  );
}
