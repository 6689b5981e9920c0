import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';

/**
 * Makes the RSA key pair CloudFront's signed cookies use, at deploy time: the private key goes straight into
 * Secrets Manager and only the public key comes back to the template (as a runtime attribute, never in the file).
 * An update keeps the key the secret already holds, so a redeploy does not sign every child out of their media.
 */
const secrets = new SecretsManagerClient({});

const existingKey = async (secretId: string): Promise<string | undefined> => {
  try {
    const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
    return SecretString?.includes('PRIVATE KEY') ? SecretString : undefined;
  } catch {
    return undefined;
  }
};

export const handler = async (event: CloudFormationCustomResourceEvent) => {
  const secretId = String(event.ResourceProperties.SecretId);
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  let privateKey = await existingKey(secretId);
  if (!privateKey) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await secrets.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: privateKey }));
  }
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { PhysicalResourceId: `cookie-key-pair:${secretId}`, Data: { PublicKey: publicKey } };
};
