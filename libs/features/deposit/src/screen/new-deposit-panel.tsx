import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from '@playdeck/ui';
import { Card, Stack } from '@playdeck/ui/layout';
import { ChannelDetails } from './channel-details';
import { ChannelIcon } from './channel-icon';
import type { DepositPanelProps } from './deposit-panel-props';
import * as styles from './deposit-screen.css';

/** New template: the channels as cards (tabs), the chosen one's details and form in its panel. */
export function NewDepositPanel({ channels, selected, onSelect, onPending }: DepositPanelProps) {
  const { t } = useTranslation();
  return (
    <Tabs value={selected.id} onChange={onSelect}>
      <Stack gap="md">
        <TabList aria-label={t('deposit_choose_channel')} className={styles.channelCards} data-testid="deposit-channel-list">
          {channels.map((channel) => (
            <Tab
              key={channel.id}
              value={channel.id}
              className={styles.channelCard}
              data-testid="deposit-channel"
              data-channel-id={channel.id}
              data-channel-type={channel.type}
            >
              <ChannelIcon type={channel.type} className={styles.channelIcon} />
              <span>{channel.name}</span>
            </Tab>
          ))}
        </TabList>
        <TabPanel value={selected.id}>
          <Card gap="md">
            <ChannelDetails selected={selected} onPending={onPending} headingLevel="h2" />
          </Card>
        </TabPanel>
      </Stack>
    </Tabs>
  );
}
