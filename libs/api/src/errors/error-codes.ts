/**
 * Error codes the platform answers (upstream-contract.md, plus the ones our platform adds where the
 * operator's codes are not known), each mapped to an i18n key of the spec's error catalogue (section 8).
 * An unknown code maps to `error_unknown` and is shown with the code.
 */
export const ERROR_CATALOGUE = {
  // Session
  'login.not.session': 'error_logged_out_elsewhere',
  'user.or.token.invalid': 'error_not_logged_in',
  CUSTOMER_NOT_LOGIN: 'error_not_logged_in',
  token_ip_different: 'error_logged_out_elsewhere',
  duplicateLogin: 'error_logged_out_elsewhere',
  nologin: 'error_not_logged_in',
  // Login and accounts
  us_forbidden_login_error: 'error_non_member_login',
  USER_NOT_EXIST: 'error_user_not_exist',
  login_verify_required: 'error_login_verify_required',
  'identity.token.invalid': 'error_identity_token_invalid',
  'login.password.error': 'error_wrong_credentials',
  'captcha.required': 'error_captcha_required',
  'captcha.error': 'error_verification_code',
  'sms.code.error': 'error_verification_code',
  'username.exists': 'error_username_exists',
  'mobile.exists': 'error_mobile_exists',
  'invitation.code.invalid': 'invitation_code_error',
  'agent.info.error': 'error_agent_info',
  'referrer.link.error': 'error_referrer_link',
  'modify.new.old.same': 'error_password_same',
  'old.password.error': 'error_old_password',
  'email.not.match': 'error_email_not_match',
  'non.agent.login': 'error_non_agent_login',
  'trial.forbidden': 'error_trial_forbidden',
  'trial.device.in.use': 'error_trial_device_in_use',
  'permission.denied': 'error_no_permission',
  // Platform state
  TOO_MANY_REQUEST: 'error_too_many_requests',
  'system.maintenance': 'error_maintenance',
  'region.restricted': 'error_access_restricted',
  'system.upgrading': 'error_system_upgrading',
  'merchant.acct.setup.err': 'error_no_permission',
  bind_customer_required: 'error_no_permission',
  'function.not.available': 'error_no_permission',
  request_param_err: 'error_request_param',
  request_body_required: 'error_request_param',
  'request.body.too.large': 'error_request_too_large',
  'request.url.empty': 'error_url_empty',
  'not.found': 'error_not_found',
  // Money
  'balance.insufficient': 'error_balance_insufficient',
  'withdraw.amount.below.min': 'error_withdraw_below_min',
  'withdraw.amount.above.max': 'error_withdraw_above_max',
  'withdraw.daily.count.exceeded': 'error_withdraw_daily_count',
  'payment.password.required': 'error_payment_password_required',
  'payment.password.wrong': 'error_payment_password_wrong',
  'payment.password.locked': 'error_payment_password_locked',
  'bankcard.number.invalid': 'error_bankcard_number',
  'bankcard.payee.mismatch': 'error_bankcard_payee',
  'bankcard.duplicate': 'error_bankcard_duplicate',
  'bankcard.limit': 'error_bankcard_limit',
  'bankcard.not.found': 'error_bankcard_not_found',
  'deposit.amount.out.of.range': 'error_deposit_amount_range',
  'deposit.channel.unavailable': 'error_deposit_channel',
  'deposit.pending.limit': 'error_deposit_pending_limit',
  'request.id.reused': 'error_request_id_reused',
  'user.or.password.wrong': 'error_login_password_wrong',
  // Rewards
  'reward.offer.not.found': 'error_reward_offer_not_found',
  'reward.offer.not.open': 'error_reward_offer_not_open',
  'reward.already.applied': 'error_reward_already_applied',
  'reward.application.not.found': 'error_reward_application_not_found',
  'reward.not.claimable': 'error_reward_not_claimable',
  'promo.code.invalid': 'error_promo_code_invalid',
  'promo.code.used': 'error_promo_code_used',
  // Uploads
  'upload.type.invalid': 'error_upload_type',
  'upload.too.large': 'error_upload_too_large',
  'upload.not.found': 'error_upload_not_found',
  'upload.in.use': 'error_upload_in_use',
  'upload.quota.exceeded': 'error_upload_quota',
  // KYC
  'kyc.under.review': 'error_kyc_under_review',
  'kyc.verified': 'error_kyc_verified',
  'kyc.age.under': 'error_kyc_age_under',
  // Responsible gaming
  'rg.deposit.limit': 'error_rg_deposit_limit',
  'rg.time.out': 'error_rg_time_out',
  'rg.self.excluded': 'error_rg_self_excluded',
  // Agent rebates and contracts
  'agent.member.not.found': 'error_agent_member_not_found',
  'rebate.rate.above.own': 'error_rebate_rate_above_own',
  'agent.contract.not.pending': 'error_agent_contract_not_pending',
  // Support
  'feedback.length.invalid': 'error_feedback_length',
  // Accounts (added with the session calls)
  'password.confirm.mismatch': 'in_confirmation_correct',
} as const;

export type KnownErrorCode = keyof typeof ERROR_CATALOGUE;
export type ErrorMessageKey =
  (typeof ERROR_CATALOGUE)[KnownErrorCode] | 'error_unknown' | 'error_network' | 'error_slow_connection' | 'error_bad_response';

export function isKnownErrorCode(code: string): code is KnownErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

export function errorMessageKey(code: string): ErrorMessageKey {
  return isKnownErrorCode(code) ? ERROR_CATALOGUE[code] : 'error_unknown';
}
