import { resolve } from 'node:path';
import { Aws, Duration, RemovalPolicy, Stack, type CfnElement } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  KeyGroup,
  OriginRequestPolicy,
  PriceClass,
  PublicKey,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  ViewerProtocolPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  BucketPolicy,
  HttpMethods,
  ObjectOwnership,
  type CorsRule,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { AnyPrincipal, Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { type LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { DIRECT_FUNCTIONS, FUNCTIONS, handlerEntry } from '../../functions/routes.js';
import { builtSite } from './built-site.js';
import { CACHE_CONTROL, HASHED_ASSETS_PATH, NARRATION_MANIFESTS_PATH, NARRATION_PATH } from './cache-control.js';
import { CookieKeyPair } from './cookie-key-pair.js';
import { presignedUrlOrigins } from './s3-origins.js';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_FUNCTION } from './viewer-address.js';
import { REPO_ROOT, WawFunction, stackLogGroup } from './waw-function.js';
import { LAMBDA_BASIC_EXECUTION, acknowledge, nagBucketArn, nagEnv, nagRef } from './acknowledge.js';

/** Lambda's Invoke path for one function, as the SDK calls it. */
export const cookieInvokePath = (functionName: string): string => `/2015-03-31/functions/${functionName}/invocations`;

export interface DeliveryProps {
  stage: string;
  /** extra origins the app may call and play media from (the recordings bucket's presigned URLs) */
  extraConnectSources?: string[];
  /** origins the admin area uploads files to and plays nothing from (the roster imports bucket) */
  uploadOrigins?: string[];
  /** the media bucket a destroyed deployment of the stage kept, to use instead of a new one (docs/deploy.md, Tear down) */
  retainedMediaBucket?: string;
}

/**
 * Admins upload media straight from the browser. The presigned URL an admin function signs is what authorises a
 * write; CORS only lets the page read the reply. Naming the distribution here would make a cycle (it reads the
 * bucket's domain), so any CloudFront site may read replies, and still only a signed URL can write. Being the same for
 * every distribution, it still holds on a bucket kept from a destroyed deployment.
 */
const MEDIA_CORS: CorsRule = {
  allowedOrigins: ['https://*.cloudfront.net'],
  allowedMethods: [HttpMethods.PUT],
  allowedHeaders: ['content-type'],
  maxAge: 3000,
};

/**
 * A bucket a destroyed deployment kept, used again by name. Its settings (encryption, versioning, CORS, lifecycle)
 * stayed with it; its policy did not (it named the old distribution), so the stack writes a new one: TLS only, and
 * whatever the new distribution's origin access control adds.
 */
const adoptedBucket = (scope: Construct, id: string, bucketName: string): IBucket => {
  const bucket = Bucket.fromBucketName(scope, id, bucketName);
  const policy = new BucketPolicy(scope, `${id}Policy`, { bucket });
  bucket.policy = policy;
  policy.document.addStatements(
    new PolicyStatement({
      effect: Effect.DENY,
      principals: [new AnyPrincipal()],
      actions: ['s3:*'],
      resources: [bucket.bucketArn, bucket.arnForObjects('*')],
      conditions: { Bool: { 'aws:SecureTransport': 'false' } },
    }),
  );
  return bucket;
};

/**
 * CloudFront's names (response headers policies, keys, key groups, origin access controls) are unique in the whole
 * account, not per region: one stage deployed in two regions needs the region in each.
 */
export const cloudFrontName = (stage: string, region: string, name: string): string => `waw-${stage}-${region}-${name}`;

/** SPA routes (paths without a file extension) are answered with index.html; files are served as they are. */
const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * CloudFront in front of two private buckets: the app (any path without a file answered by index.html) and the
 * media under /media/*, which only a viewer holding signed cookies from a trusted key group may fetch.
 */
export class Delivery extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly mediaBucket: IBucket;
  readonly logBucket: Bucket;
  private readonly deploymentLogs: LogGroup;
  readonly cookieFunction: WawFunction;
  /** the cookie function's name as a plain string: the distribution routes to it, and it names the distribution */
  readonly cookieFunctionName: string;
  /** the response headers of the API's behaviours (routeApi) */
  private readonly apiHeaders: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: DeliveryProps) {
    super(scope, id);
    // Access logs of the buckets and of CloudFront, kept for a year, and gone with the stack (docs/deploy.md, Tear down).
    const logBucket = (this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    }));
    // The one handler aws-cdk-lib makes for both bucket deployments logs here.
    this.deploymentLogs = stackLogGroup(this, 'DeploymentLogs', RetentionDays.ONE_MONTH);
    // The programme's media: retained when the stack is destroyed, versioned against an admin's mistake. Named up
    // front so the site's CSP can name it (admins upload to it from the browser) without a dependency cycle.
    const stack = Stack.of(this);
    const mediaBucketName = props.retainedMediaBucket ?? `waw-${props.stage}-media-${Aws.ACCOUNT_ID}-${stack.region}`;
    this.mediaBucket = props.retainedMediaBucket
      ? adoptedBucket(this, 'Media', props.retainedMediaBucket)
      : new Bucket(this, 'Media', {
          bucketName: mediaBucketName,
          blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
          encryption: BucketEncryption.S3_MANAGED,
          enforceSSL: true,
          versioned: true,
          serverAccessLogsBucket: logBucket,
          serverAccessLogsPrefix: 'media-bucket/',
          removalPolicy: RemovalPolicy.RETAIN,
          cors: [MEDIA_CORS],
        });
    this.siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      // The site is rebuilt from the repository on every deploy; the media bucket (data stack) is what is kept.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const keyPair = new CookieKeyPair(this, 'CookieKey', { stage: props.stage });
    const publicKey = new PublicKey(this, 'CookiePublicKey', {
      publicKeyName: cloudFrontName(props.stage, stack.region, 'cookie-key'),
      encodedKey: keyPair.publicKeyPem,
      comment: `WAW ${props.stage} media cookies`,
    });
    const keyGroup = new KeyGroup(this, 'CookieKeyGroup', {
      keyGroupName: cloudFrontName(props.stage, stack.region, 'cookie-keys'),
      items: [publicKey],
      comment: `WAW ${props.stage} media cookies`,
    });

    // The API and the cookie function answer on the site's own origin ('self', see routeApi); the browser talks
    // to AWS itself only to get a student's credentials and an admin's tokens, and to upload with presigned URLs.
    const connectSources = [
      `https://cognito-identity.${stack.region}.${stack.urlSuffix}`,
      `https://cognito-idp.${stack.region}.${stack.urlSuffix}`,
      ...presignedUrlOrigins(mediaBucketName, stack.region),
      ...(props.extraConnectSources ?? []),
      ...(props.uploadOrigins ?? []),
    ];
    // One policy per behaviour: the same security headers everywhere, and the Cache-Control of that part of the site
    // (S3 sends none, and a browser left to guess may keep an index.html that names assets a deploy removed).
    const securityHeadersBehavior: ResponseSecurityHeadersBehavior = {
      contentSecurityPolicy: {
        override: true,
        contentSecurityPolicy: [
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          `media-src 'self' blob: ${(props.extraConnectSources ?? []).join(' ')}`.trim(),
          "font-src 'self'",
          `connect-src 'self' ${connectSources.join(' ')}`,
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join('; '),
      },
      strictTransportSecurity: { override: true, accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: true },
      contentTypeOptions: { override: true },
      frameOptions: { override: true, frameOption: HeadersFrameOption.DENY },
      referrerPolicy: { override: true, referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN },
      // The XSS auditors this header drove are gone from browsers, and where one remains it can be turned against a
      // page; 0 switches it off, as OWASP advises. The CSP is what protects.
      xssProtection: { override: true, protection: false },
    };
    const headersFor = (id: string, name: string, cacheControl: string) =>
      new ResponseHeadersPolicy(this, id, {
        responseHeadersPolicyName: cloudFrontName(props.stage, stack.region, name),
        securityHeadersBehavior,
        customHeadersBehavior: {
          customHeaders: [
            { header: 'Permissions-Policy', value: 'camera=(self), microphone=(self), geolocation=()', override: true },
            { header: 'Cache-Control', value: cacheControl, override: true },
          ],
        },
      });
    const siteHeaders = headersFor('SiteHeaders', 'site', CACHE_CONTROL.revalidate);
    const assetHeaders = headersFor('AssetHeaders', 'assets', CACHE_CONTROL.hashedAsset);
    const mediaHeaders = headersFor('MediaHeaders', 'media', CACHE_CONTROL.media);
    const narrationHeaders = headersFor('NarrationHeaders', 'narration', CACHE_CONTROL.narrationAudio);
    const manifestHeaders = headersFor('NarrationManifestHeaders', 'narration-manifests', CACHE_CONTROL.narrationManifest);
    // The API's answers carry the same security headers, and no cache keeps them (a child's data, an admin's).
    this.apiHeaders = headersFor('ApiHeaders', 'api', 'no-store');

    const accessControl = (id: string, name: string) =>
      new S3OriginAccessControl(this, id, { originAccessControlName: cloudFrontName(props.stage, stack.region, name) });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket, {
      originAccessControl: accessControl('SiteAccess', 'site'),
    });
    const mediaOrigin = S3BucketOrigin.withOriginAccessControl(this.mediaBucket, {
      originAccessControl: accessControl('MediaAccess', 'media'),
    });
    const mediaBehavior = (responseHeadersPolicy: ResponseHeadersPolicy) => ({
      origin: mediaOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy,
      trustedKeyGroups: [keyGroup],
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `WAW ${props.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logBucket,
      logFilePrefix: 'cloudfront/',
      // CACHING_OPTIMIZED accepts gzip and brotli, and `compress` has CloudFront compress the text it serves.
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: siteHeaders,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaRewrite', { code: FunctionCode.fromInline(SPA_REWRITE) }),
          },
        ],
      },
      additionalBehaviors: {
        // Vite names every built asset by its content: kept a year, never asked again.
        [`${HASHED_ASSETS_PATH}*`]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: assetHeaders,
        },
        // Narration is media like any other, behind the same cookies; only how long a browser keeps it differs. The
        // more specific patterns come first: CloudFront takes the first behaviour whose pattern matches.
        [`${NARRATION_MANIFESTS_PATH}*`]: mediaBehavior(manifestHeaders),
        [`${NARRATION_PATH}*`]: mediaBehavior(narrationHeaders),
        '/media/*': mediaBehavior(mediaHeaders),
      },
    });

    const cookieFunction = DIRECT_FUNCTIONS[0];
    this.cookieFunctionName = `${cookieFunction.name}-${props.stage}`;
    this.cookieFunction = new WawFunction(this, 'CookieFunction', {
      entry: handlerEntry(cookieFunction.function),
      functionName: this.cookieFunctionName,
      limits: FUNCTIONS[cookieFunction.function],
      environment: {
        COOKIE_KEY_PAIR_ID: publicKey.publicKeyId,
        COOKIE_KEY_SECRET_ID: keyPair.secret.secretArn,
        ALLOWED_DOMAINS: this.distribution.distributionDomainName,
      },
    });
    keyPair.secret.grantRead(this.cookieFunction.function);

    new BucketDeployment(this, 'MediaDeployment', {
      sources: [Source.asset(resolve(REPO_ROOT, 'media'))],
      destinationBucket: this.mediaBucket,
      destinationKeyPrefix: 'media/',
      prune: false,
      logGroup: this.deploymentLogs,
    });

    acknowledge(this.distribution, [
      { id: 'AwsSolutions-CFR1', reason: 'The programme is for schools anywhere; geo restriction would lock out students abroad.' },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'The distribution serves static files and signed-cookie media only; the API, which takes input, has its own WAF.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate fixes the TLS policy; a school that adds its own domain and certificate should set minimumProtocolVersion TLSv1.2_2021 with it.',
      },
    ]);
  }

  /**
   * Serves the API and the cookie function on the site's own origin, so a signed call needs no CORS preflight: /v3/*
   * goes to the API's regional endpoint under its stage, and the cookie function's Invoke path (that function only)
   * to Lambda. Nothing is cached, every viewer header but Host is forwarded (the origin must see its own Host), and
   * the browser signs for the origin's host and path, which CloudFront does not change. `originVerify` is the secret
   * CloudFront adds to every API request (ORIGIN_VERIFY_HEADER), a reference CloudFormation resolves at deploy time.
   */
  routeApi(props: { apiDomain: string; stageName: string; cookieFunctionName: string; originVerify: string }): void {
    const stack = Stack.of(this);
    const uncached = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.apiHeaders,
      compress: true,
    };
    this.distribution.addBehavior(
      '/v3/*',
      new HttpOrigin(props.apiDomain, {
        originPath: `/${props.stageName}`,
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerify },
      }),
      {
        ...uncached,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            // API calls carry the viewer's address and network in headers of ours: behind CloudFront, API Gateway and
            // its WAF see an edge's address, shared by every school that edge serves.
            function: new CloudFrontFunction(this, 'ViewerAddress', { code: FunctionCode.fromInline(VIEWER_ADDRESS_FUNCTION) }),
          },
        ],
      },
    );
    this.distribution.addBehavior(
      cookieInvokePath(props.cookieFunctionName),
      new HttpOrigin(`lambda.${stack.region}.${stack.urlSuffix}`),
      uncached,
    );
  }

  /** The one Lambda that all BucketDeployments of the stack share, made by aws-cdk-lib. */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    const { account, region } = nagEnv(this);
    const reason =
      "aws-cdk-lib's BucketDeployment copies the built assets from the CDK asset bucket into our buckets and invalidates the distribution; its grants are scoped to those buckets by CDK.";
    const findings = [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      `Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${region}/*`,
      `Resource::${nagBucketArn(this.mediaBucket)}/*`,
      `Resource::${nagRef(this.siteBucket.node.defaultChild as CfnElement, 'Arn')}/*`,
      'Resource::*',
    ].map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason }));
    acknowledge(deployment.handlerRole, [
      ...findings,
      { id: LAMBDA_BASIC_EXECUTION, reason: 'The deployment handler writes only its own logs.' },
    ]);
    if (handler)
      acknowledge(handler, [
        { id: 'AwsSolutions-L1', reason: 'The deployment handler runtime is chosen and kept current by aws-cdk-lib.' },
      ]);
  }

  /** Uploads the built app with the deployed configuration beside it, so one build runs anywhere. */
  deploySite(config: Record<string, string | boolean>): void {
    const deployment = new BucketDeployment(this, 'SiteDeployment', {
      sources: [builtSite(), Source.jsonData('config.json', config)],
      destinationBucket: this.siteBucket,
      distribution: this.distribution,
      logGroup: this.deploymentLogs,
      // The unhashed files CloudFront may hold at its edges: the page, the configuration, and the service worker, so a
      // browser checking for a new version finds this deployment's worker at once (it then takes over the app).
      distributionPaths: ['/index.html', '/config.json', '/sw.js'],
    });
    this.acknowledgeDeploymentHandler(deployment);
  }
}
