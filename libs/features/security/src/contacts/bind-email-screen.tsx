import { BindEmailForm } from './bind-email-form';
import { BoundContactScreen } from './bound-contact-screen';

/** /m/member/bindEmail: binds an e-mail address with a code sent to it (settings' e-mail row leads here too). */
export default function BindEmailScreen() {
  return (
    <BoundContactScreen
      titleKey="route_bind_email"
      testId="bind-email"
      current={(summary) => summary.email}
      introKey="security_email_intro"
    >
      <BindEmailForm />
    </BoundContactScreen>
  );
}
