import { Stack } from '@playdeck/ui/layout';
import { RealAccountOnly } from '../guards/real-account-only';
import { ChangePasswordForm } from './change-password-form';

/** /m/changePsw (the route already sends visitors home); trial users are told to use a real account. */
export default function ChangePasswordScreen() {
  return (
    <Stack as="section" padding="lg">
      <RealAccountOnly>
        <ChangePasswordForm />
      </RealAccountOnly>
    </Stack>
  );
}
