import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, CLASS_ROWS_STREAM, FUNCTIONS, type FunctionName } from '../../functions/routes.js';
import { TABLE_ACCESS, mayAccess } from '../../functions/table-access.js';
import { synthWaw } from './synth.js';
import { API_TRACE_SAMPLING } from '../../infra/constructs/api-tracing.js';

type Synth = ReturnType<typeof synthWaw>;
let app: Synth;

beforeAll(() => {
  app = synthWaw();
});

type Resource = { Type: string; Properties: Record<string, unknown> };
const resources = (template: Synth['product'], type: string) => Object.entries(template.findResources(type)) as Array<[string, Resource]>;

/** The API method for a route: its HTTP method and the resource whose PathPart ends the route's path. */
const methodFor = (method: string, path: string) => {
  const parts = path.split('/').filter(Boolean);
  const apiResources = app.product.findResources('AWS::ApiGateway::Resource');
  const leaf = Object.entries(apiResources).find(([logicalId, resource]) => {
    if (resource.Properties.PathPart !== parts.at(-1)) return false;
    return logicalId.toLowerCase().includes(
      parts
        .join('')
        .replace(/[^a-z0-9]/gi, '')
        .toLowerCase(),
    );
  });
  return resources(app.product, 'AWS::ApiGateway::Method').find(
    ([, m]) => m.Properties.HttpMethod === method && JSON.stringify(m.Properties.ResourceId).includes(leaf?.[0] ?? '-'),
  )?.[1];
};

describe('the identity pool', () => {
  it('allows no unauthenticated identities and has a developer provider', () => {
    app.identity.hasResourceProperties('AWS::Cognito::IdentityPool', {
      AllowUnauthenticatedIdentities: false,
      DeveloperProviderName: 'login.waw.test',
    });
  });

  it('gives the authenticated role exactly the IAM routes and the cookie function, nothing else', () => {
    const policies = resources(app.product, 'AWS::IAM::Policy').filter(([, p]) =>
      JSON.stringify(p.Properties.Roles).includes('AuthenticatedRole'),
    );
    expect(policies).toHaveLength(1);
    const statements = (
      policies[0]![1].Properties.PolicyDocument as { Statement: Array<{ Action: string; Resource: unknown; Effect: string }> }
    ).Statement;
    expect(statements.map((s) => s.Action).sort()).toEqual(['execute-api:Invoke', 'lambda:InvokeFunction']);
    const invoke = statements.find((s) => s.Action === 'execute-api:Invoke')!;
    const arns = (invoke.Resource as unknown[]).map((arn) => JSON.stringify(arn));
    const iamRoutes = API_ROUTES.filter((route) => route.auth === 'AWS_IAM');
    expect(arns).toHaveLength(iamRoutes.length);
    for (const route of iamRoutes) expect(arns.some((arn) => arn.includes(`/test/${route.method}${route.path}`))).toBe(true);
    expect(arns.join()).not.toContain('login');
    expect(JSON.stringify(statements.find((s) => s.Action === 'lambda:InvokeFunction')!.Resource)).toContain('DeliveryCookieFunction');
    expect(app.identity.findResources('AWS::IAM::Policy')).toEqual({});
  });

  it('lets only the login function mint OpenID tokens, on this pool only', () => {
    const grants = resources(app.product, 'AWS::IAM::Policy').filter(([, p]) =>
      JSON.stringify(p.Properties).includes('GetOpenIdTokenForDeveloperIdentity'),
    );
    expect(grants.map(([id]) => id)).toEqual([expect.stringMatching(/^Tirwawlogin/)]);
    const statement = JSON.stringify(grants[0]![1].Properties.PolicyDocument);
    expect(statement).toContain(':identitypool/",{"Fn::ImportValue":"WawIdentity-test:ExportsOutputRefIdentityPool');
    expect(statement).not.toContain('"Resource":"*"');
  });

  it("lets only the removal worker look up a child's identity and delete it, and the export worker look it up, on this pool only", () => {
    const grants = resources(app.product, 'AWS::IAM::Policy').filter(([, p]) =>
      /LookupDeveloperIdentity|DeleteIdentities/.test(JSON.stringify(p.Properties)),
    );
    expect(grants.map(([id]) => id).sort()).toEqual([
      expect.stringMatching(/^StudentExportsWorker/),
      expect.stringMatching(/^StudentRemovalsWorker/),
    ]);
    const statementOf = (prefix: string) =>
      (
        grants.find(([id]) => id.startsWith(prefix))![1].Properties.PolicyDocument as {
          Statement: Array<{ Action: unknown; Resource: unknown }>;
        }
      ).Statement.find((s) => JSON.stringify(s.Action).includes('cognito-identity'))!;
    const removal = statementOf('StudentRemovalsWorker');
    expect(removal.Action).toEqual(['cognito-identity:LookupDeveloperIdentity', 'cognito-identity:DeleteIdentities']);
    expect(JSON.stringify(removal.Resource)).toContain(':identitypool/');
    const exporting = statementOf('StudentExportsWorker');
    expect(exporting.Action).toEqual('cognito-identity:LookupDeveloperIdentity');
    expect(JSON.stringify(exporting.Resource)).toContain(':identitypool/');
  });
});

describe('the API named TIR', () => {
  it('is named after TIR and the stage', () => {
    app.product.hasResourceProperties('AWS::ApiGateway::RestApi', { Name: 'TIR-test' });
  });

  const CFN_AUTH = { AWS_IAM: 'AWS_IAM', NONE: 'NONE', COGNITO: 'COGNITO_USER_POOLS' } as const;
  it.each(API_ROUTES.map((route) => [route.method, route.path, route.auth] as const))('%s %s is %s', (method, path, auth) => {
    const found = methodFor(method, path);
    expect(found?.Properties.AuthorizationType).toBe(CFN_AUTH[auth]);
    if (auth === 'COGNITO') expect(JSON.stringify(found?.Properties.AuthorizerId)).toContain('TirAdmins');
  });

  it('authorises admin routes with the admins user pool: no self sign-up, e-mail codes, a group per role', () => {
    app.product.hasResourceProperties('AWS::ApiGateway::Authorizer', { Type: 'COGNITO_USER_POOLS' });
    app.product.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UserPoolTier: 'ESSENTIALS',
      Policies: Match.objectLike({ SignInPolicy: { AllowedFirstAuthFactors: Match.arrayWith(['EMAIL_OTP']) } }),
    });
    app.product.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_AUTH']),
      GenerateSecret: false,
    });
    // Roles at a school are groups made with the school's first admin; only the district's is global.
    app.product.resourceCountIs('AWS::Cognito::UserPoolGroup', 1);
    app.product.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'district-admins' });
  });

  it("gives the admins' client no OAuth flow, and lets an admin write their display name only", () => {
    const [[, client]] = resources(app.product, 'AWS::Cognito::UserPoolClient') as [[string, Resource]];
    expect(client.Properties.AllowedOAuthFlows).toBeUndefined();
    expect(client.Properties.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(client.Properties.WriteAttributes).toEqual(['name']);
  });

  it('lets only the admin-users function manage the pool, and only the actions it uses; admin-removals lets a school’s people go', () => {
    const policies = resources(app.product, 'AWS::IAM::Policy').filter(([, p]) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('cognito-idp:'),
    );
    expect(policies.map(([id]) => id).sort()).toEqual([
      expect.stringMatching(/^Tiradminremovals/),
      expect.stringMatching(/^Tiradminusers/),
    ]);
    for (const [, policy] of policies) expect(JSON.stringify(policy.Properties.PolicyDocument)).not.toContain('cognito-idp:*');
    // A school's deletion lets its people go (an account with no role left is deleted) and deletes its role groups.
    const removals = policies.find(([id]) => id.startsWith('Tiradminremovals'))![1];
    expect(JSON.stringify(removals.Properties.PolicyDocument).match(/cognito-idp:\w+/g)).toEqual([
      'cognito-idp:ListUsersInGroup',
      'cognito-idp:AdminRemoveUserFromGroup',
      'cognito-idp:AdminListGroupsForUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:DeleteGroup',
    ]);
  });

  it('makes passkeys for the site itself: the relying party is the distribution host, the origin its https URL', () => {
    const [, fn] = resources(app.product, 'AWS::Lambda::Function').find(([id]) => id.startsWith('Tiradminpasskeys'))!;
    const variables = JSON.stringify(fn.Properties.Environment);
    expect(variables).toMatch(/WEBAUTHN_RP_ID.*DomainName/);
    expect(variables).toMatch(/WEBAUTHN_ORIGIN.*https:\/\//);
  });

  it('traces a fixed share of the stage’s calls, by a rule that names the stage as X-Ray names its traces', () => {
    const [stage] = Object.values(app.product.findResources('AWS::ApiGateway::Stage', { Properties: { StageName: 'test' } }));
    expect(stage!.Properties.TracingEnabled).toBe(true);
    const [api] = Object.values(app.product.findResources('AWS::ApiGateway::RestApi'));
    const [rule] = Object.values(app.product.findResources('AWS::XRay::SamplingRule'));
    expect(rule!.Properties.SamplingRule).toMatchObject({
      ServiceName: `${String(api!.Properties.Name)}/test`,
      ServiceType: 'AWS::ApiGateway::Stage',
      FixedRate: API_TRACE_SAMPLING.fixedRate,
      ReservoirSize: API_TRACE_SAMPLING.reservoirPerSecond,
    });
    // Matched before X-Ray's default rule, whose priority is 10000.
    expect(rule!.Properties.SamplingRule.Priority).toBeLessThan(10_000);
    expect(String(rule!.Properties.SamplingRule.RuleName).length).toBeLessThanOrEqual(32);
  });

  it('throttles sign-in for a district’s morning, the stage no lower, and writes JSON access logs', () => {
    const [stage] = Object.values(app.product.findResources('AWS::ApiGateway::Stage', { Properties: { StageName: 'test' } }));
    expect(stage!.Properties.AccessLogSetting.Format).toMatch(/"requestId":"\$context.requestId"/);
    const settings = stage!.Properties.MethodSettings as Array<{
      HttpMethod: string;
      ResourcePath: string;
      ThrottlingRateLimit: number;
      ThrottlingBurstLimit: number;
    }>;
    const all = settings.find((setting) => setting.HttpMethod === '*');
    const login = settings.find((setting) => setting.HttpMethod === 'POST' && setting.ResourcePath === '/~1v3~1waw~1login');
    expect(login).toMatchObject({ ThrottlingRateLimit: 150, ThrottlingBurstLimit: 300 });
    expect(all).toMatchObject({ ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 });
    // No throttle anywhere on the way to sign-in is below 100 a second.
    for (const setting of settings) expect(setting.ThrottlingRateLimit).toBeGreaterThanOrEqual(login!.ThrottlingRateLimit);
  });

  it('blocks a client address, and a client network, that sign in too often, on the login path only', () => {
    const [acl] = Object.values(app.product.findResources('AWS::WAFv2::WebACL'));
    expect(acl!.Properties.Scope).toBe('REGIONAL');
    type Rule = { Name: string; Action?: unknown; Statement: { RateBasedStatement?: Record<string, unknown> } };
    const rules = acl!.Properties.Rules as Rule[];
    const rate = (name: string) => rules.find((rule) => rule.Name === name);
    // Whatever form the path takes (a trailing slash, any case, URL-encoded, doubled slashes), it is decoded, normalised
    // and lower-cased before it is matched anywhere in the path.
    const loginPath = {
      ByteMatchStatement: {
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'CONTAINS',
        SearchString: '/v3/waw/login',
        TextTransformations: [
          { Priority: 0, Type: 'URL_DECODE' },
          { Priority: 1, Type: 'NORMALIZE_PATH' },
          { Priority: 2, Type: 'LOWERCASE' },
        ],
      },
    };
    // A body is a sign-in when WAF reads it as JSON with a non-empty school and a password or card; nothing else counts.
    const filled = (path: string) => ({
      SizeConstraintStatement: {
        FieldToMatch: {
          JsonBody: {
            MatchPattern: { IncludedPaths: [path] },
            MatchScope: 'VALUE',
            InvalidFallbackBehavior: 'NO_MATCH',
            OversizeHandling: 'NO_MATCH',
          },
        },
        ComparisonOperator: 'GT',
        Size: 0,
      },
    });
    const signInBody = {
      AndStatement: { Statements: [filled('/school_identifier'), { OrStatement: { Statements: [filled('/password'), filled('/card')] } }] },
    };
    const onLogin = { ScopeDownStatement: { AndStatement: { Statements: [loginPath, signInBody] } } };
    expect(rate('login-rate-limit')).toMatchObject({
      Action: { Block: {} },
      Statement: { RateBasedStatement: { Limit: 1000, EvaluationWindowSec: 300, AggregateKeyType: 'FORWARDED_IP', ...onLogin } },
    });
    expect(rate('login-network-rate-limit')).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: 2000,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'CUSTOM_KEYS',
          CustomKeys: [{ Header: { Name: 'x-waw-viewer-network', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
          ...onLogin,
        },
      },
    });
    // A dozen attackers, each at its address's limit for the whole window, leave the children 100 sign-ins a second.
    const [stage] = Object.values(app.product.findResources('AWS::ApiGateway::Stage', { Properties: { StageName: 'test' } }));
    const loginRate = (stage!.Properties.MethodSettings as Array<{ ResourcePath: string; ThrottlingRateLimit: number }>).find(
      (setting) => setting.ResourcePath === '/~1v3~1waw~1login',
    )!.ThrottlingRateLimit;
    // Junk on the path (not a sign-in) is counted apart, per address, with a lower limit that blocks only junk.
    expect(rate('login-junk-rate-limit')).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: 100,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'FORWARDED_IP',
          ScopeDownStatement: { AndStatement: { Statements: [loginPath, { NotStatement: { Statement: signInBody } }] } },
        },
      },
    });
    const perAddress = rate('login-rate-limit')!.Statement.RateBasedStatement!;
    expect(loginRate - (12 * Number(perAddress.Limit)) / Number(perAddress.EvaluationWindowSec)).toBeGreaterThanOrEqual(100);
    app.product.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
  });

  it('has no CORS: the app calls it on its own origin and nothing else gets past the WAF', () => {
    expect(resources(app.product, 'AWS::ApiGateway::Method').filter(([, m]) => m.Properties.HttpMethod === 'OPTIONS')).toEqual([]);
    app.product.resourceCountIs('AWS::ApiGateway::GatewayResponse', 0);
    for (const [, fn] of resources(app.product, 'AWS::Lambda::Function')) {
      expect(JSON.stringify(fn.Properties.Environment ?? {})).not.toContain('ALLOWED_ORIGIN');
    }
  });
});

describe('the functions', () => {
  it('all run Node.js 22 on arm64 with a log group of their own that expires', () => {
    const functions = resources(app.product, 'AWS::Lambda::Function').filter(([, f]) =>
      JSON.stringify(f.Properties.FunctionName ?? '').includes('test'),
    );
    // one per function of the function table (API, cookie, roster import queues), the key pair generator and the seeder
    expect(functions.length).toBe(Object.keys(FUNCTIONS).length + 2);
    for (const [, fn] of functions) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
      expect(fn.Properties.LoggingConfig).toBeDefined();
    }
    for (const [, group] of resources(app.product, 'AWS::Logs::LogGroup')) expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
  });

  it('each have a role of their own', () => {
    const roles = resources(app.product, 'AWS::Lambda::Function').map(([, f]) => JSON.stringify(f.Properties.Role));
    expect(new Set(roles).size).toBe(roles.length);
  });

  /** The DynamoDB statements of a function's role, found through the function's own role. */
  const tableStatements = (name: FunctionName) => {
    const named = name === 'waw-get-signed-cookie-values' ? 'WAWGetSignedCookieValuesWithDomain-test' : `waw-test-${name}`;
    const fn = resources(app.product, 'AWS::Lambda::Function').find(([, f]) => f.Properties.FunctionName === named);
    const role = JSON.stringify((fn?.[1].Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]);
    return resources(app.product, 'AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(role))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')));
  };
  type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, string[]>> };
  const keysOf = (statement: Statement | undefined) => statement?.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
  const onStream = (statement: Statement) => JSON.stringify(statement.Resource).includes('StreamArn');
  const onTable = (statement: Statement) => !JSON.stringify(statement.Resource).includes('/index/') && !onStream(statement);

  it('reach only the partition keys each owns, writing only those it writes (dynamodb:LeadingKeys)', () => {
    for (const name of Object.keys(TABLE_ACCESS) as FunctionName[]) {
      const access = TABLE_ACCESS[name];
      const statements = tableStatements(name).filter(onTable);
      // Every statement on the table itself is narrowed to the function's keys.
      for (const statement of statements) expect(keysOf(statement), name).toBeDefined();
      const reads = statements.find((s) => [s.Action].flat().includes('dynamodb:GetItem'));
      const writes = statements.find((s) => [s.Action].flat().includes('dynamodb:PutItem'));
      expect(keysOf(reads) ?? [], name).toEqual([...access.read, ...access.write]);
      expect(keysOf(writes) ?? [], name).toEqual([...access.write]);
      // A write action appears only in the statement that names the written keys.
      for (const statement of statements.filter((s) => s !== writes)) {
        expect([statement.Action].flat().join(' '), name).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)/);
      }
    }
  });

  it("read the table's stream only to write the class rows, and nothing but its records", () => {
    for (const name of Object.keys(TABLE_ACCESS) as FunctionName[]) {
      const actions = tableStatements(name)
        .filter(onStream)
        .flatMap((statement) => [statement.Action].flat());
      expect(actions.sort(), name).toEqual(
        name === CLASS_ROWS_STREAM.function
          ? ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams']
          : [],
      );
    }
  });

  it('never scan, and query the school index by name, only those that list a school', () => {
    for (const name of Object.keys(TABLE_ACCESS) as FunctionName[]) {
      const statements = tableStatements(name).filter((statement) => !onStream(statement));
      expect(JSON.stringify(statements), name).not.toMatch(/dynamodb:Scan|\/index\/\*/);
      const index = statements.filter((s) => !onTable(s));
      if (TABLE_ACCESS[name].schoolIndex) {
        expect(
          index.map((s) => [JSON.stringify(s.Resource), s.Action]),
          name,
        ).toEqual([[expect.stringContaining('/index/bySchool'), 'dynamodb:Query']]);
      } else expect(index, name).toEqual([]);
    }
  });

  it('give the sign-in, which anyone may call, no write to a student, an admin, a page or a sign-in', () => {
    // SEEN#{school}: when each child last signed in, and nothing else (the inactive list).
    expect(TABLE_ACCESS['waw-login'].write).toEqual(['LOGIN#*', 'IDENTITY#*', 'SEEN#*']);
    for (const key of ['STUDENT#1', 'ADMIN#sub', 'PAGE#RESPA-day-1', 'SCHOOL#demo', 'IMPORT#job']) {
      expect(mayAccess(TABLE_ACCESS['waw-login'], key, true), key).toBe(false);
    }
  });
});

describe('the class rows', () => {
  it('are written from the stream of module saves, gathered a few seconds, retried until written, and what expires is kept on a queue', () => {
    app.product.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('StreamArn') },
      FunctionName: { Ref: Match.stringLikeRegexp('ClassRowsWorker') },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: CLASS_ROWS_STREAM.batchSize,
      MaximumBatchingWindowInSeconds: CLASS_ROWS_STREAM.batchingWindowSeconds,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: -1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(CLASS_ROWS_STREAM.filter) }] },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('ClassRowsFailures'), 'Arn'] } } },
    });
    app.product.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: `waw-test-${CLASS_ROWS_STREAM.failureQueue}`,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
  });
});

describe('the data', () => {
  it('has a stream of every change with the item as written (the class rows are written from it)', () => {
    app.data.hasResourceProperties('AWS::DynamoDB::GlobalTable', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
  });

  it('has an index by school and class, so admins never scan', () => {
    app.data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: 'bySchool',
          KeySchema: [
            { AttributeName: 'school_key', KeyType: 'HASH' },
            { AttributeName: 'class_key', KeyType: 'RANGE' },
          ],
        }),
      ],
    });
  });

  it('is kept in a table with point-in-time recovery, encryption and deletion protection, retained on destroy', () => {
    app.data.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true },
        Replicas: [
          Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: true }),
        ],
      }),
    });
  });
});

describe('delivery', () => {
  it('keeps every bucket private, encrypted and TLS-only', () => {
    for (const [, bucket] of resources(app.product, 'AWS::S3::Bucket')) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
  });

  it('requires signed cookies from a trusted key group on /media/*', () => {
    app.product.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({ PathPattern: '/media/*', ViewerProtocolPolicy: 'https-only', TrustedKeyGroups: [Match.anyValue()] }),
        ]),
      }),
    });
  });

  it('lets the site upload media from the browser (PUT only; presigned URLs authorise each write)', () => {
    app.product.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('^waw-test-media-')])]) }),
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT'], AllowedOrigins: ['https://*.cloudfront.net'] })] },
    });
  });

  it('reaches both buckets through origin access control and redirects HTTP to HTTPS', () => {
    app.product.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    app.product.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }) }),
    });
  });

  it('sets a content security policy and HSTS on every response', () => {
    const policies = resources(app.product, 'AWS::CloudFront::ResponseHeadersPolicy');
    const configs = policies.map(([, policy]) => policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: unknown });
    // Every behaviour's policy carries the same security headers.
    for (const config of configs) expect(config.SecurityHeadersConfig).toEqual(configs[0]!.SecurityHeadersConfig);
    const security = configs[0]!.SecurityHeadersConfig as Record<string, { Override: boolean }>;
    const csp = JSON.stringify(security.ContentSecurityPolicy);
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    // the app's own calls beyond its origin: both Cognito services, and uploads to the media and recordings buckets
    for (const host of ['cognito-identity', 'cognito-idp', 'waw-test-media-', 'waw-test-recordings-']) expect(csp).toContain(host);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(security.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    const behaviours = JSON.stringify(app.product.findResources('AWS::CloudFront::Distribution'));
    // the site, its assets, its media, narration's lines and manifests, and the API's two behaviours (/v3/* and the
    // cookie function)
    expect(behaviours.match(/ResponseHeadersPolicyId/g)).toHaveLength(7);
  });

  /** The Cache-Control a behaviour's response headers policy sends, by the behaviour's path pattern. */
  const cacheControlFor = (pathPattern: string | undefined): string | undefined => {
    const [[, distribution]] = resources(app.product, 'AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distribution.Properties.DistributionConfig as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: { Ref: string } };
      CacheBehaviors: Array<{ PathPattern: string; ResponseHeadersPolicyId: { Ref: string } }>;
    };
    const behaviour = pathPattern ? config.CacheBehaviors.find((b) => b.PathPattern === pathPattern) : config.DefaultCacheBehavior;
    const policy = app.product.findResources('AWS::CloudFront::ResponseHeadersPolicy')[behaviour?.ResponseHeadersPolicyId.Ref ?? '-'];
    const headers = (
      policy?.Properties as { ResponseHeadersPolicyConfig: { CustomHeadersConfig: { Items: Array<Record<string, unknown>> } } }
    )?.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items;
    return headers?.find((header) => header.Header === 'Cache-Control' && header.Override === true)?.Value as string | undefined;
  };

  it('keeps Vite’s hashed assets a year and has browsers revalidate the page, its routes and config.json', () => {
    expect(cacheControlFor('/assets/*')).toBe('public, max-age=31536000, immutable');
    // index.html, every SPA route rewritten to it, and config.json all come through the default behaviour.
    expect(cacheControlFor(undefined)).toBe('no-cache');
    expect(cacheControlFor('/media/*')).toBe('private, max-age=3600');
    // The API's answers (a child's data, an admin's) are kept by no cache, the browser's included.
    expect(cacheControlFor('/v3/*')).toBe('no-store');
  });

  it('compresses what it serves, gzip or brotli, through a cache policy that accepts both', () => {
    const [[, distribution]] = resources(app.product, 'AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distribution.Properties.DistributionConfig as {
      DefaultCacheBehavior: { Compress: boolean; CachePolicyId: string };
      CacheBehaviors: Array<{ Compress: boolean; CachePolicyId: string }>;
    };
    const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    // CACHING_OPTIMIZED: the managed policy with EnableAcceptEncodingGzip and EnableAcceptEncodingBrotli.
    const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6';
    // (the API's and the cookie function's behaviours cache nothing: same-origin-api.test.ts)
    const cached = config.CacheBehaviors.filter((behaviour) => behaviour.CachePolicyId !== CACHING_DISABLED);
    // the hashed assets, the media, and narration's lines and manifests
    expect(cached).toHaveLength(4);
    for (const behaviour of [config.DefaultCacheBehavior, ...cached]) {
      expect(behaviour.Compress).toBe(true);
      expect(behaviour.CachePolicyId).toBe(cachingOptimized);
    }
  });

  it('keeps the sign-in key out of the template, and lets only the functions that count or read sign-in tries read it', () => {
    const secrets = resources(app.product, 'AWS::SecretsManager::Secret').filter(([id]) => id.includes('SignInKey'));
    expect(secrets).toHaveLength(1);
    const [secretId, secret] = secrets[0]!;
    expect(secret.Properties).toMatchObject({ GenerateSecretString: { PasswordLength: 64 } });
    expect(secret.Properties).not.toHaveProperty('SecretString');
    const readers = resources(app.product, 'AWS::Lambda::Function')
      .filter(([, fn]) => JSON.stringify(fn.Properties.Environment ?? {}).includes('SIGN_IN_KEY_SECRET_ID'))
      .map(([, fn]) => String(fn.Properties.FunctionName));
    expect(readers.sort()).toEqual(
      ['admin-students', 'student-export-worker', 'student-removal-worker', 'waw-login'].map((name) => `waw-test-${name}`),
    );
    const grants = resources(app.product, 'AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes(`"Ref":"${secretId}"`),
    );
    expect(grants).toHaveLength(4);
  });

  it('keeps the cookie key out of the template: generated at deploy time into Secrets Manager', () => {
    for (const template of [app.data, app.identity, app.product])
      expect(JSON.stringify(template.toJSON())).not.toMatch(/PRIVATE KEY|BEGIN PUBLIC KEY/);
    app.product.hasResourceProperties('AWS::CloudFront::PublicKey', {
      PublicKeyConfig: Match.objectLike({ EncodedKey: { 'Fn::GetAtt': [Match.stringLikeRegexp('CookieKeyKeyPair'), 'PublicKey'] } }),
    });
    app.product.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'WAWGetSignedCookieValuesWithDomain-test',
      Environment: { Variables: Match.objectLike({ COOKIE_KEY_SECRET_ID: Match.anyValue(), COOKIE_KEY_PAIR_ID: Match.anyValue() }) },
    });
  });

  it('writes /config.json with the deployed values beside the app', () => {
    const deployment = resources(app.product, 'Custom::CDKBucketDeployment').find(([id]) => id.includes('SiteDeployment'));
    // The values are deploy-time tokens, filled into the config.json asset when the deployment runs.
    const markers = JSON.stringify(deployment?.[1].Properties.SourceMarkers);
    expect(markers).toContain('"Fn::ImportValue":"WawIdentity-test:ExportsOutputRefIdentityPool');
    expect(markers).toContain('"Ref":"TirApi');
    expect(markers).toContain('"Fn::GetAtt":["DeliveryDistribution45EACD51","DomainName"]');
  });
});

describe('a deployment', () => {
  it('has CloudFront’s edges forget the page, its configuration and the service worker, so browsers find the new version', () => {
    const deployment = resources(app.product, 'Custom::CDKBucketDeployment').find(([id]) => id.includes('SiteDeployment'));
    expect(deployment?.[1].Properties.DistributionPaths).toEqual(['/index.html', '/config.json', '/sw.js']);
  });
});

describe('cdk-nag', () => {
  it('finds nothing unacknowledged in the AwsSolutions pack', () => {
    expect(() => synthWaw({ nag: true })).not.toThrow();
  });

  it('would fail the synth on a finding (the check can fail)', async () => {
    const { App, Stack, Validations } = await import('aws-cdk-lib');
    const { Bucket } = await import('aws-cdk-lib/aws-s3');
    const { AwsSolutionsChecks } = await import('cdk-nag');
    const probe = new App();
    new Bucket(new Stack(probe, 'Probe'), 'Open');
    Validations.of(probe).addPlugins(new AwsSolutionsChecks(probe));
    expect(() => probe.synth()).toThrow();
  });
});

describe('recordings', () => {
  it('are kept private, TLS-only and deleted after the retention period', () => {
    app.product.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('^waw-test-recordings-')])]) }),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'recordings/', ExpirationInDays: 30, Status: 'Enabled' })]),
      },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: [Match.objectLike({ 'Fn::Join': Match.anyValue() })] })] },
    });
  });

  it('may only be reached by the recordings function (objects under recordings/, a list of that prefix) and listed by admin-students', () => {
    const grants = resources(app.product, 'AWS::IAM::Policy').filter(([, p]) => JSON.stringify(p.Properties).includes('RecordingsBucket'));
    expect(grants.map(([id]) => id).sort()).toEqual([
      expect.stringMatching(/^StudentExportsWorker/),
      expect.stringMatching(/^StudentRemovalsWorker/),
      expect.stringMatching(/^Tiradminstudents/),
      expect.stringMatching(/^Tirwawrecordings/),
    ]);
    const statementsOf = (prefix: string) =>
      (
        grants.find(([id]) => id.startsWith(prefix))![1].Properties.PolicyDocument as {
          Statement: Array<{ Action: unknown; Resource: unknown; Condition?: unknown }>;
        }
      ).Statement.filter((s) => JSON.stringify(s.Resource).includes('RecordingsBucket'));
    const statements = statementsOf('Tirwawrecordings');
    expect(statements.map((s) => s.Action)).toEqual([['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], 's3:ListBucket']);
    expect(JSON.stringify(statements[0]!.Resource)).toContain('/recordings/*');
    expect(statements[1]!.Condition).toEqual({ StringLike: { 's3:prefix': ['recordings/*'] } });
    // A child's page counts their recordings: a list, never a read or a write.
    const admin = statementsOf('Tiradminstudents');
    expect(admin.map((s) => [s.Action, s.Condition])).toEqual([['s3:ListBucket', { StringLike: { 's3:prefix': ['recordings/*'] } }]]);
    // A child's removal lists their folder and deletes what is in it: never a read, never a write.
    const removal = statementsOf('StudentRemovalsWorker');
    expect(removal.map((s) => [s.Action, s.Condition])).toEqual([
      ['s3:ListBucket', { StringLike: { 's3:prefix': ['recordings/*'] } }],
      ['s3:DeleteObject', undefined],
    ]);
    expect(JSON.stringify(removal[1]!.Resource)).toContain('/recordings/*');
    // A child's export lists their folder and reads what is in it: never a write, never a delete.
    const exporting = statementsOf('StudentExportsWorker');
    expect(exporting.map((s) => [s.Action, s.Condition])).toEqual([
      ['s3:ListBucket', { StringLike: { 's3:prefix': ['recordings/*'] } }],
      ['s3:GetObject', undefined],
    ]);
    expect(JSON.stringify(exporting[1]!.Resource)).toContain('/recordings/*');
  });
});

describe("a child's data export", () => {
  it('lives a day under exports/ of the private imports bucket, written only by the export worker, read only by admin-exports, deleted by the workers', () => {
    app.product.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('^waw-test-imports-')])]) }),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' })]),
      },
    });
    const statements = resources(app.product, 'AWS::IAM::Policy').flatMap(([id, p]) =>
      (p.Properties.PolicyDocument as { Statement: Array<{ Action: unknown; Resource: unknown }> }).Statement.filter((s) =>
        JSON.stringify(s.Resource).includes('/exports/*'),
      ).map((s) => [id.replace(/[A-F0-9]{8}$/, ''), s.Action]),
    );
    // The export worker deletes a zip whose job a removal took meanwhile; the removal worker deletes the child's.
    expect(statements.sort()).toEqual([
      [expect.stringMatching(/^StudentExportsWorker/), ['s3:PutObject', 's3:DeleteObject']],
      [expect.stringMatching(/^StudentRemovalsWorker/), 's3:DeleteObject'],
      [expect.stringMatching(/^Tiradminexports/), 's3:GetObject'],
    ]);
  });
});
