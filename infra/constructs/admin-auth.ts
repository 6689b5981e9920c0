import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, CfnUserPoolGroup, FeaturePlan, UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMINS_GROUP } from '../../functions/lib/admin.js';
import { acknowledge } from './acknowledge.js';

/**
 * The admins' user pool: no self sign-up, sign-in by a one-time code sent to the admin's e-mail (USER_AUTH with
 * EMAIL_OTP), and an admins group the admin API requires. Admins are added by a platform engineer (README).
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
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.client = this.userPool.addClient('App', {
      authFlows: { user: true },
      preventUserExistenceErrors: true,
      generateSecret: false,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(1),
      enableTokenRevocation: true,
    });
    new CfnUserPoolGroup(this, 'AdminsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMINS_GROUP,
      description: 'May use the WAW admin area',
    });
    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Admins sign in with a one-time code sent to their e-mail each time; a second factor on top of that adds little for this pool.',
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
