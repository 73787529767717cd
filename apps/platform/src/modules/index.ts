import type { FastifyInstance } from 'fastify';
import type { PlatformServices } from '../services';
import { contentModule } from './content';
import { gamesModule } from './games';
import { sessionModule } from './session';
import { systemModule } from './system';
import { walletModule } from './wallet';

export type PlatformModule = (app: FastifyInstance, services: PlatformServices) => void | Promise<void>;

/** Each domain registers its calls here (modules/<domain>/index.ts). */
export const platformModules: PlatformModule[] = [sessionModule, systemModule, contentModule, gamesModule, walletModule];
