import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSchoolNetworks } from '../../infra/bin/app.js';
import { LOGIN_RATE_LIMIT_PER_SCHOOL_ADDRESS } from '../../infra/constructs/waf-limits.js';
import {
  ORIGIN_VERIFY_HEADER,
  VIEWER_ADDRESS_FUNCTION,
  VIEWER_ADDRESS_HEADER,
  VIEWER_NETWORK_HEADER,
} from '../../infra/constructs/viewer-address.js';
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
type Origin = {
  Id: string;
  DomainName: unknown;
  OriginPath?: string;
  CustomOriginConfig?: { OriginProtocolPolicy: string };
  OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }>;
};
type Statement = Record<string, unknown>;
type Rule = { Name: string; Priority: number; Action?: unknown; Statement: Statement };
const aclRules = (template: ReturnType<typeof synthWaw>['product']) => {
  const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
  return acl!.Properties.Rules as Rule[];
};
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

  it('refuses, at the WAF, every call that did not come through CloudFront, so no caller writes the address headers', () => {
    const header = originOf(behaviour('/v3/*'))!.OriginCustomHeaders!.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
    // The value is a reference CloudFormation resolves from Secrets Manager at deploy time: no secret in the template.
    expect(JSON.stringify(header!.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:.*:SecretString:current::/);
    const [first, ...others] = [...aclRules(app.product)].sort((a, b) => a.Priority - b.Priority);
    expect(first).toMatchObject({
      Name: 'from-cloudfront-only',
      Action: { Block: {} },
      Statement: {
        NotStatement: {
          Statement: {
            OrStatement: {
              Statements: expect.arrayContaining([
                {
                  ByteMatchStatement: expect.objectContaining({
                    FieldToMatch: { SingleHeader: { Name: ORIGIN_VERIFY_HEADER } },
                    PositionalConstraint: 'EXACTLY',
                    SearchString: header!.HeaderValue,
                  }),
                },
              ]),
            },
          },
        },
      },
    });
    // Nothing is counted before it: every rule after it sees only calls CloudFront forwarded.
    expect(others.every((rule) => rule.Priority > first!.Priority)).toBe(true);
    app.product.resourceCountIs('AWS::WAFv2::IPSet', 0);
  });

  it('holds the school networks a deployment names to a district-sized limit per address, and everyone else as before', () => {
    const district = synthWaw({ schoolNetworks: ['198.51.100.7/32', '203.0.113.0/24', '2001:db8:5::/48'] });
    district.product.resourceCountIs('AWS::WAFv2::IPSet', 2);
    district.product.hasResourceProperties('AWS::WAFv2::IPSet', {
      IPAddressVersion: 'IPV4',
      Addresses: ['198.51.100.7/32', '203.0.113.0/24'],
    });
    district.product.hasResourceProperties('AWS::WAFv2::IPSet', { IPAddressVersion: 'IPV6', Addresses: ['2001:db8:5::/48'] });
    const rules = aclRules(district.product);
    const rule = (name: string) => rules.find((r) => r.Name === name)!;
    const bySchoolAddress = {
      IPSetForwardedIPConfig: { HeaderName: VIEWER_ADDRESS_HEADER, FallbackBehavior: 'NO_MATCH', Position: 'FIRST' },
    };
    const fromSchools = {
      OrStatement: { Statements: [{ IPSetReferenceStatement: bySchoolAddress }, { IPSetReferenceStatement: bySchoolAddress }] },
    };
    const onLogin = { ByteMatchStatement: expect.objectContaining({ SearchString: '/v3/waw/login' }) as unknown };
    // Only a body that is a sign-in counts, from a school network or not (waf-limits.ts, looksLikeSignIn).
    const signInBody = { AndStatement: expect.anything() as unknown };
    expect(rule('school-network-login-rate-limit')).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: LOGIN_RATE_LIMIT_PER_SCHOOL_ADDRESS,
          AggregateKeyType: 'FORWARDED_IP',
          ScopeDownStatement: { AndStatement: { Statements: [onLogin, signInBody, fromSchools] } },
        },
      },
    });
    for (const name of ['login-rate-limit', 'login-network-rate-limit']) {
      expect(rule(name).Statement).toMatchObject({
        RateBasedStatement: {
          ScopeDownStatement: { AndStatement: { Statements: [onLogin, signInBody, { NotStatement: { Statement: fromSchools } }] } },
        },
      });
    }
    // A district of 10,000 behind one address, at the bell with a retry in two, fits in 5 minutes.
    expect(10_000 * 1.5).toBeLessThanOrEqual(LOGIN_RATE_LIMIT_PER_SCHOOL_ADDRESS);
  });

  it('takes the school networks as CIDRs and stops the synth on anything else', () => {
    expect(parseSchoolNetworks(undefined)).toEqual([]);
    expect(parseSchoolNetworks('203.0.113.0/24, 198.51.100.7/32 2001:db8::/48')).toEqual([
      '203.0.113.0/24',
      '198.51.100.7/32',
      '2001:db8::/48',
    ]);
    expect(() => parseSchoolNetworks('203.0.113.0')).toThrow(/CIDRs such as 203\.0\.113\.0\/24, not 203\.0\.113\.0$/);
    expect(() => parseSchoolNetworks('300.1.1.1/24')).toThrow(/not 300\.1\.1\.1\/24/);
    expect(() => parseSchoolNetworks('school-a')).toThrow(/not school-a/);
  });

  it('routes the cookie function’s Invoke path, and no other function’s, to Lambda', () => {
    const cookie = behaviour('/2015-03-31/functions/WAWGetSignedCookieValuesWithDomain-test/invocations');
    expect(cookie).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER });
    expect(JSON.stringify(originOf(cookie)!.DomainName)).toContain('lambda.us-east-1.');
    expect(distributionConfig().CacheBehaviors.filter((b) => b.PathPattern.includes('functions'))).toHaveLength(1);
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
