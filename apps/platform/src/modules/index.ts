import type { FastifyInstance } from 'fastify';
import type { PlatformServices } from '../services';
import { sessionModule } from './session';

export type PlatformModule = (app: FastifyInstance, services: PlatformServices) => void | Promise<void>;

/** Each domain registers its calls here (modules/<domain>/index.ts). */
export const platformModules: PlatformModule[] = [sessionModule];
