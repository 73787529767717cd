import { useTranslation } from 'react-i18next';
import type { Kyc } from '@playdeck/api';
import { Card, Text } from '@playdeck/ui/layout';
import { KeyValueSummary } from '@playdeck/ui/patterns';
import { DOCUMENT_ORDER, FIELD_LABEL, FIELD_ORDER } from './kyc-fields';
import * as styles from './kyc.css';
import { UploadedImage } from './uploaded-image';

/** A submitted KYC, read-only (under review, or verified for good): its fields and images. */
export function KycDetails({ kyc }: { kyc: Kyc }) {
  const { t } = useTranslation();
  if (!kyc.fields || !kyc.documents) return null;
  const { fields, documents } = kyc;
  return (
    <Card gap="md" data-testid="kyc-details">
      <Text as="h3" size="md" weight="bold">
        {t('kyc_details_title')}
      </Text>
      <KeyValueSummary
        data-testid="kyc-fields"
        items={FIELD_ORDER.map((name) => ({ id: name, label: t(FIELD_LABEL[name]), value: fields[name] }))}
      />
      <div className={styles.figures} data-testid="kyc-documents">
        {DOCUMENT_ORDER.map((name) => (
          <UploadedImage key={name} uploadId={documents[name]} label={t(FIELD_LABEL[name])} testId={`kyc-document-${name}`} />
        ))}
      </div>
    </Card>
  );
}
