import { parseColor, type LanguageCode } from '@playdeck/brand/schema';

/** What `npm run new-brand` takes; every option may be missing (Nx asks for it in a terminal) or wrong (refused here). */
export interface BrandGeneratorSchema {
  id?: string;
  name?: string;
  merchantCode?: string;
  domain?: string;
  primaryColor?: string;
  languages?: string | string[];
  defaultLanguage?: string;
  minAge?: number | string;
  logo?: string;
  customerService?: string;
  licence?: string;
  /** The brand whose brand.json is the base for settings an operator has no say in yet (flags, templates, typography). */
  from?: string;
}

/** Another brand's claims, as read from its brand.json. */
export interface ExistingBrand {
  id: string;
  merchantCode?: string;
  domains: string[];
}

export interface BrandOptions {
  id: string;
  name: string;
  merchantCode: string;
  domains: string[];
  primaryColor: string;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  minimumAge: 18 | 21;
  logo: string;
  /** The operator's customer service, an http(s) URL; missing, the brand points at the platform's demo pages (DEMO_LINKS). */
  customerService?: string;
  licence: string;
  from: string;
}

const ID = /^[a-z][a-z0-9-]{1,31}$/;
const MERCHANT_CODE = /^[A-Za-z0-9_]{2,32}$/;
const HOSTNAME = /^(localhost|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+)$/;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function httpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The options checked one by one against what brand.json allows and what other brands already have: either the
 * brand's settings, or one line per refused option naming it and what is allowed.
 */
export function checkOptions(
  raw: BrandGeneratorSchema,
  existing: readonly ExistingBrand[],
  /** Languages with a dictionary (a folder of libs/i18n/src/locales). */
  shipped: readonly LanguageCode[],
): { options: BrandOptions; problems: [] } | { options?: undefined; problems: string[] } {
  const problems: string[] = [];
  const refuse = (message: string) => {
    problems.push(message);
    return '';
  };

  const id = text(raw.id);
  const before = problems.length;
  if (!id) refuse('<id> (the first argument): missing; give the brand folder name, e.g. `npm run new-brand -- acme ...`');
  else if (!ID.test(id))
    refuse(`<id> (the first argument): "${id}" is not allowed; use 2-32 lower-case letters, digits and dashes, starting with a letter`);
  else if (existing.some((brand) => brand.id === id)) {
    refuse(
      `<id> (the first argument): brands/${id} already exists; choose an id no brand has (taken: ${existing.map((brand) => brand.id).join(', ')})`,
    );
  }

  const idOk = problems.length === before;

  const name = text(raw.name);
  if (!name || name.length > 40)
    refuse(`--name: ${name ? `"${name}" is too long` : 'missing'}; give the name players see, 1 to 40 characters`);

  const merchantCode = text(raw.merchantCode);
  const codeOwner = existing.find((brand) => brand.merchantCode && same(brand.merchantCode, merchantCode));
  if (!merchantCode)
    refuse("--merchant-code: missing; give the operator platform's merchant code for this brand (letters, digits, underscores)");
  else if (!MERCHANT_CODE.test(merchantCode))
    refuse(`--merchant-code: "${merchantCode}" is not allowed; use 2-32 letters, digits and underscores`);
  else if (codeOwner)
    refuse(`--merchant-code: "${merchantCode}" is already the merchant code of brand "${codeOwner.id}"; each brand needs its own`);

  const domain = text(raw.domain).toLowerCase();
  const domainOwner = (host: string) => existing.find((brand) => brand.domains.some((claimed) => same(claimed, host)));
  if (!domain) refuse('--domain: missing; give the host name the brand is served on, e.g. m.acme.com');
  else if (!HOSTNAME.test(domain))
    refuse(`--domain: "${domain}" is not a host name; give one such as m.acme.com (no scheme, path or port)`);
  else if (domainOwner(domain))
    refuse(`--domain: "${domain}" is already a domain of brand "${domainOwner(domain)!.id}"; a domain serves one brand`);
  // <id>.localhost lets `npm start` serve the brand locally beside the others.
  const localDomain = `${id}.localhost`;
  if (idOk && domainOwner(localDomain))
    refuse(`<id> (the first argument): ${localDomain} is already a domain of brand "${domainOwner(localDomain)!.id}"`);

  const primaryColor = text(raw.primaryColor);
  const parsed = parseColor(primaryColor);
  if (!primaryColor) refuse('--primary-color: missing; give the brand colour as #rrggbb, e.g. #7c3aed');
  else if (!parsed || parsed.a !== 1) {
    refuse(
      `--primary-color: "${primaryColor}" is not ${parsed ? 'an opaque' : 'a'} colour; give #rrggbb (e.g. #7c3aed), #rgb, rgb() or hsl()`,
    );
  }

  const requested = (Array.isArray(raw.languages) ? raw.languages : text(raw.languages || shipped.join(',')).split(','))
    .map((code) => text(code).toUpperCase())
    .filter(Boolean);
  const unsupported = requested.filter((code) => !shipped.includes(code));
  const languages = [...new Set(requested)] as LanguageCode[];
  if (requested.length === 0 || unsupported.length > 0) {
    refuse(
      `--languages: ${unsupported.length ? `"${unsupported.join(', ')}" ${unsupported.length === 1 ? 'has' : 'have'} no dictionary (libs/i18n/src/locales/<code>, see docs/languages.md)` : 'empty'}; choose from ${shipped.join(', ')}, comma-separated (e.g. EN,TY)`,
    );
  }

  const defaultLanguage = (text(raw.defaultLanguage) || languages[0] || '').toUpperCase() as LanguageCode;
  if (problems.every((problem) => !problem.startsWith('--languages')) && !languages.includes(defaultLanguage)) {
    refuse(`--default-language: "${defaultLanguage}" is not one of --languages (${languages.join(', ')}); choose one of those`);
  }

  const minAge = raw.minAge === undefined || raw.minAge === '' ? 18 : Number(raw.minAge);
  if (minAge !== 18 && minAge !== 21) refuse(`--min-age: "${raw.minAge}" is not allowed; the minimum age is 18 or 21`);

  const logo = text(raw.logo);
  if (!logo) refuse('--logo: missing; give the path of your logo, an .svg or .png file');

  const customerService = text(raw.customerService);
  if (customerService && !httpUrl(customerService))
    refuse(`--customer-service: "${customerService}" is not an http(s) URL; give one such as https://help.acme.com/chat`);

  if (problems.length > 0) return { problems };
  return {
    problems: [],
    options: {
      id,
      name,
      merchantCode,
      domains: [...new Set([domain, localDomain])],
      primaryColor,
      languages,
      defaultLanguage,
      minimumAge: minAge as 18 | 21,
      logo,
      ...(customerService ? { customerService } : {}),
      licence: text(raw.licence),
      from: text(raw.from) || 'default',
    },
  };
}
