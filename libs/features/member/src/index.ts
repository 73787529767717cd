import type { ComponentType } from 'react';
import { loadTexts } from '@playdeck/i18n';
import { withMemberShell, type MemberShell } from './shell/member-shell';

// Only the loaders: the app imports this barrel, and each screen stays a chunk of its own, with its texts.
export type { MemberShell } from './shell/member-shell';

type ScreenModule = { default: ComponentType };

/** /m/member/home; `shell` is the shell's part of it (template, unread count, name, avatar, logout). */
export const loadMemberCentreScreen = (shell: Promise<MemberShell>): Promise<ScreenModule> =>
  Promise.all([import('./centre/member-centre-screen'), shell, loadTexts('member')]).then(([module, parts]) => ({
    default: withMemberShell(module.default, parts),
  }));

/** /m/member/transfer: main and game wallets, transfers between them, recall all. */
export const loadTransferScreen = (): Promise<ScreenModule> =>
  Promise.all([import('./transfer/transfer-screen'), loadTexts('member'), loadTexts('forms')]).then(([module]) => module);
