import { agentContractsModule } from './agent-contracts';
import { agentTeamModule } from './agent-team';
import { agentReportsModule } from './agent-reports';
import { bankCardsModule } from './bank-cards';
import { demoPagesModule } from './demo-pages';
import { contentModule } from './content';
import { depositModule } from './deposit';
import { gamesModule } from './games';
import { kycModule } from './kyc';
import { inboxModule } from './inbox';
import { paymentPasswordModule } from './payment-password';
import { recordsModule } from './records';
import { responsibleGamingModule } from './responsible-gaming';
import { securityModule } from './security';
import { rewardsModule } from './rewards';
import { sessionModule } from './session';
import { supportModule } from './support';
import { settingsModule } from './settings';
import { systemModule } from './system';
import type { PlatformModule } from './platform-module';
import { uploadsModule } from './uploads';
import { walletModule } from './wallet';
import { withdrawModule } from './withdraw';

export type { PlatformModule } from './platform-module';

/** Each domain registers its calls here (modules/<domain>/index.ts). */
export const platformModules: PlatformModule[] = [
  sessionModule,
  systemModule,
  contentModule,
  gamesModule,
  walletModule,
  recordsModule,
  depositModule,
  bankCardsModule,
  paymentPasswordModule,
  withdrawModule,
  securityModule,
  rewardsModule,
  settingsModule,
  uploadsModule,
  kycModule,
  responsibleGamingModule,
  inboxModule,
  supportModule,
  demoPagesModule,
  agentContractsModule,
  agentTeamModule,
  agentReportsModule,
];
