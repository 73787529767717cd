import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import activeBrand from '@playdeck/active-brand.json';

// findBy*/waitFor wait up to 5 s: under a full parallel run on two cores, a lazy chunk's first
// transform can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

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
