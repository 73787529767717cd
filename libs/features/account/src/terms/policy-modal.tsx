import { useTranslation } from 'react-i18next';
import { Modal } from '@playdeck/ui';
import { POLICY_DOCUMENTS, PolicyDocument, type PolicyDocumentId } from '@playdeck/screen-kit/policy';

/** The user agreement or privacy policy as a popup (spec section 2: register's terms and policy popups). */
export function PolicyModal({ id, onClose }: { id: PolicyDocumentId | null; onClose: () => void }) {
  const { t } = useTranslation();
  const shown = id ?? 'terms';
  return (
    <Modal open={id !== null} onClose={onClose} title={t(POLICY_DOCUMENTS[shown].titleKey)} closeLabel={t('terms_close')}>
      <PolicyDocument id={shown} placement="popup" />
    </Modal>
  );
}
