import { CfnCondition, CfnParameter, Fn, SecretValue, Stack, Token, type CfnElement } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  RestApi,
  type IResource,
} from 'aws-cdk-lib/aws-apigateway';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { SignInKey } from './sign-in-key.js';
import { CfnIPSet, CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { apiSamplingRule } from './api-tracing.js';
import { IMPORTS_PREFIX } from '../../functions/rosters/import-files.js';
import { EXPORTS_PREFIX } from '../../functions/export/export-files.js';
import { API_ROUTES, FUNCTIONS, handlerEntry, type ApiRoute } from '../../functions/routes.js';
import { TABLE_ACCESS } from '../../functions/table-access.js';
import { grantTable } from './table-access.js';
import {
  ORIGIN_VERIFY_HEADER,
  ORIGIN_VERIFY_KEYS,
  ORIGIN_VERIFY_PARAMETER,
  VIEWER_ADDRESS_HEADER,
  VIEWER_NETWORK_HEADER,
} from './viewer-address.js';
import {
  LOGIN_JUNK_RATE_LIMIT_PER_ADDRESS,
  LOGIN_PATH,
  LOGIN_PATH_TRANSFORMATIONS,
  LOGIN_RATE_LIMIT_PER_ADDRESS,
  LOGIN_RATE_LIMIT_PER_NETWORK,
  LOGIN_RATE_LIMIT_PER_SCHOOL_ADDRESS,
  SIGN_IN_PROOF_FIELDS,
  SIGN_IN_SCHOOL_FIELD,
  WAF_WINDOW_SECONDS,
} from './waf-limits.js';
import type { Narration } from './narration.js';
import { WawFunction, stackLogGroup } from './waw-function.js';
import { acknowledge, nagBucketArn, nagRef } from './acknowledge.js';

/**
 * A district's morning (docs/deploy.md, Capacity): 10,000 children signing in within 5 minutes is 33 a second on
 * average; classes start on the bell, so peaks are about three times that, and a child's mistyped password adds a
 * try: 150 a second, and bursts of 300 (two seconds of that peak at once). Every signed-in child then reads and saves
 * (about 8 calls in its first 5 minutes: 10,000 × 8 ÷ 300 s = 270 a second), so the stage, which every method
 * shares, allows 500 a second and bursts of 1,000; it is never below the sign-in's own limit.
 */
export const LOGIN_THROTTLE = { rateLimit: 150, burstLimit: 300 };
export const STAGE_THROTTLE = { rateLimit: 500, burstLimit: 1000 };

export interface TirApiProps {
  stage: string;
  table: ITableV2;
  identityPoolId: string;
  identityPoolArn: string;
  developerProviderName: string;
  /** the site's own origin, the only one CORS allows and the only one passkeys are made for */
  siteOrigin: string;
  /** the site's host: the WebAuthn relying party of admins' passkeys */
  siteDomain: string;
  recordingsBucket: IBucket;
  mediaBucket: IBucket;
  adminUserPool: IUserPool;
  /** where admins upload rosters, and the queue their import jobs go on */
  rosterImports: { bucket: IBucket; queue: IQueue };
  /** the CIDRs a district's schools sign in from, held to LOGIN_RATE_LIMIT_PER_SCHOOL_ADDRESS instead (may be empty) */
  schoolNetworks: readonly string[];
  /** the queue children's removal jobs go on */
  studentRemovals: { queue: IQueue };
  /** the queue children's data exports go on */
  studentExports: { queue: IQueue };
  /** the narration job's queue, which a published page goes on (infra/constructs/narration.ts) */
  narration: Pick<Narration, 'grantQueue'>;
  /** the key sign-in counters are named by and device tokens signed with: the sign-in and the children's list read it */
  signInKey: SignInKey;
}

/** The REST API named TIR: every route of the one route table, each with a function and a role of its own. */
export class TirApi extends Construct {
  readonly api: RestApi;
  readonly stageName: string;
  /** the secret CloudFront sends in ORIGIN_VERIFY_HEADER: a deploy-time reference, never its value */
  readonly originVerify: string;
  /** the values the WAF accepts: the current one and, during a rotation, the previous one (deploy-time references) */
  readonly originVerifyAccepted: readonly string[];
  readonly originSecret: Secret;
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: TirApiProps) {
    super(scope, id);
    this.stageName = props.stage;
    const accessLogs = stackLogGroup(this, 'AccessLogs', RetentionDays.ONE_YEAR);
    const apiName = `TIR-${props.stage}`;
    this.api = new RestApi(this, 'Api', {
      restApiName: apiName,
      description: 'WAW student API (TIR)',
      // Browsers reach it through the site's CloudFront distribution (Delivery.routeApi): an edge-optimised API would
      // put a second CloudFront in the way.
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      cloudWatchRole: true,
      deployOptions: {
        stageName: props.stage,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        tracingEnabled: true,
        throttlingRateLimit: STAGE_THROTTLE.rateLimit,
        throttlingBurstLimit: STAGE_THROTTLE.burstLimit,
        methodOptions: {
          '/v3/waw/login/POST': { throttlingRateLimit: LOGIN_THROTTLE.rateLimit, throttlingBurstLimit: LOGIN_THROTTLE.burstLimit },
        },
      },
    });
    // A fixed share of the stage's calls traced, not X-Ray's first-call-each-second (api-tracing.ts).
    apiSamplingRule(this, 'TraceSampling', apiName, props.stage);

    // Admin routes take an admin's id token from the admins' user pool; the functions then require the admins group.
    const admins = new CognitoUserPoolsAuthorizer(this, 'Admins', {
      cognitoUserPools: [props.adminUserPool],
      authorizerName: `waw-${props.stage}-admins`,
    });
    const functions = new Map<string, WawFunction>();
    for (const route of API_ROUTES) {
      const fn = functions.get(route.function) ?? this.makeFunction(route, props);
      functions.set(route.function, fn);
      const auth = {
        AWS_IAM: { authorizationType: AuthorizationType.IAM },
        COGNITO: { authorizationType: AuthorizationType.COGNITO, authorizer: admins },
        NONE: { authorizationType: AuthorizationType.NONE },
      }[route.auth];
      this.resourceFor(route.path).addMethod(route.method, new LambdaIntegration(fn.function), auth);
    }

    // Generated by Secrets Manager at deploy time: the template holds only references CloudFormation resolves, and
    // every one of them names the version the stack parameter pins, so CloudFront and the WAF always read the same
    // version and change together (the WAF first: the distribution depends on it, see app-stack.ts). Until the first
    // rotation the parameter is empty (the version the deployment created) and the WAF checks `current` twice.
    this.originSecret = new Secret(this, 'OriginVerify', {
      description: 'The header value CloudFront adds to API calls; the API WAF refuses calls without it',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: ORIGIN_VERIFY_KEYS.current,
        passwordLength: 48,
        excludePunctuation: true,
      },
    });
    acknowledge(this.originSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFront and the WAF must change together, which Secrets Manager rotation cannot do: `npm run origin:rotate` rotates it by updating the stack (docs/deploy.md).',
      },
    ]);
    const stack = Stack.of(this);
    const version = new CfnParameter(stack, ORIGIN_VERIFY_PARAMETER, {
      type: 'String',
      default: '',
      allowedPattern: '^[0-9a-zA-Z-]{0,64}$',
      description: 'The version of the origin secret CloudFront sends and the API WAF checks; set by npm run origin:rotate',
    });
    const pinned = new CfnCondition(stack, 'OriginVerifyPinned', {
      expression: Fn.conditionNot(Fn.conditionEquals(version.valueAsString, '')),
    });
    const valueOf = (key: string) =>
      SecretValue.secretsManager(this.originSecret.secretArn, { jsonField: key, versionId: version.valueAsString }).unsafeUnwrap();
    this.originVerify = valueOf(ORIGIN_VERIFY_KEYS.current);
    this.originVerifyAccepted = [
      this.originVerify,
      Token.asString(Fn.conditionIf(pinned.logicalId, valueOf(ORIGIN_VERIFY_KEYS.previous), this.originVerify)),
    ];
    this.webAcl = this.protect(props.stage, props.schoolNetworks);
    acknowledge(this.api, [
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Every body is validated in its function by the shared valibot schemas of domain/, which give the exact messages the app shows; API Gateway models would duplicate them.',
      },
      {
        id: 'AwsSolutions-APIG4',
        reason: 'POST /v3/waw/login is the sign-in itself and CORS preflights carry no credentials; every other method is AWS_IAM.',
      },
      {
        id: 'AwsSolutions-COG4',
        reason:
          'Students are developer-authenticated Cognito identity pool users; their calls are SigV4-signed and checked by AWS_IAM, not by a user pool.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason: 'The API Gateway account role only pushes API logs to CloudWatch, which the access logs need.',
      },
    ]);
  }

  private resourceFor(path: string): IResource {
    return path
      .split('/')
      .filter(Boolean)
      .reduce<IResource>((parent, part) => parent.getResource(part) ?? parent.addResource(part), this.api.root);
  }

  private makeFunction(route: ApiRoute, props: TirApiProps): WawFunction {
    const isLogin = route.function === 'waw-login';
    const isRecordings = route.function === 'waw-recordings';
    const isAdminContent = route.function === 'admin-content';
    const isAdminUsers = route.function === 'admin-users';
    const isAdminPasskeys = route.function === 'admin-passkeys';
    const isImports = route.function === 'admin-imports';
    const isAdminStudents = route.function === 'admin-students';
    const isRemovals = route.function === 'admin-removals';
    const isExports = route.function === 'admin-exports';
    const fn = new WawFunction(this, route.function, {
      entry: handlerEntry(route.function),
      functionName: `waw-${props.stage}-${route.function}`,
      limits: FUNCTIONS[route.function],
      environment: {
        TABLE_NAME: props.table.tableName,
        ...(isLogin ? { IDENTITY_POOL_ID: props.identityPoolId, DEVELOPER_PROVIDER_NAME: props.developerProviderName } : {}),
        ...(isRecordings || isAdminStudents ? { RECORDINGS_BUCKET: props.recordingsBucket.bucketName } : {}),
        ...(isAdminContent ? { MEDIA_BUCKET: props.mediaBucket.bucketName } : {}),
        ...(isAdminUsers ? { USER_POOL_ID: props.adminUserPool.userPoolId } : {}),
        ...(isAdminPasskeys ? { WEBAUTHN_RP_ID: props.siteDomain, WEBAUTHN_ORIGIN: props.siteOrigin } : {}),
        ...(isImports
          ? { IMPORTS_BUCKET: props.rosterImports.bucket.bucketName, IMPORT_QUEUE_URL: props.rosterImports.queue.queueUrl }
          : {}),
        ...(isRemovals ? { REMOVAL_QUEUE_URL: props.studentRemovals.queue.queueUrl, USER_POOL_ID: props.adminUserPool.userPoolId } : {}),
        ...(isExports
          ? { EXPORT_QUEUE_URL: props.studentExports.queue.queueUrl, EXPORTS_BUCKET: props.rosterImports.bucket.bucketName }
          : {}),
      },
    });
    // School admins invite, list and remove the admins of their schools: these user-pool actions, on this pool only.
    if (isAdminUsers) {
      fn.function.addToRolePolicy(
        new PolicyStatement({
          actions: [
            'cognito-idp:AdminCreateUser',
            'cognito-idp:AdminGetUser',
            'cognito-idp:AdminDeleteUser',
            'cognito-idp:AdminAddUserToGroup',
            'cognito-idp:AdminRemoveUserFromGroup',
            'cognito-idp:AdminListGroupsForUser',
            'cognito-idp:ListUsersInGroup',
            'cognito-idp:CreateGroup',
          ],
          resources: [props.adminUserPool.userPoolArn],
        }),
      );
    }
    // A published page's narration is queued, never made in the request.
    if (isAdminContent) props.narration.grantQueue(fn.function);
    // Roster imports: sign the upload, read and check it, keep a checked copy, delete it; queue the job's chunks.
    if (isImports) {
      const files = props.rosterImports.bucket.arnForObjects(`${IMPORTS_PREFIX}*`);
      fn.function.addToRolePolicy(
        new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], resources: [files] }),
      );
      fn.function.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [props.rosterImports.queue.queueArn] }));
      acknowledge(fn.function, [
        {
          id: `AwsSolutions-IAM5[Resource::${nagRef(props.rosterImports.bucket.node.defaultChild as CfnElement, 'Arn')}/${IMPORTS_PREFIX}*]`,
          reason:
            'Every import has its own keys under roster-imports/{job}/, so no narrower ARN exists; nothing else in the bucket is granted.',
        },
      ]);
    }
    // A removal marks the child and queues its job: nothing more than the queue.
    if (isRemovals) {
      fn.function.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [props.studentRemovals.queue.queueArn] }));
    }
    // An export queues its job and signs the zip's download link: a read of exports/ and nothing more.
    if (isExports) {
      fn.function.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [props.studentExports.queue.queueArn] }));
      fn.function.addToRolePolicy(
        new PolicyStatement({ actions: ['s3:GetObject'], resources: [props.rosterImports.bucket.arnForObjects(`${EXPORTS_PREFIX}*`)] }),
      );
      acknowledge(fn.function, [
        {
          id: `AwsSolutions-IAM5[Resource::${nagRef(props.rosterImports.bucket.node.defaultChild as CfnElement, 'Arn')}/${EXPORTS_PREFIX}*]`,
          reason: 'Every export has its own key under exports/{job}/, so no narrower ARN exists; only GetObject is granted.',
        },
      ]);
    }
    // A school's deletion lets the school's admins and teachers go (out of its groups, and an account with no role left
    // deleted) and deletes its role groups: those actions, on this pool only.
    if (isRemovals) {
      fn.function.addToRolePolicy(
        new PolicyStatement({
          actions: [
            'cognito-idp:ListUsersInGroup',
            'cognito-idp:AdminRemoveUserFromGroup',
            'cognito-idp:AdminListGroupsForUser',
            'cognito-idp:AdminDeleteUser',
            'cognito-idp:DeleteGroup',
          ],
          resources: [props.adminUserPool.userPoolArn],
        }),
      );
    }
    // Admins upload media through presigned URLs it signs: new objects under media/uploads/, nothing else.
    if (isAdminContent) {
      fn.function.addToRolePolicy(
        new PolicyStatement({ actions: ['s3:PutObject'], resources: [props.mediaBucket.arnForObjects('media/uploads/*')] }),
      );
      acknowledge(fn.function, [
        {
          id: `AwsSolutions-IAM5[Resource::${nagBucketArn(props.mediaBucket)}/media/uploads/*]`,
          reason: 'Every upload gets a new key under media/uploads/, so no narrower ARN exists; only PutObject is granted.',
        },
      ]);
    }
    // The presigned URLs it signs can write new recordings and nothing else: no reads, no deletes, no other prefix.
    if (isRecordings) {
      // Upload, play and delete recordings, and list them: under recordings/ only (each key also names its owner).
      fn.function.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
          resources: [props.recordingsBucket.arnForObjects('recordings/*')],
        }),
      );
      fn.function.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [props.recordingsBucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': ['recordings/*'] } },
        }),
      );
      acknowledge(fn.function, [
        {
          id: `AwsSolutions-IAM5[Resource::${nagRef(props.recordingsBucket.node.defaultChild as CfnElement, 'Arn')}/recordings/*]`,
          reason:
            "Each recording gets a new key, so no narrower ARN exists; the function signs and deletes only keys under the caller's own identity.",
        },
      ]);
    }
    // A child's page counts their recordings: a list of the recordings folder, never a read of a recording.
    if (isAdminStudents) {
      fn.function.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [props.recordingsBucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': ['recordings/*'] } },
        }),
      );
    }
    grantTable(fn, props.table, TABLE_ACCESS[route.function]);
    if (isLogin || isAdminStudents) props.signInKey.grantTo(fn);
    if (isLogin) {
      fn.function.addToRolePolicy(
        new PolicyStatement({ actions: ['cognito-identity:GetOpenIdTokenForDeveloperIdentity'], resources: [props.identityPoolArn] }),
      );
    }
    return fn;
  }

  /**
   * The API's WAF. Calls without CloudFront's secret header are refused, so every call that reaches the stage came
   * through the distribution and carries the viewer address and network CloudFront's function wrote
   * (Delivery.routeApi). Sign-ins are then counted per address and per network, except from the school networks the
   * deployment names: a district behind one NAT, whose addresses get a limit sized for the district's morning. Only a
   * body that is a sign-in counts (waf-limits.ts, looksLikeSignIn); junk has a lower limit of its own, which blocks
   * only junk, so one device sending it cannot spend its school's sign-ins.
   */
  private protect(stage: string, schoolNetworks: readonly string[]): CfnWebACL {
    const loginPath: CfnWebACL.StatementProperty = {
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'CONTAINS',
        searchString: LOGIN_PATH,
        textTransformations: LOGIN_PATH_TRANSFORMATIONS.map((type, priority) => ({ priority, type })),
      },
    };
    // A JSON body's field, present and not empty; a body WAF cannot parse as JSON, or longer than it inspects, is not.
    const filled = (field: string): CfnWebACL.StatementProperty => ({
      sizeConstraintStatement: {
        fieldToMatch: {
          jsonBody: {
            matchPattern: { includedPaths: [field] },
            matchScope: 'VALUE',
            invalidFallbackBehavior: 'NO_MATCH',
            oversizeHandling: 'NO_MATCH',
          },
        },
        comparisonOperator: 'GT',
        size: 0,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    // What the app sends to sign in (waf-limits.ts, looksLikeSignIn): only these use up an address's sign-ins.
    const signInBody: CfnWebACL.StatementProperty = {
      andStatement: {
        statements: [filled(SIGN_IN_SCHOOL_FIELD), { orStatement: { statements: SIGN_IN_PROOF_FIELDS.map(filled) } }],
      },
    };
    const signIn: CfnWebACL.StatementProperty = { andStatement: { statements: [loginPath, signInBody] } };
    const junk: CfnWebACL.StatementProperty = { andStatement: { statements: [loginPath, { notStatement: { statement: signInBody } }] } };
    const visibility = (metric: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName: `waw-${stage}-${metric}`,
      sampledRequestsEnabled: true,
    });
    const fromSchools = schoolNetworks.length > 0 ? this.schoolNetworksStatement(stage, schoolNetworks) : undefined;
    // Outside the school networks when there are any; a sign-in either way.
    const loginElsewhere: CfnWebACL.StatementProperty = fromSchools
      ? { andStatement: { statements: [loginPath, signInBody, { notStatement: { statement: fromSchools } }] } }
      : signIn;
    const rules: CfnWebACL.RuleProperty[] = [
      {
        name: 'from-cloudfront-only',
        priority: 0,
        action: { block: {} },
        statement: {
          notStatement: {
            statement: {
              orStatement: {
                statements: this.originVerifyAccepted.map((value) => ({
                  byteMatchStatement: {
                    fieldToMatch: { singleHeader: { Name: ORIGIN_VERIFY_HEADER } },
                    positionalConstraint: 'EXACTLY',
                    searchString: value,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                })),
              },
            },
          },
        },
        visibilityConfig: visibility('direct-calls'),
      },
      {
        name: 'login-rate-limit',
        priority: 1,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: LOGIN_RATE_LIMIT_PER_ADDRESS,
            evaluationWindowSec: WAF_WINDOW_SECONDS,
            aggregateKeyType: 'FORWARDED_IP',
            forwardedIpConfig: { headerName: VIEWER_ADDRESS_HEADER, fallbackBehavior: 'MATCH' },
            scopeDownStatement: loginElsewhere,
          },
        },
        visibilityConfig: visibility('login-rate'),
      },
      {
        name: 'login-network-rate-limit',
        priority: 2,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: LOGIN_RATE_LIMIT_PER_NETWORK,
            evaluationWindowSec: WAF_WINDOW_SECONDS,
            aggregateKeyType: 'CUSTOM_KEYS',
            customKeys: [{ header: { name: VIEWER_NETWORK_HEADER, textTransformations: [{ priority: 0, type: 'NONE' }] } }],
            scopeDownStatement: loginElsewhere,
          },
        },
        visibilityConfig: visibility('login-network-rate'),
      },
      ...(fromSchools
        ? [
            {
              name: 'school-network-login-rate-limit',
              priority: 3,
              action: { block: {} },
              statement: {
                rateBasedStatement: {
                  limit: LOGIN_RATE_LIMIT_PER_SCHOOL_ADDRESS,
                  evaluationWindowSec: WAF_WINDOW_SECONDS,
                  aggregateKeyType: 'FORWARDED_IP',
                  forwardedIpConfig: { headerName: VIEWER_ADDRESS_HEADER, fallbackBehavior: 'NO_MATCH' },
                  scopeDownStatement: { andStatement: { statements: [loginPath, signInBody, fromSchools] } },
                },
              },
              visibilityConfig: visibility('school-login-rate'),
            },
          ]
        : []),
      // Junk on the sign-in path, from any address: blocked once there is too much of it, and only it.
      {
        name: 'login-junk-rate-limit',
        priority: 4,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: LOGIN_JUNK_RATE_LIMIT_PER_ADDRESS,
            evaluationWindowSec: WAF_WINDOW_SECONDS,
            aggregateKeyType: 'FORWARDED_IP',
            forwardedIpConfig: { headerName: VIEWER_ADDRESS_HEADER, fallbackBehavior: 'MATCH' },
            scopeDownStatement: junk,
          },
        },
        visibilityConfig: visibility('login-junk-rate'),
      },
      {
        name: 'known-bad-inputs',
        priority: 5,
        overrideAction: { none: {} },
        statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesKnownBadInputsRuleSet' } },
        visibilityConfig: visibility('bad-inputs'),
      },
    ];
    const webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `waw-${stage}-api`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('api'),
      rules,
    });
    new CfnWebACLAssociation(this, 'WebAclAssociation', { webAclArn: webAcl.attrArn, resourceArn: this.api.deploymentStage.stageArn });
    return webAcl;
  }

  /** The school networks as WAF IP sets, one per IP version (WAF keeps IPv4 and IPv6 apart), matched by viewer address. */
  private schoolNetworksStatement(stage: string, networks: readonly string[]): CfnWebACL.StatementProperty {
    const versions = [
      { version: 'IPV4', addresses: networks.filter((network) => !network.includes(':')) },
      { version: 'IPV6', addresses: networks.filter((network) => network.includes(':')) },
    ].filter((set) => set.addresses.length > 0);
    const statements = versions.map(({ version, addresses }): CfnWebACL.StatementProperty => {
      const set = new CfnIPSet(this, `SchoolNetworks${version}`, {
        name: `waw-${stage}-school-networks-${version.toLowerCase()}`,
        scope: 'REGIONAL',
        ipAddressVersion: version,
        addresses,
      });
      return {
        ipSetReferenceStatement: {
          arn: set.attrArn,
          ipSetForwardedIpConfig: { headerName: VIEWER_ADDRESS_HEADER, fallbackBehavior: 'NO_MATCH', position: 'FIRST' },
        },
      };
    });
    return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
  }

  /** The execute-api ARN of one route, for the students' role. */
  routeArn(route: ApiRoute): string {
    return this.api.arnForExecuteApi(route.method, route.path, this.stageName);
  }

  /** The API's own host: what CloudFront forwards to, and what a browser signs for. */
  get domainName(): string {
    return `${this.api.restApiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  get url(): string {
    return `https://${this.domainName}/${this.stageName}`;
  }
}
