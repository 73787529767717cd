import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { lazySchema } from '../lazy-schema';

/*
 * Personal settings (/m/set; spec sections 2, 3 Avatar, 7 Head icon and Security /info/nickname).
 * The spec names `/wps/member/info/nickname` and says of the head icon only "POST form encoded to set; GET
 * to read; player avatar GET"; the rest is ours, recorded here.
 *
 * Choices:
 * - Profile `GET /wps/member/info/profile`: what the settings screen shows beside member info: the nickname,
 *   the account and the bound e-mail, masked as the security centre masks it ("ja•••@example.com"; binding it is the security centre's).
 * - Nickname `POST /wps/member/info/nickname`, form encoded `nickname`: trimmed, 2-20 characters, letters
 *   (any script), digits, and single spaces, dots, dashes or underscores between them. A refusal is
 *   `request_param_err` with `value.field` "nickname". Answers the new nickname.
 * - Head icon `GET /wps/member/headIcon` reads the member's avatar (spec Avatar: avatar, avatarType); both
 *   are null until one is chosen (the app shows the name's initial). `POST /wps/member/headIcon`, form
 *   encoded `avatarType` and `avatar`, sets it:
 *   - STATIC: `avatar` is a static avatar's id plus ".png" (the list below); the image is public at
 *     `STATIC_AVATAR_BASE/<avatar>` (no Merchant header on `<img>` requests, so the same for every merchant).
 *     Another id is `request_param_err` with `value.field` "avatar".
 *   - CUSTOM: `avatar` is the uploadId of an image the same member uploaded (`uploads.image`) that no
 *     other record uses: another member's upload, of this merchant or another, is as unknown as a missing
 *     one (`upload.not.found`), one used elsewhere is `upload.in.use`, both with `value.field` "avatar".
 *     The avatar then uses the upload (a later avatar frees it). The app reads it like every upload, with
 *     its Authorization header (`uploadedImagePath`).
 * - The "player avatar GET" `GET /wps/member/headIcon/static` lists the static avatars a player may pick.
 * - All need a real account: trial users get `trial.forbidden`.
 */

export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 20;
/** Letters (with their marks), digits, and single separators between them. */
export const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N}]+(?:[ ._-][\p{L}\p{M}\p{N}]+)*$/u;

export const nicknameSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(NICKNAME_MIN_LENGTH, `at least ${NICKNAME_MIN_LENGTH} characters`),
      z.maxLength(NICKNAME_MAX_LENGTH, `at most ${NICKNAME_MAX_LENGTH} characters`),
      z.regex(NICKNAME_PATTERN, 'letters, digits and single spaces, dots, dashes or underscores between them'),
    ),
);

export const AVATAR_TYPES = ['CUSTOM', 'STATIC'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** Where the platform serves static avatars: `<base>/<id>.png`. */
export const STATIC_AVATAR_BASE = '/wps/static/avatars';
export const STATIC_AVATAR_PATTERN = /^\d{1,3}\.png$/;

/** The public URL of a static avatar (its id plus ".png"). */
export const staticAvatarUrl = (avatar: string) => `${STATIC_AVATAR_BASE}/${avatar}`;

export const avatarSchema = lazySchema(() =>
  z.object({
    /** STATIC: "<id>.png"; CUSTOM: an uploadId; null before the first choice. */
    avatar: z.nullable(z.string()),
    avatarType: z.nullable(z.enum(AVATAR_TYPES)),
  }),
);
export type MemberAvatar = z.output<ReturnType<typeof avatarSchema>>;

/** Checked per type by the platform (STATIC: STATIC_AVATAR_PATTERN; CUSTOM: an upload of the member's). */
const setAvatarBody = lazySchema(() =>
  z.object({
    avatarType: z.enum(AVATAR_TYPES),
    avatar: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'a static avatar or an uploadId')),
  }),
);

export const profileSchema = lazySchema(() =>
  z.object({
    nickname: z.nullable(z.string()),
    account: z.string(),
    /** The bound e-mail with its local part masked, or null when none is bound. */
    maskedEmail: z.nullable(z.string()),
  }),
);
export type MemberProfile = z.output<ReturnType<typeof profileSchema>>;

export const settingsCalls = {
  profile: defineCall({
    id: 'settings.profile',
    method: 'GET',
    path: '/wps/member/info/profile',
    auth: 'real',
    errors: [],
    value: profileSchema,
  }),
  nickname: defineCall({
    id: 'settings.nickname',
    method: 'POST',
    path: '/wps/member/info/nickname',
    auth: 'real',
    errors: [] as const,
    body: () => z.object({ nickname: nicknameSchema() }),
    bodyEncoding: 'form',
    value: () => z.object({ nickname: z.string() }),
  }),
};

export const headIconCalls = {
  get: defineCall({
    id: 'headIcon.get',
    method: 'GET',
    path: '/wps/member/headIcon',
    auth: 'real',
    errors: [],
    value: avatarSchema,
  }),
  /** Errors (field avatar): request_param_err (no such static avatar), upload.not.found, upload.in.use. */
  set: defineCall({
    id: 'headIcon.set',
    method: 'POST',
    path: '/wps/member/headIcon',
    auth: 'real',
    errors: ['upload.not.found', 'upload.in.use'] as const,
    body: setAvatarBody,
    bodyEncoding: 'form',
    value: avatarSchema,
  }),
  statics: defineCall({
    id: 'headIcon.statics',
    method: 'GET',
    path: '/wps/member/headIcon/static',
    auth: 'real',
    errors: [] as const,
    value: () => z.object({ avatars: z.array(z.string()) }),
  }),
};
