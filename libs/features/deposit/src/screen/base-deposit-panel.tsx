import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { formatWireMoney } from '../money/format-amount';
import { CHANNEL_TYPE_KEYS } from './channel-label';
import { ChannelDetails } from './channel-details';
import type { DepositPanelProps } from './deposit-panel-props';
import * as styles from './deposit-screen.css';

/** Base template: the channels as a list of rows to choose from, the chosen one's details and form below. */
export function BaseDepositPanel({ channels, selected, onSelect, onPending }: DepositPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="md">
      <Text as="h2" weight="bold" id={titleId}>
        {t('deposit_choose_channel')}
      </Text>
      <Stack gap="sm" role="radiogroup" aria-labelledby={titleId} data-testid="deposit-channel-list">
        {channels.map((channel) => (
          <button
            key={channel.id}
            type="button"
            role="radio"
            aria-checked={channel.id === selected.id}
            className={styles.channelRow}
            onClick={() => onSelect(channel.id)}
            data-testid="deposit-channel"
            data-channel-id={channel.id}
            data-channel-type={channel.type}
          >
            <Stack as="span" gap="xs">
              <Text as="span" weight="bold">
                {channel.name}
              </Text>
              <Text as="span" size="sm" tone="muted">
                {t(CHANNEL_TYPE_KEYS[channel.type])} ·{' '}
                {t('deposit_limits', {
                  min: formatWireMoney(channel.min),
                  max: formatWireMoney(channel.max),
                })}
              </Text>
            </Stack>
            <span className={styles.radioMark} aria-hidden="true" />
          </button>
        ))}
      </Stack>
      <Card gap="md">
        <ChannelDetails selected={selected} onPending={onPending} />
      </Card>
    </Stack>
  );
}
