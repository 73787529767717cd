import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadLink } from '@playdeck/api';
import { currentAgent, isIos, isLaterVersion, nativeAppVersion, type AgentSource } from '@playdeck/device';
import { openDownload, useSiteSettings, type Navigation } from '@playdeck/site-data';
import { Button, Modal, useRefusedUrlNotice } from '@playdeck/ui';

/**
 * The download the platform offers for this native shell, when it serves a later version than the shell's own
 * (iOS shells read the IOS link, others the Android one); null when the shell is up to date or unknown.
 */
export function newerAppDownload(agent: AgentSource, links: readonly DownloadLink[]): DownloadLink | null {
  const running = nativeAppVersion(agent.userAgent);
  if (!running) return null;
  const type = isIos(agent.userAgent, agent.maxTouchPoints) ? 'IOS' : 'Android';
  const link = links.find((candidate) => candidate.resourceType === type && candidate.url.trim() !== '');
  return link?.version && isLaterVersion(link.version, running) ? link : null;
}

/**
 * Spec section 8, "App has been upgraded. Please update to latest version.": shown in the native shell when the
 * platform's download links serve a later app version than the shell reports in its user agent, with the way
 * to the new build. Closing it lasts until the next start.
 */
export default function AppUpgradeNotice({ navigation = window }: { navigation?: Navigation }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const agent = useMemo(() => currentAgent(), []);
  const [closed, setClosed] = useState(false);
  const refusedUrl = useRefusedUrlNotice();
  const download = settings.data ? newerAppDownload(agent, settings.data.downloadLinks) : null;
  if (!download) return null;

  return (
    <Modal
      open={!closed}
      onClose={() => setClosed(true)}
      title={t('app_upgrade_title')}
      closeLabel={t('app_upgrade_later')}
      footer={
        <Button block onClick={() => openDownload(download.url, navigation) || refusedUrl()} data-testid="app-upgrade-update">
          {t('app_upgrade_action')}
        </Button>
      }
    >
      <p data-testid="app-upgrade-notice">{t('error_app_upgraded')}</p>
    </Modal>
  );
}
