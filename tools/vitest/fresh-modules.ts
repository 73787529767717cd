import { vi } from 'vitest';

/*
 * First setup file of the non-isolated web project (vitest.config.ts): the files of one worker share its process,
 * its packages and its jsdom, but each file evaluates the workspace's modules afresh, as an isolated file would.
 * Packages from node_modules stay loaded, except those that keep state of their own (vitest.config.ts inlines them).
 */
vi.resetModules();
