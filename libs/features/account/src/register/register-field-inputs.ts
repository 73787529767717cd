import type { InputHTMLAttributes } from 'react';
import type { FormField } from './register-fields';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;

/** How each plain text field is labelled and typed (the mobile number, captcha and SMS code have their own). */
export const FIELD_INPUTS: Readonly<
  Record<Exclude<FormField, 'mobileNum' | 'captcha' | 'verificationCode'>, InputProps & { labelKey: string }>
> = {
  username: { labelKey: 'register_field_username', autoComplete: 'username' },
  password: { labelKey: 'register_field_password', type: 'password', autoComplete: 'new-password' },
  confirmPassword: { labelKey: 'register_field_confirm_password', type: 'password', autoComplete: 'new-password' },
  affiliateCode: { labelKey: 'register_field_affiliate_code', autoComplete: 'off' },
  recommenderId: { labelKey: 'register_field_recommender', autoComplete: 'off' },
  nickname: { labelKey: 'register_field_nickname', autoComplete: 'nickname' },
  payeeName: { labelKey: 'register_field_real_name', autoComplete: 'name' },
  email: { labelKey: 'register_field_email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  paymentPassword: { labelKey: 'register_field_payment_password', type: 'password', autoComplete: 'off' },
  idNumber: { labelKey: 'register_field_id_number', autoComplete: 'off' },
  qqNum: { labelKey: 'register_field_qq', inputMode: 'numeric', autoComplete: 'off' },
  facebook: { labelKey: 'register_field_facebook', autoComplete: 'off' },
  wechat: { labelKey: 'register_field_wechat', autoComplete: 'off' },
  line: { labelKey: 'register_field_line', autoComplete: 'off' },
  whatsapp: { labelKey: 'register_field_whatsapp', type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  zalo: { labelKey: 'register_field_zalo', type: 'tel', inputMode: 'tel', autoComplete: 'off' },
};
