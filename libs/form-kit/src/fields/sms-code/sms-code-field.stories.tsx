import type { Meta, StoryObj } from '@storybook/react-vite';
import * as z from 'zod/mini';
import { FormTextField } from '../text/form-text-field';
import { matches, required, text } from '../../schema/text-rules';
import { useKitFormContext } from '../../form/kit-form';
import { StoryForm } from '../../testing/story-form';
import { SmsCodeField } from './sms-code-field';
import { useSmsCode } from './use-sms-code';

const schema = z.object({
  mobileNum: text([required('validation_mobile_required'), matches(/^\d{6,15}$/, 'validation_mobile_format', { min: 6 })]),
  verificationCode: text([required('in_vwrite_code'), matches(/^\d{6}$/, 'validation_sms_code_format')]),
});

function Fields({ seconds }: { seconds: number }) {
  const form = useKitFormContext();
  const sms = useSmsCode({
    validateMobile: () => form.checkFields(['mobileNum'], { focus: true }).length === 0,
    // The platform answers when another code may be asked for.
    request: () => new Promise((resolve) => setTimeout(() => resolve({ expirationTime: Date.now() + seconds * 1000 }), 600)),
  });
  return (
    <>
      <FormTextField name="mobileNum" label="Mobile number" type="tel" inputMode="tel" />
      <SmsCodeField sms={sms} />
    </>
  );
}

function SmsLogin({ seconds }: { seconds: number }) {
  return (
    <StoryForm schema={schema} defaultValues={{ mobileNum: '', verificationCode: '' }}>
      <Fields seconds={seconds} />
    </StoryForm>
  );
}

const meta = { title: 'Form kit/SmsCodeField', component: SmsLogin } satisfies Meta<typeof SmsLogin>;
export default meta;

/** "Get code" checks the number first, then shows the spec's toasts and counts down. */
export const Default: StoryObj<typeof meta> = { args: { seconds: 10 } };
