import { loadShellParts } from '../parts/lazy-part';

/** The shell's part of the member centre (member-centre-shell), from the shell's deferred chunk: it reads member info through the API client. */
export const loadMemberCentreShell = () => loadShellParts().then((parts) => parts.memberCentreShell);
