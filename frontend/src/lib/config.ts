import * as z from 'zod';

/** /config.json: written by the CDK deployment beside the app, served by the local cloud in development. */
const configSchema = z.object({
  region: z.string().min(1),
  identityPoolId: z.string().min(1),
  apiEndpoint: z.url(),
  cookieFunctionName: z.string().min(1),
  mediaDomain: z.string().min(1),
  adminUserPoolId: z.string().min(1),
  adminUserPoolClientId: z.string().min(1),
  endpoints: z.object({ cognitoIdentity: z.url(), lambda: z.url(), cognitoIdp: z.url() }).optional(),
});
export type AppConfig = z.infer<typeof configSchema>;

let config: AppConfig | undefined;

export const loadConfig = async (): Promise<AppConfig> => {
  if (config) return config;
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load /config.json (status ${response.status})`);
  const parsed = configSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`/config.json is not valid: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
  config = parsed.data;
  return config;
};

/** The configuration once loaded (the app loads it before it renders anything that calls the cloud). */
export const getConfig = (): AppConfig => {
  if (!config) throw new Error('The configuration has not been loaded yet');
  return config;
};

export const setConfigForTests = (value: AppConfig | undefined): void => {
  config = value;
};
