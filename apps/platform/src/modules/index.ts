import { contentModule } from './content';
import { gamesModule } from './games';
import { recordsModule } from './records';
import { sessionModule } from './session';
import { systemModule } from './system';
import type { PlatformModule } from './platform-module';
import { walletModule } from './wallet';

export type { PlatformModule } from './platform-module';

/** Each domain registers its calls here (modules/<domain>/index.ts). */
export const platformModules: PlatformModule[] = [sessionModule, systemModule, contentModule, gamesModule, walletModule, recordsModule];
