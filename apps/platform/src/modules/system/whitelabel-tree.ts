import type { contract, ValueOf } from '@playdeck/api';

type WhitelabelNode = ValueOf<typeof contract.system.whitelabel>[number];

/**
 * How the flat module switches (merchants.modules) are grouped in the tree. A parent missing from the
 * switches is on; a switch named nowhere here is answered as a top-level node, so modules the admin adds
 * still reach the client.
 */
export const WHITELABEL_GROUPS: Readonly<Record<string, readonly string[]>> = {
  REG3: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
  LOGIN3: ['MOBILEVERCODELOGIN3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'CAPTCHA3', 'FREEPLAY3'],
  PWD3: ['CHNGPASSVERIF3', 'PWDEXPFORCECHANGE3'],
  COMM3: ['CBS3'],
  FUNDTRANS3: [],
  AGENTMENU3: ['AGEPAG', 'TRANSREC3', 'DOWNMAN', 'AGETEAMPNL3', 'TEAMBETTING3', 'GAMSER', 'AGEREBINC3', 'SECPRIV', 'MAILCEN'],
};

const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

export function whitelabelTree(modules: Readonly<Record<string, boolean>>): WhitelabelNode[] {
  const grouped = new Set(Object.entries(WHITELABEL_GROUPS).flatMap(([parent, children]) => [parent, ...children]));
  const groups = Object.entries(WHITELABEL_GROUPS).map(([parent, children]) =>
    node(
      parent,
      modules[parent] ?? true,
      children.filter((child) => child in modules).map((child) => node(child, modules[child]!)),
    ),
  );
  const loose = Object.keys(modules)
    .filter((modId) => !grouped.has(modId))
    .sort()
    .map((modId) => node(modId, modules[modId]!));
  return [...groups, ...loose];
}
