/**
 * /config.json: written by the CDK deployment beside the app, served by the local cloud in development. Checked
 * by hand rather than with a schema, so the sign-in page loads no validation library before the child types.
 */
export interface AppConfig {
  region: string;
  identityPoolId: string;
  /** where the app sends API calls: in AWS the site itself, whose CloudFront forwards /v3/* to the API */
  apiEndpoint: string;
  /** the API's own URL (host and stage) that calls are signed for, since that is what API Gateway checks */
  apiSigningEndpoint?: string;
  /** where the cookie function's Invoke is sent when not to Lambda's own host (in AWS the site, as for the API) */
  lambdaEndpoint?: string;
  cookieFunctionName: string;
  mediaDomain: string;
  adminUserPoolId: string;
  adminUserPoolClientId: string;
  /** locally: where stock clients must be pointed */
  endpoints?: { cognitoIdentity: string; lambda: string; cognitoIdp: string };
  /** true where the deployment makes each spoken line's audio (media/narration/); absent, the app asks for none */
  narration?: boolean;
}

const REQUIRED = [
  'region',
  'identityPoolId',
  'apiEndpoint',
  'cookieFunctionName',
  'mediaDomain',
  'adminUserPoolId',
  'adminUserPoolClientId',
] as const;
const OPTIONAL_URLS = ['apiSigningEndpoint', 'lambdaEndpoint'] as const;
const ENDPOINTS = ['cognitoIdentity', 'lambda', 'cognitoIdp'] as const;

const isUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The first problem with a configuration, or null when it can be used. */
export const configProblem = (value: unknown): string | null => {
  if (typeof value !== 'object' || value === null) return 'expected an object';
  const record = value as Record<string, unknown>;
  for (const key of REQUIRED) {
    if (typeof record[key] !== 'string' || record[key] === '') return `${key}: expected a non-empty string`;
  }
  if (!isUrl(record.apiEndpoint)) return 'apiEndpoint: expected a URL';
  for (const key of OPTIONAL_URLS) if (record[key] !== undefined && !isUrl(record[key])) return `${key}: expected a URL`;
  if (record.endpoints !== undefined) {
    const endpoints = record.endpoints as Record<string, unknown> | null;
    if (typeof endpoints !== 'object' || endpoints === null) return 'endpoints: expected an object';
    for (const key of ENDPOINTS) if (!isUrl(endpoints[key])) return `endpoints.${key}: expected a URL`;
  }
  return null;
};

let config: AppConfig | undefined;
let loading: Promise<AppConfig> | undefined;

const fetchConfig = async (): Promise<AppConfig> => {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load /config.json (status ${response.status})`);
  const loaded: unknown = await response.json();
  const problem = configProblem(loaded);
  if (problem) throw new Error(`/config.json is not valid: ${problem}`);
  const { endpoints, ...rest } = loaded as AppConfig;
  return {
    ...(Object.fromEntries(REQUIRED.map((key) => [key, rest[key]])) as Pick<AppConfig, (typeof REQUIRED)[number]>),
    ...Object.fromEntries(OPTIONAL_URLS.filter((key) => rest[key] !== undefined).map((key) => [key, rest[key]])),
    ...(endpoints
      ? { endpoints: { cognitoIdentity: endpoints.cognitoIdentity, lambda: endpoints.lambda, cognitoIdp: endpoints.cognitoIdp } }
      : {}),
    ...(rest.narration === true ? { narration: true } : {}),
  };
};

/**
 * One fetch for every caller: the start of the app, and a save that a reload sends before the start has the
 * configuration (a store's code can arrive before /config.json does on a slow network).
 */
export const loadConfig = (): Promise<AppConfig> => {
  if (config) return Promise.resolve(config);
  loading ??= fetchConfig().then(
    (loaded) => (config = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/** The configuration once loaded (the app loads it before it renders anything that calls the cloud). */
export const getConfig = (): AppConfig => {
  if (!config) throw new Error('The configuration has not been loaded yet');
  return config;
};

export const setConfigForTests = (value: AppConfig | undefined): void => {
  config = value;
  loading = undefined;
};
