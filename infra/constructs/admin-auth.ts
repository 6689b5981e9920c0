import { Annotations, Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  UserPool,
  UserPoolClient,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { DISTRICT_ADMINS } from '../../functions/admins/admin-roles.js';
import { acknowledge } from './acknowledge.js';

/**
 * Who sends the admins' e-mail: an address verified in SES, or a domain verified in SES (sending as no-reply@ it).
 * The `emailSender` context (docs/deploy.md, E-mail).
 */
export type EmailSender = { address: string; domain?: string };

const EMAIL_ADDRESS = /^[^\s@]+@([a-z0-9-]+\.)+[a-z]{2,}$/i;
const DOMAIN = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** The `emailSender` context: an address or a domain; anything else stops the synth with its reason. */
export const parseEmailSender = (raw: unknown): EmailSender | undefined => {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'string' ? raw.trim() : JSON.stringify(raw);
  if (EMAIL_ADDRESS.test(value)) return { address: value };
  if (DOMAIN.test(value)) return { address: `no-reply@${value}`, domain: value };
  throw new Error(`emailSender must be an e-mail address or a domain verified in SES, such as schools.example.org, not ${value}`);
};

/** What `cdk synth` says when no sender is named: the limit the first morning would otherwise find. */
export const COGNITO_EMAIL_WARNING =
  "Admins' sign-in codes and invitations go out through Cognito's own e-mail, which sends at most 50 a day for the whole account: a district's first morning runs out and nobody gets a code. Name a sender verified in SES with -c emailSender=<domain or address> (docs/deploy.md, E-mail).";

/**
 * The admins' user pool: no self sign-up, sign-in by a one-time code sent to the admin's e-mail (USER_AUTH with
 * EMAIL_OTP). Roles are groups: district-admins (every school, and the programme's content), made here, and one
 * group per school and role (school:{id}:admin), made when that school's first admin is (functions/admins/admin-roles.ts).
 * The first admin comes from `npm run admins:create`; school admins invite the rest from the dashboard.
 */
export class AdminAuth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: { stage: string; emailSender?: EmailSender }) {
    super(scope, id);
    const sender = props.emailSender;
    this.userPool = new UserPool(this, 'Admins', {
      userPoolName: `waw-${props.stage}-admins`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      featurePlan: FeaturePlan.ESSENTIALS,
      signInPolicy: { allowedFirstAuthFactors: { password: true, emailOtp: true } },
      passwordPolicy: { minLength: 14, requireDigits: true, requireLowercase: true, requireUppercase: true, requireSymbols: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Through SES in the stack's own region, as the verified sender: Cognito's own e-mail is a few dozen a day.
      ...(sender ? { email: UserPoolEmail.withSES({ fromEmail: sender.address, fromName: 'WAW', sesVerifiedDomain: sender.domain }) } : {}),
      // Sent by AdminCreateUser; admins have no password, so {####} (which Cognito requires) is never a real one.
      userInvitation: {
        emailSubject: 'You are invited to the WAW admin area',
        emailBody:
          'You are now an admin in WAW. Sign in on the WAW site at /admin/login with {username}: each time, we e-mail you a code. (Reference {####}: not needed.)',
      },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    if (!sender) Annotations.of(this.userPool).addWarningV2('waw:cognito-email', COGNITO_EMAIL_WARNING);
    this.client = this.userPool.addClient('App', {
      authFlows: { user: true },
      // The admin area signs in through the API (USER_AUTH), never through hosted pages: no OAuth flow at all.
      disableOAuth: true,
      // An admin may change their display name and nothing else: roles and schools are groups, set by other admins.
      readAttributes: new ClientAttributes().withStandardAttributes({ email: true, emailVerified: true, fullname: true }),
      writeAttributes: new ClientAttributes().withStandardAttributes({ fullname: true }),
      preventUserExistenceErrors: true,
      generateSecret: false,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(1),
      enableTokenRevocation: true,
    });
    new CfnUserPoolGroup(this, `Role-${DISTRICT_ADMINS}`, {
      userPoolId: this.userPool.userPoolId,
      groupName: DISTRICT_ADMINS,
      description: 'See and manage every school, and change the programme every school plays',
    });
    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Cognito MFA and passwordless sign-in cannot be combined; the second factor is a passkey the API verifies itself (admin-passkeys, functions/admins/webauthn.ts) before every sensitive action (aal2).',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the Plus feature plan; the pool has no self sign-up, no passwords in use and a WAF-limited API behind it.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Essentials is the plan that offers e-mail one-time-code sign-in; Plus adds threat protection a handful of invited admins do not need (see COG3).',
      },
    ]);
  }
}
