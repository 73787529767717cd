import { BindMobileForm } from './bind-mobile-form';
import { BoundContactScreen } from './bound-contact-screen';

/** /m/member/bindMobile: binds a mobile number with an SMS code; a number another member holds is refused. */
export default function BindMobileScreen() {
  return (
    <BoundContactScreen
      titleKey="route_bind_mobile"
      testId="bind-mobile"
      current={(summary) => summary.mobile}
      introKey="security_mobile_intro"
    >
      <BindMobileForm />
    </BoundContactScreen>
  );
}
