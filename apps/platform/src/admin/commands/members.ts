import { writeFileSync } from 'node:fs';
import { sweepUnusedUploads, type SweepResult } from '../../uploads/sweep-unused';
import {
  decideMemberKyc,
  KYC_FILTER_STATUSES,
  listKyc,
  type AdminKyc,
  type KycDecisionRequest,
  type KycFilterStatus,
} from '../kyc-actions';
import { setLoginVerification, type LoginVerificationRequest, type LoginVerificationState } from '../login-verification-actions';
import { listMemberUploads, readUploadAsAdmin, type AdminUpload } from '../upload-actions';
import { query, type AdminCommand, type CommandRunners } from './command';
import { onlyOptions, parseOnOff, parseStatus } from './values';

/** The member commands: their uploaded images, KYC and login verification. */
export type MemberCommand =
  | { kind: 'uploads'; username: string; merchant?: string }
  | { kind: 'uploads-sweep' }
  | { kind: 'upload'; id: string; out: string }
  | { kind: 'kyc-list'; merchant?: string; status?: KycFilterStatus }
  | { kind: 'kyc-decide'; request: KycDecisionRequest }
  | { kind: 'login-verification'; request: LoginVerificationRequest };

/** An upload's bytes, as the admin route answers them (the image, not an envelope). */
export interface UploadRead {
  contentType: string;
  bytes: Uint8Array;
}

export const memberCommands: AdminCommand<MemberCommand>[] = [
  {
    name: 'uploads',
    usage: ['uploads --username NAME [--merchant CODE]', 'uploads sweep'],
    summary: "a member's uploaded images (id, type, size, the record using it); or delete now the unused ones",
    details:
      'sweep: deletes the uploads no record used within 24 hours of coming (the platform also does it every\n' +
      'PLATFORM_UPLOAD_SWEEP_MINUTES, 60 by default).',
    options: { username: 'the member', merchant: "the member's merchant" },
    examples: ['uploads --username member01', 'uploads sweep'],
    parse: (words, options) => {
      if (words[0] === 'sweep') {
        onlyOptions('uploads sweep', options, []);
        if (words.length > 1) throw new Error(`uploads sweep takes no ${words.slice(1).join(' ')}`);
        return { kind: 'uploads-sweep' };
      }
      if (words.length) throw new Error(`uploads takes sweep or --username NAME, got ${words.join(' ')}`);
      if (!options.username) throw new Error('uploads needs --username NAME');
      return { kind: 'uploads', username: options.username, merchant: options.merchant };
    },
  },
  {
    name: 'upload',
    usage: ['upload <ID> --out FILE'],
    summary: "write an uploaded image's bytes to FILE (any member's)",
    options: { out: 'the file to write' },
    examples: ['upload <ID> --out /tmp/image.png'],
    parse: (words, options) => {
      if (words.length !== 1 || !options.out) throw new Error('upload needs one upload id and --out FILE');
      return { kind: 'upload', id: words[0]!, out: options.out };
    },
  },
  {
    name: 'kyc',
    usage: [
      `kyc list [--merchant CODE] [--status ${KYC_FILTER_STATUSES.join('|')}]`,
      'kyc verify <USERNAME> --merchant CODE',
      'kyc reject <USERNAME> --reason TEXT --merchant CODE',
    ],
    summary: 'the latest 200 KYC submissions with their images; verify or reject one under review',
    details: "verify: its real name becomes the account's; reject: the member reads the reason and may resubmit.",
    options: {
      merchant: "list: only this merchant's; verify, reject: the member's merchant",
      status: `list: only these, ${KYC_FILTER_STATUSES.join(', ')} (any case)`,
      reason: 'reject: why',
    },
    examples: [
      'kyc list --status UNDER_REVIEW',
      'kyc verify member01 --merchant PLAYDECK',
      'kyc reject member01 --reason "ID photo is blurred" --merchant PLAYDECK',
    ],
    parse: ([action, username, ...extra], options) => {
      if (action === 'list') {
        onlyOptions('kyc list', options, ['merchant', 'status']);
        if (username !== undefined) throw new Error('kyc list takes no username');
        return { kind: 'kyc-list', merchant: options.merchant, status: parseStatus(options.status, KYC_FILTER_STATUSES) };
      }
      if (action !== 'verify' && action !== 'reject') throw new Error(`kyc needs list, verify or reject, got ${action ?? 'nothing'}`);
      onlyOptions(`kyc ${action}`, options, action === 'reject' ? ['merchant', 'reason'] : ['merchant']);
      if (!username || extra.length > 0) throw new Error(`kyc ${action} needs one username`);
      if (!options.merchant) throw new Error(`kyc ${action} needs --merchant CODE`);
      if (action === 'reject' && !options.reason) throw new Error('kyc reject needs --reason TEXT');
      return {
        kind: 'kyc-decide',
        request: { merchant: options.merchant, username, decision: action, ...(action === 'reject' && { reason: options.reason }) },
      };
    },
  },
  {
    name: 'login-verification',
    usage: ['login-verification <USERNAME> on|off --merchant CODE'],
    summary: "one member's password logins ask a phone-auth check of their number (as LOGINPHONEVERIF3 does merchant-wide)",
    options: { merchant: "the member's merchant" },
    examples: ['login-verification member01 on --merchant PLAYDECK'],
    parse: (words, options) => {
      const [username, onOff, ...extra] = words;
      if (!username || extra.length > 0) throw new Error('login-verification needs one username and on or off');
      if (!options.merchant) throw new Error('login-verification needs --merchant CODE');
      return { kind: 'login-verification', request: { merchant: options.merchant, username, on: parseOnOff(onOff) } };
    },
  },
];

const kycLine = (kyc: AdminKyc) =>
  `${kyc.merchant.padEnd(12)} ${kyc.username.padEnd(14)} ${kyc.status.padEnd(12)} ${kyc.realName} (${kyc.idNumber}, born ${kyc.birthday}, ` +
  `${kyc.nationality})  submitted ${kyc.submittedAt}${kyc.decidedAt ? ` decided ${kyc.decidedAt}` : ''}` +
  `${kyc.rejectReason ? `\n    rejected: ${kyc.rejectReason}` : ''}\n    images: id front ${kyc.documents.idFront}, ` +
  `id back ${kyc.documents.idBack}, selfie ${kyc.documents.selfie}`;

export const memberRunners: CommandRunners<MemberCommand> = {
  uploads: {
    route: (command) => ({ get: `/uploads${query({ username: command.username, merchant: command.merchant })}` }),
    direct: ({ services }, command) => listMemberUploads(services, command),
    print: (command, value) => {
      if ((value as AdminUpload[]).length === 0) console.log(`${command.username} has no uploads`);
      for (const upload of value as AdminUpload[]) {
        console.log(
          `${upload.id} ${upload.merchant.padEnd(12)} ${upload.username.padEnd(14)} ${upload.contentType.padEnd(10)} ` +
            `${String(upload.size).padStart(8)} bytes  ${upload.usedBy ?? 'unused'}  ${upload.createdAt}`,
        );
      }
    },
  },
  'uploads-sweep': {
    route: () => ({ post: '/uploads/sweep' }),
    direct: ({ services }) => sweepUnusedUploads(services),
    print: (_command, value) => {
      const swept = value as SweepResult;
      console.log(
        `deleted ${swept.deleted} unused upload${swept.deleted === 1 ? '' : 's'} (${swept.bytes} bytes) older than 24 hours` +
          (swept.stray ? `, and the bytes of ${swept.stray} upload${swept.stray === 1 ? '' : 's'} whose record was gone` : ''),
      );
    },
  },
  upload: {
    route: (command) => ({ get: `/uploads/${encodeURIComponent(command.id)}`, bytes: true }),
    direct: async ({ services }, command) => {
      const { upload, bytes } = await readUploadAsAdmin(services, command.id);
      return { contentType: upload.contentType, bytes } satisfies UploadRead;
    },
    print: (command, value) => {
      const { contentType, bytes } = value as UploadRead;
      writeFileSync(command.out, bytes);
      console.log(`wrote ${command.out} (${contentType}, ${bytes.length} bytes)`);
    },
  },
  'kyc-list': {
    route: (command) => ({ get: `/kyc${query({ merchant: command.merchant, status: command.status })}` }),
    direct: ({ services }, command) => listKyc(services, command),
    print: (command, value) => {
      if ((value as AdminKyc[]).length === 0) console.log(`no KYC${command.status ? ` ${command.status}` : ''}`);
      for (const kyc of value as AdminKyc[]) console.log(kycLine(kyc));
    },
  },
  'kyc-decide': {
    route: (command) => ({ post: '/kyc', body: command.request }),
    direct: ({ services }, command) => decideMemberKyc(services, command.request),
    print: (_command, value) => console.log(kycLine(value as AdminKyc)),
  },
  'login-verification': {
    route: (command) => ({ post: '/login-verification', body: command.request }),
    direct: ({ services }, command) => setLoginVerification(services, command.request),
    print: (_command, value) => {
      const state = value as LoginVerificationState;
      console.log(
        `${state.merchant.padEnd(12)} ${state.username.padEnd(14)} login verification ${state.loginPhoneVerification ? 'on' : 'off'}` +
          (state.mobile ? ` (verifies ${state.mobile})` : ' (no mobile number: nothing to verify)'),
      );
    },
  },
};
