import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import activeBrand from '@playdeck/active-brand.json';

// In tests the flags are a mutable global (not build-time literals) so a test can switch one on or off.
const flags = { ...activeBrand.flags };
const agentMenu = { ...activeBrand.agentMenu };
Object.assign(globalThis, { BRAND_FLAGS: flags, BRAND_AGENT_MENU: agentMenu });

afterEach(() => {
  cleanup();
  Object.assign(flags, activeBrand.flags);
  Object.assign(agentMenu, activeBrand.agentMenu);
  localStorage.clear();
  sessionStorage.clear();
});
