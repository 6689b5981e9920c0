import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { TableV2, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { API_ROUTES } from '../../functions/routes.js';
import { Delivery } from '../constructs/delivery.js';
import { AdminAuth, type EmailSender } from '../constructs/admin-auth.js';
import { ContentSeed } from '../constructs/content-seed.js';
import { Narration } from '../constructs/narration.js';
import { Recordings } from '../constructs/recordings.js';
import { RosterImports } from '../constructs/roster-imports.js';
import { SignInKey } from '../constructs/sign-in-key.js';
import { StudentRemovals } from '../constructs/student-removals.js';
import { StudentExports } from '../constructs/student-exports.js';
import { presignedUrlOrigins } from '../constructs/s3-origins.js';
import { TirApi } from '../constructs/tir-api.js';
import { ClassRows } from '../constructs/class-rows.js';
import { ORIGIN_VERIFY_OUTPUT } from '../constructs/viewer-address.js';

export interface AppStackProps extends StackProps {
  stage: string;
  /** the data stack's table, or the one a destroyed deployment kept (retainedTable), by its name and its stream's ARN */
  table: ITableV2 | { name: string; streamArn: string };
  /** the media bucket a destroyed deployment kept, used instead of a new one */
  retainedMediaBucket?: string;
  identityPoolId: string;
  identityPoolArn: string;
  developerProviderName: string;
  authenticatedRole: IRole;
  /** CIDRs a district's schools sign in from (docs/deploy.md, Capacity) */
  schoolNetworks: readonly string[];
  /** the SES identity admins' e-mail is sent from (docs/deploy.md, E-mail); Cognito's own e-mail without it */
  emailSender?: EmailSender;
}

/** The running product: the API named TIR and its functions, CloudFront with the app and the media cookies. */
export class AppStack extends Stack {
  readonly api: TirApi;
  readonly delivery: Delivery;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const table =
      'name' in props.table
        ? TableV2.fromTableAttributes(this, 'RetainedTable', { tableName: props.table.name, tableStreamArn: props.table.streamArn })
        : props.table;
    const recordingsName = Recordings.nameFor(props.stage, this.region);
    const importsName = RosterImports.nameFor(props.stage, this.region);
    this.delivery = new Delivery(this, 'Delivery', {
      stage: props.stage,
      extraConnectSources: presignedUrlOrigins(recordingsName, this.region),
      uploadOrigins: presignedUrlOrigins(importsName, this.region),
      retainedMediaBucket: props.retainedMediaBucket,
    });
    const siteDomain = this.delivery.distribution.distributionDomainName;
    const recordings = new Recordings(this, 'Recordings', {
      bucketName: recordingsName,
      logBucket: this.delivery.logBucket,
      siteOrigin: `https://${siteDomain}`,
    });
    const rosterImports = new RosterImports(this, 'RosterImports', {
      stage: props.stage,
      bucketName: importsName,
      table,
      logBucket: this.delivery.logBucket,
      siteOrigin: `https://${siteDomain}`,
    });
    const signInKey = new SignInKey(this, 'SignInKey');
    const studentRemovals = new StudentRemovals(this, 'StudentRemovals', {
      stage: props.stage,
      table,
      recordingsBucket: recordings.bucket,
      exportsBucket: rosterImports.bucket,
      identityPoolId: props.identityPoolId,
      identityPoolArn: props.identityPoolArn,
      signInKey,
    });
    const studentExports = new StudentExports(this, 'StudentExports', {
      stage: props.stage,
      table,
      recordingsBucket: recordings.bucket,
      exportsBucket: rosterImports.bucket,
      identityPoolId: props.identityPoolId,
      identityPoolArn: props.identityPoolArn,
      signInKey,
    });
    const narration = new Narration(this, 'Narration', { stage: props.stage, table, mediaBucket: this.delivery.mediaBucket });
    new ClassRows(this, 'ClassRows', { stage: props.stage, table });
    const adminAuth = new AdminAuth(this, 'AdminAuth', { stage: props.stage, emailSender: props.emailSender });
    this.api = new TirApi(this, 'Tir', {
      recordingsBucket: recordings.bucket,
      mediaBucket: this.delivery.mediaBucket,
      adminUserPool: adminAuth.userPool,
      rosterImports,
      studentRemovals,
      studentExports,
      narration,
      stage: props.stage,
      table,
      identityPoolId: props.identityPoolId,
      identityPoolArn: props.identityPoolArn,
      developerProviderName: props.developerProviderName,
      siteOrigin: `https://${siteDomain}`,
      siteDomain,
      schoolNetworks: props.schoolNetworks,
      signInKey,
    });

    // Signed-in students may call exactly the IAM routes and the cookie function: nothing else.
    new Policy(this, 'StudentAccess', {
      roles: [props.authenticatedRole],
      statements: [
        new PolicyStatement({
          actions: ['execute-api:Invoke'],
          resources: API_ROUTES.filter((route) => route.auth === 'AWS_IAM').map((route) => this.api.routeArn(route)),
        }),
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.delivery.cookieFunction.function.functionArn] }),
      ],
    });

    const cookieFunctionName = this.delivery.cookieFunctionName;
    this.delivery.routeApi({
      apiDomain: this.api.domainName,
      stageName: this.api.stageName,
      cookieFunctionName,
      originVerify: this.api.originVerify,
    });
    // A rotation changes both; the WAF must accept the new value before any edge sends it (docs/deploy.md).
    this.delivery.distribution.node.addDependency(this.api.webAcl);
    new CfnOutput(this, ORIGIN_VERIFY_OUTPUT, { value: this.api.originSecret.secretArn });
    // The browser sends its API and cookie calls to the site and signs them for the API's and Lambda's own hosts,
    // which is what those services see once CloudFront has forwarded them.
    this.delivery.deploySite({
      region: this.region,
      identityPoolId: props.identityPoolId,
      apiEndpoint: `https://${siteDomain}`,
      apiSigningEndpoint: this.api.url,
      lambdaEndpoint: `https://${siteDomain}`,
      cookieFunctionName,
      mediaDomain: siteDomain,
      adminUserPoolId: adminAuth.userPool.userPoolId,
      adminUserPoolClientId: adminAuth.client.userPoolClientId,
      // The narration job makes every spoken line's audio (Narration, queued by the seed below and by each publish).
      narration: true,
    });
    // The shipped programme, so a new school's first child plays day 1 without anyone running a script.
    new ContentSeed(this, 'ContentSeed', { stage: props.stage, table, narration });
    new CfnOutput(this, 'AdminUserPoolId', { value: adminAuth.userPool.userPoolId });

    new CfnOutput(this, 'SiteUrl', { value: `https://${siteDomain}` });
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.url });
  }
}
