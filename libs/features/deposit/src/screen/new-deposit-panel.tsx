import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { formatWireMoney } from '../money/format-amount';
import { CHANNEL_TYPE_ICONS } from './channel-label';
import { ChannelDetails } from './channel-details';
import type { DepositPanelProps } from './deposit-panel-props';
import * as styles from './deposit-screen.css';

/** New template: the channels as cards (tabs), the chosen one's details and form in its panel. */
export function NewDepositPanel({ channels, selected, currency, onSelect, onPending }: DepositPanelProps) {
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
              <span className={styles.channelIcon} aria-hidden="true">
                {CHANNEL_TYPE_ICONS[channel.type]}
              </span>
              <span>{channel.name}</span>
            </Tab>
          ))}
        </TabList>
        <TabPanel value={selected.id}>
          <Card gap="md">
            <Text size="sm" tone="muted" data-testid="deposit-channel-limits">
              {t('deposit_limits', {
                min: formatWireMoney(selected.min, currency.symbol),
                max: formatWireMoney(selected.max, currency.symbol),
              })}
            </Text>
            <ChannelDetails selected={selected} currency={currency} onPending={onPending} />
          </Card>
        </TabPanel>
      </Stack>
    </Tabs>
  );
}
