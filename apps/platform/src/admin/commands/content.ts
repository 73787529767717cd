import { INBOX_KINDS, INFO_PAGES, type InboxKind, type InfoPageId } from '@playdeck/api';
import { changeBanner, listBanners, type AdminBanner, type BannerChange, type BannerFilter } from '../banner-actions';
import {
  addInfoPageEntry,
  listInfoPages,
  removeInfoPageEntry,
  type AdminInfoEntry,
  type InfoPageFilter,
  type NewInfoEntry,
} from '../info-page-actions';
import { sendMessage, type MessagesSent, type SendMessage } from '../message-actions';
import { changePopup, listPopups, type AdminPopup, type PopupChange, type PopupExecution, type PopupSelector } from '../popup-actions';
import { query, type AdminCommand, type CommandRunners } from './command';
import { onlyOptions, parseId, parseLanguage } from './values';

/** The content commands: popups, banners, info pages and inbox messages. */
export type ContentCommand =
  | { kind: 'popups'; merchant?: string }
  | { kind: 'popup'; selector: PopupSelector; change: PopupChange }
  | { kind: 'banners'; filter: BannerFilter }
  | { kind: 'banner'; id: number; change: BannerChange }
  | { kind: 'info-pages'; filter: InfoPageFilter }
  | { kind: 'info-page-add'; entry: NewInfoEntry }
  | { kind: 'info-page-remove'; id: number }
  | { kind: 'message-send'; request: SendMessage };

function parseExecution(value: string | undefined): PopupExecution | undefined {
  if (value === undefined || value === 'A' || value === 'B' || value === 'F') return value;
  throw new Error(`--execution is A, B or F, got ${value}`);
}

function parseInfoPage(value: string | undefined): InfoPageId | undefined {
  if (value === undefined || (INFO_PAGES as readonly string[]).includes(value)) return value as InfoPageId | undefined;
  throw new Error(`--page is one of ${INFO_PAGES.join(', ')}, got ${value}`);
}

export const contentCommands: AdminCommand<ContentCommand>[] = [
  {
    name: 'popups',
    usage: ['popups [--merchant CODE]'],
    summary: 'the popup announcements: id, merchant, language, execution, title',
    options: { merchant: "only this merchant's" },
    examples: ['popups --merchant LUCKYSTAR'],
    parse: (_words, options) => ({ kind: 'popups', merchant: options.merchant }),
  },
  {
    name: 'popup',
    usage: ['popup (--id N | --merchant CODE [--execution A|B|F] [--language EN|TY]) [--title TEXT] [--content HTML]'],
    summary: "change a popup's title and/or content: apps that closed the popups show them again",
    details: "Without --id, the first of the merchant's popups that match (in the order the app shows them).",
    options: {
      id: 'the popup (popups lists them)',
      merchant: "or the first matching popup of this merchant's",
      execution: 'when it shows: A, B or F',
      language: 'EN or TY',
      title: 'the new title',
      content: 'the new content (HTML)',
    },
    examples: [
      "popup --merchant LUCKYSTAR --execution B --language EN --content '<p>New weekend bonus</p>'",
      "popup --id 12 --title 'Hello'",
    ],
    parse: (_words, options) => {
      const id = options.id === undefined ? undefined : parseId(options.id);
      if (options.id !== undefined && id === undefined) throw new Error(`--id is a popup id, got ${options.id}`);
      if (id === undefined && !options.merchant) throw new Error('popup needs --id N or --merchant CODE');
      if (options.title === undefined && options.content === undefined) throw new Error('popup needs --title, --content or both');
      const selector: PopupSelector = {
        id,
        merchant: options.merchant,
        execution: parseExecution(options.execution),
        language: parseLanguage(options.language),
      };
      return { kind: 'popup', selector, change: { title: options.title, content: options.content } };
    },
  },
  {
    name: 'banners',
    usage: ['banners [--merchant CODE] [--group GROUP] [--language EN|TY]'],
    summary: 'the banners: id, merchant, group, language, headline, the URL answered',
    options: { merchant: "only this merchant's", group: 'only this banner group (m_home, m_vip, …)', language: 'only EN or TY' },
    examples: ['banners --merchant PLAYDECK --group m_home'],
    parse: (_words, options) => ({
      kind: 'banners',
      filter: { merchant: options.merchant, group: options.group, language: parseLanguage(options.language) },
    }),
  },
  {
    name: 'banner',
    usage: ['banner --id N [--headline TEXT] [--subline TEXT]'],
    summary: 'redraw a banner with a new headline and/or subline (a new URL: every platform process answers it at once)',
    options: { id: 'the banner (banners lists them)', headline: 'the new headline', subline: 'the new subline' },
    examples: ["banner --id 1 --headline 'Weekend cup'"],
    parse: (_words, options) => {
      const id = parseId(options.id);
      if (id === undefined) throw new Error(`banner needs --id N (banners lists them), got ${options.id ?? 'none'}`);
      if (options.headline === undefined && options.subline === undefined) throw new Error('banner needs --headline, --subline or both');
      return { kind: 'banner', id, change: { headline: options.headline, subline: options.subline } };
    },
  },
  {
    name: 'info-pages',
    usage: ['info-pages [--merchant CODE] [--page PAGE] [--language EN|TY]'],
    summary: `the info pages' entries (PAGE: ${INFO_PAGES.join(', ')})`,
    options: { merchant: "only this merchant's", page: `only this page: ${INFO_PAGES.join(', ')}`, language: 'only EN or TY' },
    examples: ['info-pages --merchant LUCKYSTAR --page sponsor'],
    parse: (_words, options) => ({
      kind: 'info-pages',
      filter: { merchant: options.merchant, page: parseInfoPage(options.page), language: parseLanguage(options.language) },
    }),
  },
  {
    name: 'info-page',
    usage: [
      'info-page add --merchant CODE --page PAGE --language EN|TY --title TEXT --content HTML [--summary TEXT] [--image URL]',
      'info-page remove --id N',
    ],
    summary: 'add an entry at the end of a page, or remove one',
    options: {
      merchant: 'add: the merchant',
      page: `add: the page, ${INFO_PAGES.join(', ')}`,
      language: 'add: EN or TY',
      title: "add: the entry's title",
      content: "add: the entry's content (HTML)",
      summary: "add: the entry's summary (empty when not given)",
      image: 'add: an image, https or /wps/static/…',
      id: 'remove: the entry (info-pages lists them)',
    },
    examples: [
      "info-page add --merchant PLAYDECK --page sponsor --language EN --title 'Hanoi Tigers' --content '<p>Courtside.</p>'",
      'info-page remove --id 7',
    ],
    parse: ([action], options) => {
      if (action === 'remove') {
        onlyOptions('info-page remove', options, ['id']);
        const id = parseId(options.id);
        if (id === undefined) throw new Error(`info-page remove needs --id N, got ${options.id ?? 'none'}`);
        return { kind: 'info-page-remove', id };
      }
      if (action !== 'add') throw new Error('info-page is "info-page add …" or "info-page remove --id N"');
      onlyOptions('info-page add', options, ['merchant', 'page', 'language', 'title', 'summary', 'content', 'image']);
      const page = parseInfoPage(options.page);
      const language = parseLanguage(options.language);
      if (!options.merchant || !page || !language || options.title === undefined || options.content === undefined)
        throw new Error('info-page add needs --merchant CODE, --page PAGE, --language EN|TY, --title TEXT and --content HTML');
      return {
        kind: 'info-page-add',
        entry: {
          merchant: options.merchant,
          page,
          language,
          title: options.title,
          summary: options.summary ?? '',
          content: options.content,
          imageUrl: options.image,
        },
      };
    },
  },
  {
    name: 'message',
    usage: ['message send --merchant CODE (--username NAME | --all) --title TEXT --body TEXT [--kind system|promotion|personal]'],
    summary: "put a message in one member's inbox or in every member's of the merchant: unread until opened",
    options: {
      merchant: 'the merchant',
      username: 'to this member',
      all: "to every member's inbox of the merchant",
      title: 'the title',
      body: 'the text (plain text)',
      kind: `${INBOX_KINDS.join(', ')} (system when not given)`,
    },
    examples: ["message send --merchant PLAYDECK --username member01 --title 'Bonus' --body 'Claim it' --kind promotion"],
    parse: (words, { merchant, username, all, title, body, kind }) => {
      if (words[0] !== 'send' || words.length > 1) throw new Error(`message takes send, got ${words.join(' ') || 'nothing'}`);
      if (!merchant || !title || !body) throw new Error('message send needs --merchant CODE, --title TEXT and --body TEXT');
      if (Boolean(username) === Boolean(all)) throw new Error('message send needs --username NAME or --all (one of them)');
      if (kind !== undefined && !(INBOX_KINDS as readonly string[]).includes(kind)) {
        throw new Error(`--kind is ${INBOX_KINDS.join(', ')}, got ${kind}`);
      }
      const recipients = all ? { all: true as const } : { username: username! };
      return { kind: 'message-send', request: { merchant, title, body, kind: kind as InboxKind | undefined, ...recipients } };
    },
  },
];

const popupLine = (popup: AdminPopup) =>
  `${String(popup.id).padStart(4)} ${popup.merchant.padEnd(12)} ${popup.language} execution=${popup.execution ?? '-'}` +
  `${popup.promotionType ? ` promotion=${popup.promotionType}` : ''}  ${popup.title}`;

const bannerLine = (banner: AdminBanner) =>
  `${String(banner.id).padStart(4)} ${banner.merchant.padEnd(12)} ${banner.group.padEnd(10)} ${banner.language} #${banner.sequence}  ` +
  `${banner.headline} | ${banner.subline}  ${banner.url}`;

const infoEntryLine = (entry: AdminInfoEntry) =>
  `${String(entry.id).padStart(4)} ${entry.merchant.padEnd(12)} ${entry.page.padEnd(10)} ${entry.language} #${entry.sequence}` +
  `${entry.imageUrl ? ` image=${entry.imageUrl}` : ''}  ${entry.title}`;

export const contentRunners: CommandRunners<ContentCommand> = {
  popups: {
    route: (command) => ({ get: `/popups${query({ merchant: command.merchant })}` }),
    direct: ({ services }, command) => listPopups(services, { merchant: command.merchant }),
    print: (_command, value) => {
      for (const popup of value as AdminPopup[]) console.log(popupLine(popup));
    },
  },
  popup: {
    route: (command) => ({ post: '/popup', body: { ...command.selector, ...command.change } }),
    direct: ({ services }, command) => changePopup(services, command.selector, command.change),
    print: (_command, value) => {
      const { before, after } = value as { before: AdminPopup; after: AdminPopup };
      console.log(`${popupLine(after)}\n    before: ${before.title} | ${before.content}\n    after:  ${after.title} | ${after.content}`);
    },
  },
  banners: {
    route: (command) => ({ get: `/banners${query({ ...command.filter })}` }),
    direct: ({ services }, command) => listBanners(services, command.filter),
    print: (_command, value) => {
      for (const banner of value as AdminBanner[]) console.log(bannerLine(banner));
    },
  },
  banner: {
    route: (command) => ({ post: '/banner', body: { id: command.id, ...command.change } }),
    direct: ({ services }, command) => changeBanner(services, command.id, command.change),
    print: (_command, value) => {
      const { before, after } = value as { before: AdminBanner; after: AdminBanner };
      console.log(
        `${bannerLine(after)}\n    before: ${before.headline} | ${before.subline}\n    after:  ${after.headline} | ${after.subline}`,
      );
    },
  },
  'info-pages': {
    route: (command) => ({ get: `/info-pages${query({ ...command.filter })}` }),
    direct: ({ services }, command) => listInfoPages(services, command.filter),
    print: (_command, value) => {
      for (const entry of value as AdminInfoEntry[]) console.log(infoEntryLine(entry));
    },
  },
  'info-page-add': {
    route: (command) => ({ post: '/info-page', body: command.entry }),
    direct: ({ services }, command) => addInfoPageEntry(services, command.entry),
    print: (_command, value) => console.log(`added   ${infoEntryLine(value as AdminInfoEntry)}`),
  },
  'info-page-remove': {
    route: (command) => ({ post: '/info-page/remove', body: { id: command.id } }),
    direct: ({ services }, command) => removeInfoPageEntry(services, command.id),
    print: (_command, value) => console.log(`removed ${infoEntryLine(value as AdminInfoEntry)}`),
  },
  'message-send': {
    route: (command) => ({ post: '/message', body: command.request }),
    direct: ({ services }, command) => sendMessage(services, command.request),
    print: (_command, value) => {
      const sent = value as MessagesSent;
      console.log(`${sent.merchant.padEnd(12)} ${sent.kind} message sent to ${sent.sent} inbox${sent.sent === 1 ? '' : 'es'}`);
    },
  },
};
