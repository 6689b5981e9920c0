import type {
  GetOpenIdTokenForDeveloperIdentityCommandInput,
  GetOpenIdTokenForDeveloperIdentityCommandOutput,
} from '@aws-sdk/client-cognito-identity';
import type {
  AdminAddUserToGroupCommandInput,
  AdminCreateUserCommandInput,
  AdminDeleteUserCommandInput,
  AdminGetUserCommandInput,
  AdminGetUserCommandOutput,
  AdminListGroupsForUserCommandInput,
  AdminRemoveUserFromGroupCommandInput,
  AdminUserGlobalSignOutCommandInput,
  AttributeType,
  CreateGroupCommandInput,
  ListUsersInGroupCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import type { GetSecretValueCommandInput } from '@aws-sdk/client-secrets-manager';
import type { SendMessageBatchCommandInput, SendMessageBatchCommandOutput } from '@aws-sdk/client-sqs';
import { jsonClient } from './json-protocol.js';
import type { AwsService } from './request.js';

/**
 * The other services the functions call, each over its JSON protocol, with the SDK's input types. The outputs are
 * the members the functions read (a JSON protocol sends dates as numbers, where the SDK's types say Date).
 */

const SQS: AwsService = { endpointSetting: 'SQS', signingName: 'sqs', hostPrefix: 'sqs' };
interface SqsOperations {
  SendMessageBatch: { input: SendMessageBatchCommandInput; output: Pick<SendMessageBatchCommandOutput, 'Successful' | 'Failed'> };
}
export const sqs = jsonClient<SqsOperations>(SQS, '1.0', 'AmazonSQS');

const COGNITO_IDENTITY: AwsService = {
  endpointSetting: 'COGNITO_IDENTITY',
  signingName: 'cognito-identity',
  hostPrefix: 'cognito-identity',
};
interface CognitoIdentityOperations {
  GetOpenIdTokenForDeveloperIdentity: {
    input: GetOpenIdTokenForDeveloperIdentityCommandInput;
    output: Pick<GetOpenIdTokenForDeveloperIdentityCommandOutput, 'IdentityId' | 'Token'>;
  };
}
export const cognitoIdentity = jsonClient<CognitoIdentityOperations>(COGNITO_IDENTITY, '1.1', 'AWSCognitoIdentityService');

const COGNITO_IDP: AwsService = { endpointSetting: 'COGNITO_IDENTITY_PROVIDER', signingName: 'cognito-idp', hostPrefix: 'cognito-idp' };
/** A user as ListUsersInGroup and AdminCreateUser answer it (their dates left out). */
export interface CognitoUser {
  Username?: string;
  Attributes?: AttributeType[];
  Enabled?: boolean;
  UserStatus?: string;
}
interface CognitoIdpOperations {
  AdminAddUserToGroup: { input: AdminAddUserToGroupCommandInput; output: object };
  AdminCreateUser: { input: AdminCreateUserCommandInput; output: { User?: CognitoUser } };
  AdminDeleteUser: { input: AdminDeleteUserCommandInput; output: object };
  AdminGetUser: {
    input: AdminGetUserCommandInput;
    output: Pick<AdminGetUserCommandOutput, 'Username' | 'UserAttributes' | 'Enabled' | 'UserStatus'>;
  };
  AdminListGroupsForUser: {
    input: AdminListGroupsForUserCommandInput;
    output: { Groups?: Array<{ GroupName?: string }>; NextToken?: string };
  };
  AdminRemoveUserFromGroup: { input: AdminRemoveUserFromGroupCommandInput; output: object };
  AdminUserGlobalSignOut: { input: AdminUserGlobalSignOutCommandInput; output: object };
  CreateGroup: { input: CreateGroupCommandInput; output: object };
  ListUsersInGroup: { input: ListUsersInGroupCommandInput; output: { Users?: CognitoUser[]; NextToken?: string } };
}
export const cognitoIdp = jsonClient<CognitoIdpOperations>(COGNITO_IDP, '1.1', 'AWSCognitoIdentityProviderService');

const SECRETS_MANAGER: AwsService = { endpointSetting: 'SECRETS_MANAGER', signingName: 'secretsmanager', hostPrefix: 'secretsmanager' };
interface SecretsManagerOperations {
  GetSecretValue: { input: GetSecretValueCommandInput; output: { SecretString?: string } };
}
export const secretsManager = jsonClient<SecretsManagerOperations>(SECRETS_MANAGER, '1.1', 'secretsmanager');
