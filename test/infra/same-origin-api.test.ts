import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_FUNCTION, VIEWER_ADDRESS_HEADER, VIEWER_NETWORK_HEADER } from '../../infra/constructs/viewer-address.js';
import { synthWaw } from './synth.js';

let app: ReturnType<typeof synthWaw>;
beforeAll(() => {
  app = synthWaw();
});

type Behaviour = {
  PathPattern: string;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods: string[];
  FunctionAssociations?: Array<{ EventType: string; FunctionARN: unknown }>;
};
type Origin = { Id: string; DomainName: unknown; OriginPath?: string; CustomOriginConfig?: { OriginProtocolPolicy: string } };
const distributionConfig = () => {
  const [distribution] = Object.values(app.product.findResources('AWS::CloudFront::Distribution'));
  return distribution!.Properties.DistributionConfig as { CacheBehaviors: Behaviour[]; Origins: Origin[] };
};
const behaviour = (pattern: string) => distributionConfig().CacheBehaviors.find((b) => b.PathPattern === pattern);
const originOf = (b: Behaviour | undefined) => distributionConfig().Origins.find((o) => o.Id === b?.TargetOriginId);

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

/** The CSP every response carries. */
const csp = () => {
  const [policy] = Object.values(app.product.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
  const config = policy!.Properties.ResponseHeadersPolicyConfig as {
    SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown }; XSSProtection: unknown };
  };
  return config.SecurityHeadersConfig;
};

describe("the API on the site's own origin", () => {
  it('is regional, not edge-optimised (CloudFront is already in front)', () => {
    app.product.hasResourceProperties('AWS::ApiGateway::RestApi', { EndpointConfiguration: { Types: ['REGIONAL'] } });
  });

  it('is served under /v3/* from the API’s own host and stage, uncached, with every viewer header but Host', () => {
    const api = behaviour('/v3/*');
    expect(api).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER });
    expect(api!.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS']));
    const origin = originOf(api);
    expect(origin).toMatchObject({ OriginPath: '/test', CustomOriginConfig: { OriginProtocolPolicy: 'https-only' } });
    expect(JSON.stringify(origin!.DomainName)).toMatch(/"Ref":"TirApi.*\.execute-api\.us-east-1\./);
  });

  it('gives the API the viewer’s address and network in headers CloudFront sets, and the WAF counts sign-ins by them', () => {
    expect(behaviour('/v3/*')!.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() as unknown }]);
    const functions = Object.values(app.product.findResources('AWS::CloudFront::Function'));
    const code = functions.map((fn) => fn.Properties.FunctionCode as string).find((text) => text.includes(VIEWER_ADDRESS_HEADER));
    expect(code).toBe(VIEWER_ADDRESS_FUNCTION);
    // The function as CloudFront runs it: whatever a viewer sent in those headers is replaced.
    const handler = runInNewContext(`${code}; handler`) as (event: unknown) => { headers: Record<string, { value: string }> };
    const headersFor = (ip: string) =>
      handler({
        viewer: { ip },
        request: { headers: { [VIEWER_ADDRESS_HEADER]: { value: '1.1.1.1' }, [VIEWER_NETWORK_HEADER]: { value: 'chosen' } } },
      }).headers;
    expect(headersFor('203.0.113.77')).toEqual({
      [VIEWER_ADDRESS_HEADER]: { value: '203.0.113.77' },
      [VIEWER_NETWORK_HEADER]: { value: '203.0.113.0/24' },
    });
    expect(headersFor('2001:DB8:0a::1')[VIEWER_NETWORK_HEADER]).toEqual({ value: '2001:db8:a::/48' });
    expect(headersFor('2001:db8:a:ffff:1:2:3:4')[VIEWER_NETWORK_HEADER]).toEqual({ value: '2001:db8:a::/48' });
    expect(headersFor('2001:db8::')[VIEWER_NETWORK_HEADER]).toEqual({ value: '2001:db8:0::/48' });
    expect(headersFor('::1')[VIEWER_NETWORK_HEADER]).toEqual({ value: '0:0:0::/48' });
    app.product.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'login-rate-limit',
          Statement: {
            RateBasedStatement: Match.objectLike({
              AggregateKeyType: 'FORWARDED_IP',
              ForwardedIPConfig: { HeaderName: VIEWER_ADDRESS_HEADER, FallbackBehavior: 'MATCH' },
            }),
          },
        }),
      ]),
    });
  });

  it('routes the cookie function’s Invoke path, and no other function’s, to Lambda', () => {
    const cookie = behaviour('/2015-03-31/functions/WAWGetSignedCookieValuesWithDomain-test/invocations');
    expect(cookie).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER });
    expect(JSON.stringify(originOf(cookie)!.DomainName)).toContain('lambda.us-east-1.');
    expect(distributionConfig().CacheBehaviors.filter((b) => b.PathPattern.includes('functions'))).toHaveLength(1);
  });

  it('keeps CORS for calls to the API’s own host, with preflights kept as long as Chromium allows', () => {
    const options = Object.values(app.product.findResources('AWS::ApiGateway::Method')).filter(
      (method) => method.Properties.HttpMethod === 'OPTIONS',
    );
    expect(options.length).toBeGreaterThan(0);
    for (const method of options) {
      const [response] = (method.Properties.Integration as { IntegrationResponses: Array<{ ResponseParameters: Record<string, string> }> })
        .IntegrationResponses;
      expect(response!.ResponseParameters['method.response.header.Access-Control-Max-Age']).toBe("'7200'");
    }
  });

  it('tells the app to send to the site and sign for the API’s and Lambda’s own hosts', () => {
    const directory = app.assembly.directory;
    const asset = readdirSync(directory).find((entry) => existsSync(join(directory, entry, 'config.json')));
    const config = JSON.parse(readFileSync(join(directory, asset!, 'config.json'), 'utf8')) as Record<string, string>;
    const [, markers] = Object.values(app.product.findResources('Custom::CDKBucketDeployment')).find((d) =>
      JSON.stringify(d.Properties.SourceMarkers ?? null).includes('TirApi'),
    )!.Properties.SourceMarkers as [unknown, Record<string, unknown>];
    /** What a marker in config.json stands for once deployed. */
    const valueOf = (text: string, at: RegExp) => JSON.stringify(markers[at.exec(text)![1]!]);
    expect(valueOf(config.apiEndpoint!, /^https:\/\/(<<marker:0xbaba:\d+>>)$/)).toMatch(/DeliveryDistribution.*DomainName/);
    expect(valueOf(config.lambdaEndpoint!, /^https:\/\/(<<marker:0xbaba:\d+>>)$/)).toMatch(/DeliveryDistribution.*DomainName/);
    const signing = /^https:\/\/(<<marker:0xbaba:\d+>>)\.execute-api\.us-east-1\.(<<marker:0xbaba:\d+>>)\/test$/;
    expect(valueOf(config.apiSigningEndpoint!, signing)).toMatch(/"Ref":"TirApi/);
  });
});

describe('the content security policy', () => {
  it('lets the app connect to its own origin, Cognito and the upload buckets only: no API Gateway, no Lambda', () => {
    const policy = JSON.stringify(csp().ContentSecurityPolicy);
    const connect = /connect-src ([^;"]*)/.exec(policy)![1]!;
    expect(connect).toContain("'self'");
    expect(connect).not.toContain('execute-api');
    expect(connect).not.toContain('lambda');
    expect(connect).not.toMatch(/https:\/\/\*\./);
    const hosts = connect.split(' ').filter((source) => source !== "'self'");
    for (const host of hosts) expect(host).toMatch(/^https:\/\/(cognito-identity|cognito-idp|waw-test-(media|recordings)-)/);
  });

  it('switches the obsolete XSS auditor off (X-XSS-Protection: 0)', () => {
    expect(csp().XSSProtection).toEqual({ Override: true, Protection: false });
  });
});
