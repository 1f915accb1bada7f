/**
 * Runtime configuration. The server publishes `/config.json` ({url, anonKey, analyticsUrl?}); a hosted build can
 * override it with VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, and the footer's external documents
 * with VITE_LINK_* variables or a `links` object in config.json.
 */
export interface FooterLinks {
  privacyPolicy: string;
  riskDisclosure: string;
  termsOfService: string;
  termsOfUse: string;
  cookiePolicy: string;
  feedback: string;
  status: string;
  support: string;
}

export interface AppConfig {
  url: string;
  anonKey: string;
  /** The server's minimum password length (PASSWORD_MIN_LENGTH), shown on the sign-up form. */
  passwordMinLength: number;
  links: FooterLinks;
  /** The operator's page-view collector (ANALYTICS_URL); none means no page views are sent. */
  analyticsUrl?: string;
}

export const DEFAULT_LINKS: FooterLinks = {
  privacyPolicy: '/privacy-policy',
  riskDisclosure: '/about#risk-disclosure',
  termsOfService: '/about#terms-of-service',
  termsOfUse: '/about#terms-of-use',
  cookiePolicy: '/privacy-policy#cookies',
  feedback: '/about#feedback',
  status: '/health',
  support: 'mailto:support@localhost',
};

const ENV_LINKS: Partial<Record<keyof FooterLinks, string | undefined>> = {
  privacyPolicy: import.meta.env.VITE_LINK_PRIVACY_POLICY,
  riskDisclosure: import.meta.env.VITE_LINK_RISK_DISCLOSURE,
  termsOfService: import.meta.env.VITE_LINK_TERMS_OF_SERVICE,
  termsOfUse: import.meta.env.VITE_LINK_TERMS_OF_USE,
  cookiePolicy: import.meta.env.VITE_LINK_COOKIE_POLICY,
  feedback: import.meta.env.VITE_LINK_FEEDBACK,
  status: import.meta.env.VITE_LINK_STATUS,
  support: import.meta.env.VITE_LINK_SUPPORT,
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pickString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function pickHttpUrl(value: unknown): string | undefined {
  const text = pickString(value);
  if (!text) return undefined;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Checks the backend client rules (SPEC 5): URL and key required, the URL must be http(s). */
export function parseConfig(raw: unknown, env: { url?: string; anonKey?: string } = {}): AppConfig {
  const body = isRecord(raw) ? raw : {};
  const url = pickString(env.url) ?? pickString(body.url);
  const anonKey = pickString(env.anonKey) ?? pickString(body.anonKey);
  if (!url) throw new ConfigError('The backend URL is missing from /config.json.');
  if (!anonKey) throw new ConfigError('The backend key is missing from /config.json.');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`The backend URL "${url}" is not a valid URL.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`The backend URL must use http or https, not ${parsed.protocol}`);
  }
  const links = { ...DEFAULT_LINKS };
  const bodyLinks = isRecord(body.links) ? body.links : {};
  for (const key of Object.keys(links) as Array<keyof FooterLinks>) {
    links[key] = pickString(ENV_LINKS[key]) ?? pickString(bodyLinks[key]) ?? links[key];
  }
  const min =
    typeof body.passwordMinLength === 'number' && body.passwordMinLength > 0 ? body.passwordMinLength : 8;
  const analyticsUrl = pickHttpUrl(body.analyticsUrl);
  return {
    url: parsed.toString().replace(/\/$/, ''),
    anonKey,
    passwordMinLength: min,
    links,
    ...(analyticsUrl ? { analyticsUrl } : {}),
  };
}

/**
 * The last /config.json read, so the app can still start from the service worker's cached shell
 * when the server is unreachable. The key is cleared at sign-out like every product key; the
 * next online start writes it again.
 */
export const LAST_CONFIG_KEY = 'edgelog_last_config';

function rememberConfig(raw: unknown): void {
  try {
    window.localStorage.setItem(LAST_CONFIG_KEY, JSON.stringify(raw));
  } catch {
    // without storage there is simply no offline start
  }
}

function lastConfig(): unknown {
  try {
    const text = window.localStorage.getItem(LAST_CONFIG_KEY);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export async function loadConfig(fetcher: typeof fetch = fetch): Promise<AppConfig> {
  const env = { url: import.meta.env.VITE_SUPABASE_URL, anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY };
  if (pickString(env.url) && pickString(env.anonKey)) return parseConfig({}, env);
  let raw: unknown;
  try {
    const response = await fetcher('/config.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new ConfigError(`/config.json answered ${response.status}.`);
    raw = await response.json();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const remembered = lastConfig();
    if (remembered !== undefined) return parseConfig(remembered, env);
    throw new ConfigError('The Edgelog server could not be reached to read /config.json.');
  }
  const config = parseConfig(raw, env);
  rememberConfig(raw);
  return config;
}
