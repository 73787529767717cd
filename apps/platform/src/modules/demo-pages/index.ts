import { DEMO_LINKS } from '@playdeck/brand/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PlatformError } from '../../http/platform-error';
import type { PlatformModule } from '../platform-module';
import { DEMO_APP_FILE, DEMO_APP_TYPES, demoAppFile, type DemoAppType } from './app-files';
import { demoAgentReply } from './demo-agent';
import { demoLanguage, sendDemoPage } from './page-shell';
import { affiliatePage, customerServicePage, liveChatPage } from './pages';
import { DEMO_TEXTS } from './texts';

type PageRequest = FastifyRequest<{ Querystring: { lang?: unknown; name?: unknown } }>;

const MAX_NAME = 60;
const visitorName = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX_NAME) : '');

const chatMessage = z.object({
  message: z.string().trim().min(1).max(500),
  name: z.string().trim().max(MAX_NAME).optional(),
  lang: z.string().max(8).optional(),
});

/**
 * The reference platform's demo pages (DEMO_LINKS), where the demo brands' links point until an operator gives
 * their own: customer service, a live chat whose demo agent answers, the affiliate page and app downloads.
 * Pages, not calls of the contract: no Merchant header, so a plain link or a frame opens them on any host.
 */
export const demoPagesModule: PlatformModule = (app: FastifyInstance, services) => {
  app.get(DEMO_LINKS.customerService, async (request: PageRequest, reply) =>
    sendDemoPage(reply, services, customerServicePage(demoLanguage(request))),
  );
  app.get(DEMO_LINKS.affiliate, async (request: PageRequest, reply) => sendDemoPage(reply, services, affiliatePage(demoLanguage(request))));
  app.get(DEMO_LINKS.liveChat, async (request: PageRequest, reply) => {
    const language = demoLanguage(request);
    return sendDemoPage(reply, services, liveChatPage(language, visitorName(request.query.name) || DEMO_TEXTS[language].chatGuest));
  });

  app.post(`${DEMO_LINKS.liveChat}/messages`, async (request, reply) => {
    const body = chatMessage.parse(request.body ?? {});
    const language = body.lang?.toUpperCase() === 'TY' ? 'TY' : 'EN';
    const name = body.name || DEMO_TEXTS[language].chatGuest;
    return reply.header('cache-control', 'no-store').send({ reply: demoAgentReply(body.message, name, language) });
  });

  app.get<{ Params: { file: string } }>(`${DEMO_LINKS.appDownloads}/:file`, async (request, reply) => {
    const match = DEMO_APP_FILE.exec(request.params.file);
    if (!match) throw new PlatformError('not.found', { status: 404, message: 'no such demo app file: <name>.apk, .ipa or .mobileconfig' });
    const [, name, type] = match as unknown as [string, string, DemoAppType];
    return reply
      .header('content-type', DEMO_APP_TYPES[type])
      .header('content-disposition', `attachment; filename="${name}.${type}"`)
      .header('cache-control', 'public, max-age=3600')
      .send(demoAppFile(name, type, DEMO_TEXTS.EN.downloadNote));
  });
};
