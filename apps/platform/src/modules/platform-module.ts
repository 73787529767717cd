import type { FastifyInstance } from 'fastify';
import type { PlatformServices } from '../services';

/** What each domain's modules/<domain>/index.ts exports: registers that domain's calls on the app. */
export type PlatformModule = (app: FastifyInstance, services: PlatformServices) => void | Promise<void>;
