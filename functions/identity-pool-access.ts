import type { FunctionName } from './routes.js';

/** The identity pool operations a function may call: the CDK app grants exactly these, the local pool refuses the rest. */
export type IdentityPoolAction = 'GetOpenIdTokenForDeveloperIdentity' | 'LookupDeveloperIdentity' | 'DeleteIdentities';

export const IDENTITY_POOL_ACCESS: Partial<Record<FunctionName, readonly IdentityPoolAction[]>> = {
  'waw-login': ['GetOpenIdTokenForDeveloperIdentity'],
  // A child's removal finds their identity by their student id and deletes it.
  'student-removal-worker': ['LookupDeveloperIdentity', 'DeleteIdentities'],
  // A child's export finds their identity (their videos' folder) by their student id, and changes nothing.
  'student-export-worker': ['LookupDeveloperIdentity'],
};

export const mayCallIdentityPool = (functionName: string | undefined, action: IdentityPoolAction): boolean =>
  !!functionName && (IDENTITY_POOL_ACCESS[functionName as FunctionName] ?? []).includes(action);
