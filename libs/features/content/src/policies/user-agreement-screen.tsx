import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tab, TabList, TabPanel, Tabs } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';
import { POLICY_DOCUMENTS, PolicyDocument, type PolicyDocumentId } from '@playdeck/screen-kit/policy';
import { POLICY_QUERY, policyFromQuery } from './policy-documents';

const DOCUMENTS = Object.keys(POLICY_DOCUMENTS) as PolicyDocumentId[];

/** /m/useragreement: the user agreement and, on its tab (?doc=privacy), the privacy policy. */
export default function UserAgreementScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = policyFromQuery(params.get(POLICY_QUERY));
  const select = (id: string) => setParams(id === 'terms' ? {} : { [POLICY_QUERY]: id }, { replace: true });
  return (
    <Stack as="section" gap="md" padding="lg">
      <Tabs value={shown} onChange={select}>
        <TabList aria-label={t('content_policies')}>
          {DOCUMENTS.map((id) => (
            <Tab key={id} value={id} data-testid={`policy-tab-${id}`}>
              {t(POLICY_DOCUMENTS[id].titleKey)}
            </Tab>
          ))}
        </TabList>
        {DOCUMENTS.map((id) => (
          <TabPanel key={id} value={id}>
            <PolicyDocument id={id} placement="page" />
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
