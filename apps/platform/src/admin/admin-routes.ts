import { crossSiteReason, fromLoopbackSocket, hasAdminToken, namesThisMachine } from './local-operator';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GAME_CATEGORIES } from '@playdeck/api';
import { BrandConfigError } from '@playdeck/brand/schema';
import type { PlatformServices } from '../services';
import { listMerchants, readOutbox, resetPlatform, setMaintenance, setModule, setRegionRestriction } from './admin-actions';
import { addGames, GAMES_ADDED_MAX } from './games-actions';
import { syncBrandFolders } from './brand-sync-actions';
import { BANNER_TEXT_MAX, changeBanner, listBanners } from './banner-actions';
import { IMAGE_CDNS_MAX } from '../modules/system/image-cdns';
import { setImageCdns } from './image-cdn-actions';
import {
  decideDeposit,
  decideWithdrawal,
  DEPOSIT_FILTER_STATUSES,
  listDeposits,
  listWithdrawals,
  setDepositChannel,
  setTemplate,
  setWithdrawLimits,
  WITHDRAWAL_FILTER_STATUSES,
} from './money-actions';
import { creditMember } from './wallet-actions';
import { liftTimeOut, nearLimit, showRg } from './rg-actions';
import { decideRewardApplication, listRewardApplications, REWARD_APPLICATION_STATES, REWARD_DECISIONS } from './reward-actions';
import { checkLedger } from '../modules/wallet/ledger-check';
import { changePopup, listPopups } from './popup-actions';
import { addInfoPageEntry, listInfoPages, removeInfoPageEntry } from './info-page-actions';
import { sendUploadedImage } from '../modules/uploads/uploaded-image-route';
import { listMemberUploads, readUploadAsAdmin } from './upload-actions';
import { sweepUnusedUploads } from '../uploads/sweep-unused';
import { decideMemberKyc, KYC_FILTER_STATUSES, listKyc } from './kyc-actions';
import { setLoginVerification } from './login-verification-actions';
import { sendMessage } from './message-actions';
import {
  addSubordinate,
  CONTRACT_BASES,
  CONTRACT_KINDS,
  listAgentContracts,
  offerAgentContract,
  PAYOUT_KINDS,
  payoutAgents,
} from './agent-actions';
import { INBOX_KINDS, INFO_PAGES } from '@playdeck/api';

const switchBody = z.object({ on: z.boolean(), merchant: z.string().optional() });
const moduleBody = switchBody.extend({ module: z.string() });
const popupSelector = z.object({
  id: z.coerce.number().int().positive().optional(),
  merchant: z.string().optional(),
  execution: z.enum(['A', 'B', 'F']).optional(),
  language: z.enum(['EN', 'TY']).optional(),
});
const popupChange = popupSelector.extend({ title: z.string().optional(), content: z.string().optional() });
const bannersQuery = z.object({
  merchant: z.string().optional(),
  group: z.string().optional(),
  language: z.enum(['EN', 'TY']).optional(),
});
const bannerChange = z.object({
  id: z.number().int().positive(),
  headline: z.string().max(BANNER_TEXT_MAX).optional(),
  subline: z.string().max(BANNER_TEXT_MAX).optional(),
});
const infoPagesQuery = z.object({
  merchant: z.string().optional(),
  page: z.enum(INFO_PAGES).optional(),
  language: z.enum(['EN', 'TY']).optional(),
});
const infoEntryBody = z.object({
  merchant: z.string(),
  page: z.enum(INFO_PAGES),
  language: z.enum(['EN', 'TY']),
  title: z.string(),
  summary: z.string().default(''),
  content: z.string(),
  imageUrl: z.string().optional(),
});
const gamesBody = z.object({
  merchant: z.string().optional(),
  vendor: z.string().min(1),
  category: z.enum(GAME_CATEGORIES),
  count: z.number().int().min(1).max(GAMES_ADDED_MAX),
});
const creditBody = z.object({ merchant: z.string().optional(), username: z.string().min(1), amount: z.number() });
const depositsQuery = z.object({ merchant: z.string().optional(), status: z.enum(DEPOSIT_FILTER_STATUSES).optional() });
const withdrawalsQuery = z.object({ merchant: z.string().optional(), status: z.enum(WITHDRAWAL_FILTER_STATUSES).optional() });
const depositDecision = z.object({ reference: z.string().min(1), decision: z.enum(['confirm', 'reject']) });
const withdrawalDecision = z.object({ reference: z.string().min(1), decision: z.enum(['approve', 'reject']) });
const templateBody = z.object({
  flag: z.enum(['mem_cen', 'dep_func']),
  value: z.union([z.literal(0), z.literal(1), z.literal('default')]),
  merchant: z.string().optional(),
});
const imageCdnsBody = z.object({
  cdns: z.union([z.array(z.string()).max(IMAGE_CDNS_MAX), z.literal('default')]),
  merchant: z.string().optional(),
});
const channelBody = z.object({
  merchant: z.string().min(1),
  id: z.string().min(1),
  min: z.number().optional(),
  max: z.number().optional(),
  enabled: z.boolean().optional(),
});
const limitsBody = z.object({
  merchant: z.string().min(1),
  min: z.number().optional(),
  max: z.number().optional(),
  daily: z.number().int().optional(),
});
const rewardsQuery = z.object({ merchant: z.string().optional(), state: z.enum(REWARD_APPLICATION_STATES).optional() });
const rewardDecision = z.object({
  applicationId: z.string().min(1),
  decision: z.enum(REWARD_DECISIONS),
  amount: z.number().optional(),
  reason: z.string().optional(),
});
const uploadsQuery = z.object({ username: z.string().min(1), merchant: z.string().optional() });
const loginVerificationBody = z.object({ merchant: z.string().min(1), username: z.string().min(1), on: z.boolean() });
const rgMember = z.object({ username: z.string().min(1), merchant: z.string().min(1).optional() });
const rgLift = rgMember.extend({ reason: z.string().trim().min(1) });
const rgNearLimit = z.object({ merchant: z.string().min(1).optional() });
const kycQuery = z.object({ merchant: z.string().optional(), status: z.enum(KYC_FILTER_STATUSES).optional() });
const kycDecision = z.object({
  merchant: z.string().min(1),
  username: z.string().min(1),
  decision: z.enum(['verify', 'reject']),
  reason: z.string().optional(),
});
const messageBody = z.union([
  z.object({
    merchant: z.string().min(1),
    username: z.string().min(1),
    all: z.literal(false).optional(),
    title: z.string(),
    body: z.string(),
    kind: z.enum(INBOX_KINDS).optional(),
  }),
  z.object({
    merchant: z.string().min(1),
    all: z.literal(true),
    title: z.string(),
    body: z.string(),
    kind: z.enum(INBOX_KINDS).optional(),
  }),
]);
const contractOffer = z.object({
  merchant: z.string().min(1),
  username: z.string().min(1),
  kind: z.enum(CONTRACT_KINDS),
  basis: z.enum(CONTRACT_BASES).default('TURNOVER'),
  tiers: z
    .array(z.object({ min: z.number().nonnegative(), value: z.number().positive() }))
    .min(1)
    .max(10),
});
const contractsQuery = z.object({ merchant: z.string().min(1), username: z.string().optional() });
const payoutBody = z.object({ merchant: z.string().min(1), kind: z.enum(PAYOUT_KINDS), date: z.string().optional() });
const subordinateBody = z.object({
  merchant: z.string().min(1),
  parent: z.string().min(1),
  username: z.string().min(1),
  password: z.string().min(6),
  type: z.union([z.literal(0), z.literal(2)]).default(2),
});
/**
 * The admin command's HTTP side, so `npm run platform -- …` can switch a running platform (an embedded
 * database has one process). Development and test only, only from a loopback socket asked by a local host name
 * (localhost, *.localhost, 127.0.0.1, [::1]), only with the token
 * printed at start (X-Admin-Token), never from a browser on another site (local-operator.ts).
 */
export function registerAdminRoutes(app: FastifyInstance, services: PlatformServices): void {
  if (services.config.mode === 'production') return;
  app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request, reply) => {
        if (!fromLoopbackSocket(request) || !namesThisMachine(request))
          return reply.status(404).send({ success: false, errorCode: 'not.found', value: null });
        if (!hasAdminToken(request, services.config.adminToken)) {
          return reply.status(401).send({
            success: false,
            errorCode: 'admin.token.required',
            message: 'admin calls need the X-Admin-Token printed at start',
            value: null,
          });
        }
        const crossSite = crossSiteReason(request);
        if (crossSite) {
          return reply.status(403).send({ success: false, errorCode: 'admin.cross.site', message: `refused: ${crossSite}`, value: null });
        }
      });
      admin.get('/merchants', async () => ({ success: true, value: await listMerchants(services) }));
      admin.get('/outbox', async () => ({ success: true, value: await readOutbox(services) }));
      admin.post('/sync-brands', async (_request, reply) => {
        try {
          return { success: true, value: await syncBrandFolders(services) };
        } catch (error) {
          // A brand folder added with a mistake: the operator reads what to fix; nothing was created for it.
          if (!(error instanceof BrandConfigError)) throw error;
          return reply.status(400).send({ success: false, errorCode: 'brand.invalid', message: error.message, value: null });
        }
      });
      admin.post('/maintenance', async (request) => {
        const body = switchBody.parse(request.body);
        await setMaintenance(services, body.on, body.merchant);
        return { success: true, value: await listMerchants(services) };
      });
      admin.post('/region', async (request) => {
        const body = switchBody.parse(request.body);
        await setRegionRestriction(services, body.on, body.merchant);
        return { success: true, value: await listMerchants(services) };
      });
      admin.post('/module', async (request) => {
        const body = moduleBody.parse(request.body);
        await setModule(services, body.module, body.on, body.merchant);
        return { success: true, value: await listMerchants(services) };
      });
      admin.get('/popups', async (request) => ({ success: true, value: await listPopups(services, popupSelector.parse(request.query)) }));
      admin.post('/popup', async (request) => {
        const { title, content, ...selector } = popupChange.parse(request.body);
        return { success: true, value: await changePopup(services, selector, { title, content }) };
      });
      admin.get('/banners', async (request) => ({ success: true, value: await listBanners(services, bannersQuery.parse(request.query)) }));
      admin.post('/banner', async (request) => {
        const { id, ...change } = bannerChange.parse(request.body);
        return { success: true, value: await changeBanner(services, id, change) };
      });
      admin.get('/info-pages', async (request) => ({
        success: true,
        value: await listInfoPages(services, infoPagesQuery.parse(request.query)),
      }));
      admin.post('/info-page', async (request) => ({
        success: true,
        value: await addInfoPageEntry(services, infoEntryBody.parse(request.body)),
      }));
      admin.post('/info-page/remove', async (request) => ({
        success: true,
        value: await removeInfoPageEntry(services, z.object({ id: z.coerce.number().int().positive() }).parse(request.body).id),
      }));
      admin.post('/games', async (request) => ({ success: true, value: await addGames(services, gamesBody.parse(request.body)) }));
      admin.get('/ledger-check', async () => ({ success: true, value: await checkLedger(services.db) }));
      admin.post('/message', async (request) => ({ success: true, value: await sendMessage(services, messageBody.parse(request.body)) }));
      admin.post('/credit', async (request) => ({ success: true, value: await creditMember(services, creditBody.parse(request.body)) }));
      admin.get('/deposits', async (request) => ({
        success: true,
        value: await listDeposits(services, depositsQuery.parse(request.query)),
      }));
      admin.post('/deposit', async (request) => {
        const body = depositDecision.parse(request.body);
        return { success: true, value: await decideDeposit(services, body.reference, body.decision) };
      });
      admin.get('/withdrawals', async (request) => ({
        success: true,
        value: await listWithdrawals(services, withdrawalsQuery.parse(request.query)),
      }));
      admin.post('/withdrawal', async (request) => {
        const body = withdrawalDecision.parse(request.body);
        return { success: true, value: await decideWithdrawal(services, body.reference, body.decision) };
      });
      admin.get('/rewards', async (request) => ({
        success: true,
        value: await listRewardApplications(services, rewardsQuery.parse(request.query)),
      }));
      admin.post('/reward', async (request) => ({
        success: true,
        value: await decideRewardApplication(services, rewardDecision.parse(request.body)),
      }));
      admin.post('/template', async (request) => {
        const body = templateBody.parse(request.body);
        return { success: true, value: await setTemplate(services, body.flag, body.value, body.merchant) };
      });
      admin.post('/image-cdns', async (request) => {
        const body = imageCdnsBody.parse(request.body);
        return { success: true, value: await setImageCdns(services, body.cdns, body.merchant) };
      });
      admin.post('/channel', async (request) => ({
        success: true,
        value: await setDepositChannel(services, channelBody.parse(request.body)),
      }));
      admin.post('/limits', async (request) => ({
        success: true,
        value: await setWithdrawLimits(services, limitsBody.parse(request.body)),
      }));
      admin.get('/uploads', async (request) => ({
        success: true,
        value: await listMemberUploads(services, uploadsQuery.parse(request.query)),
      }));
      admin.post('/uploads/sweep', async () => ({ success: true, value: await sweepUnusedUploads(services) }));
      admin.get<{ Params: { id: string } }>('/uploads/:id', async (request, reply) => {
        const { upload, bytes } = await readUploadAsAdmin(services, request.params.id);
        return sendUploadedImage(reply, upload, bytes);
      });
      admin.get('/rg', async (request) => ({ success: true, value: await showRg(services, rgMember.parse(request.query)) }));
      admin.post('/rg-lift', async (request) => ({ success: true, value: await liftTimeOut(services, rgLift.parse(request.body)) }));
      admin.get('/rg-near-limit', async (request) => ({
        success: true,
        value: await nearLimit(services, rgNearLimit.parse(request.query)),
      }));
      admin.get('/kyc', async (request) => ({ success: true, value: await listKyc(services, kycQuery.parse(request.query)) }));
      admin.post('/login-verification', async (request) => ({
        success: true,
        value: await setLoginVerification(services, loginVerificationBody.parse(request.body)),
      }));
      admin.post('/kyc', async (request) => ({
        success: true,
        value: await decideMemberKyc(services, kycDecision.parse(request.body)),
      }));
      admin.post('/contract-offer', async (request) => ({
        success: true,
        value: await offerAgentContract(services, contractOffer.parse(request.body)),
      }));
      admin.get('/contracts', async (request) => ({
        success: true,
        value: await listAgentContracts(services, contractsQuery.parse(request.query)),
      }));
      admin.post('/agent-payout', async (request) => ({
        success: true,
        value: await payoutAgents(services, payoutBody.parse(request.body)),
      }));
      admin.post('/agent-subordinate', async (request) => ({
        success: true,
        value: await addSubordinate(services, subordinateBody.parse(request.body)),
      }));
      admin.post('/reset', async () => {
        await resetPlatform(services);
        return { success: true, value: await listMerchants(services) };
      });
    },
    { prefix: '/__admin' },
  );
}
