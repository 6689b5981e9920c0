import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, CfnUserPoolGroup, ClientAttributes, FeaturePlan, UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { DISTRICT_ADMINS } from '../../functions/admins/admin-roles.js';
import { acknowledge } from './acknowledge.js';

/**
 * The admins' user pool: no self sign-up, sign-in by a one-time code sent to the admin's e-mail (USER_AUTH with
 * EMAIL_OTP). Roles are groups: district-admins (every school, and the programme's content), made here, and one
 * group per school and role (school:{id}:admin), made when that school's first admin is (functions/admins/admin-roles.ts).
 * The first admin comes from `npm run admins:create`; school admins invite the rest from the dashboard.
 */
export class AdminAuth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    this.userPool = new UserPool(this, 'Admins', {
      userPoolName: `waw-${props.stage}-admins`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      featurePlan: FeaturePlan.ESSENTIALS,
      signInPolicy: { allowedFirstAuthFactors: { password: true, emailOtp: true } },
      passwordPolicy: { minLength: 14, requireDigits: true, requireLowercase: true, requireUppercase: true, requireSymbols: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Sent by AdminCreateUser; admins have no password, so {####} (which Cognito requires) is never a real one.
      userInvitation: {
        emailSubject: 'You are invited to the WAW admin area',
        emailBody:
          'You are now an admin in WAW. Sign in on the WAW site at /admin/login with {username}: each time, we e-mail you a code. (Reference {####}: not needed.)',
      },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
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
