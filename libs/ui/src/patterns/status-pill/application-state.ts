/** Spec §3: the states an activity application can be in, as the platform names them. */
export const APPLICATION_STATES = ['applying', 'rejected', 'issued', 'claimed', 'process', 'joined', 'close', 'comingSoon'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export type StatusTone = 'pending' | 'negative' | 'positive' | 'active' | 'progress' | 'neutral';

/** Label key (lazy text group "kit") and colour of each state. */
export const APPLICATION_STATE_LOOK: Record<ApplicationState, { labelKey: string; tone: StatusTone }> = {
  applying: { labelKey: 'kit_status_applying', tone: 'pending' },
  rejected: { labelKey: 'kit_status_rejected', tone: 'negative' },
  issued: { labelKey: 'kit_status_issued', tone: 'active' },
  claimed: { labelKey: 'kit_status_claimed', tone: 'positive' },
  process: { labelKey: 'kit_status_process', tone: 'progress' },
  joined: { labelKey: 'kit_status_joined', tone: 'positive' },
  close: { labelKey: 'kit_status_close', tone: 'neutral' },
  comingSoon: { labelKey: 'kit_status_coming_soon', tone: 'neutral' },
};
