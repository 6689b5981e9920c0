import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnIdentityPool, CfnIdentityPoolRoleAttachment } from 'aws-cdk-lib/aws-cognito';
import { FederatedPrincipal, Role } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

export interface IdentityStackProps extends StackProps {
  stage: string;
}

/**
 * The identity pool students sign in to through the login function (developer-authenticated identities only; no
 * guests), and the role its identities assume. The role starts with no permissions: the app stack grants it
 * exactly the API routes and the cookie function.
 */
export class IdentityStack extends Stack {
  readonly identityPool: CfnIdentityPool;
  readonly authenticatedRole: Role;
  readonly developerProviderName: string;

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    this.developerProviderName = `login.waw.${props.stage}`;
    this.identityPool = new CfnIdentityPool(this, 'IdentityPool', {
      identityPoolName: `waw_${props.stage.replace(/[^A-Za-z0-9]/g, '_')}_students`,
      allowUnauthenticatedIdentities: false,
      allowClassicFlow: false,
      developerProviderName: this.developerProviderName,
    });
    this.authenticatedRole = new Role(this, 'AuthenticatedRole', {
      description: 'Signed-in WAW students: the API routes and the media cookie function, nothing else.',
      assumedBy: new FederatedPrincipal(
        'cognito-identity.amazonaws.com',
        {
          StringEquals: { 'cognito-identity.amazonaws.com:aud': this.identityPool.ref },
          'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'authenticated' },
        },
        'sts:AssumeRoleWithWebIdentity',
      ),
    });
    new CfnIdentityPoolRoleAttachment(this, 'Roles', {
      identityPoolId: this.identityPool.ref,
      roles: { authenticated: this.authenticatedRole.roleArn },
    });
  }

  get identityPoolArn(): string {
    return Stack.of(this).formatArn({ service: 'cognito-identity', resource: 'identitypool', resourceName: this.identityPool.ref });
  }
}
