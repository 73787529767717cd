import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import { PolicyModal } from './policy-modal';
import type { PolicyDocumentId } from '@playdeck/screen-kit/policy';
import * as styles from './terms.css';

export interface TermsAgreementProps {
  agreed: boolean;
  onChange: (agreed: boolean) => void;
}

/** "I am over {{age}} and agree to the user agreement and privacy policy", each link opening its popup. */
export function TermsAgreement({ agreed, onChange }: TermsAgreementProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<PolicyDocumentId | null>(null);
  const link = (document: PolicyDocumentId) => (
    <button type="button" className={styles.link} onClick={() => setOpen(document)} data-testid={`terms-open-${document}`} />
  );
  return (
    <Stack gap="xs">
      <Inline gap="sm" align="start" nowrap>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={agreed}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={agreed ? undefined : `${id}-required`}
          data-testid="terms-checkbox"
        />
        {/* The links sit inside the label: activating them opens a popup and leaves the box as it is. */}
        <label htmlFor={id} className={styles.label}>
          <Trans i18nKey="terms_agree" values={{ age: brand.minimumAge }} components={{ terms: link('terms'), privacy: link('privacy') }} />
        </label>
      </Inline>
      {agreed ? null : (
        <Text id={`${id}-required`} size="sm" tone="danger" role="status">
          {t('terms_agree_required')}
        </Text>
      )}
      <PolicyModal id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
