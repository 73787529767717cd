import { RealAccountOnly } from '../guards/real-account-only';
import { ChangePasswordForm } from './change-password-form';
import * as styles from './password-form.css';

/** /m/changePsw (the route already sends visitors home); trial users are told to use a real account. */
export default function ChangePasswordScreen() {
  return (
    <section className={styles.screen}>
      <RealAccountOnly>
        <ChangePasswordForm />
      </RealAccountOnly>
    </section>
  );
}
