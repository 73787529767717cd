import { useTranslation } from 'react-i18next';
import { Modal } from '@playdeck/ui';
import { LoginForm } from './login-form';
import { closeLoginPrompt, useLoginPrompt } from './login-prompt';

/** The login form in a modal, over whatever page asked for it. */
export default function LoginModal() {
  const { t } = useTranslation();
  const open = useLoginPrompt((state) => state.open);
  return (
    <Modal open={open} onClose={closeLoginPrompt} title={t('login_title')} closeLabel={t('header_close')}>
      <LoginForm onSuccess={closeLoginPrompt} onLeave={closeLoginPrompt} />
    </Modal>
  );
}
