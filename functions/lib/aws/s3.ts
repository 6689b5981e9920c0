import {
  AwsError,
  answerError,
  endpointOf,
  escapeUri,
  joinPath,
  queryString,
  sendSigned,
  signerFor,
  type AwsResponse,
  type AwsService,
} from './request.js';

/** S3's REST API, for the calls the functions make: get, put, delete and list objects, and presigned URLs. */
const S3: AwsService = { endpointSetting: 'S3', signingName: 's3', hostPrefix: 's3' };

/**
 * A bucket's endpoint: its own virtual host in AWS (`bucket.s3.region.amazonaws.com`), or the endpoint's path
 * (`…/_aws/s3/bucket`) where the local cloud asks for path-style addressing.
 */
const bucketEndpoint = (bucket: string): { endpoint: URL; prefix: string } => {
  const endpoint = endpointOf(S3);
  if (process.env.S3_FORCE_PATH_STYLE === 'true') return { endpoint, prefix: `/${escapeUri(bucket)}` };
  return { endpoint: new URL(`${endpoint.protocol}//${bucket}.${endpoint.host}${endpoint.pathname}`), prefix: '' };
};

/** A key's path: each segment encoded, the slashes kept, as S3 signs and reads it. */
const objectPath = (bucket: string, key: string) => {
  const { endpoint, prefix } = bucketEndpoint(bucket);
  return { endpoint, path: `${prefix}/${key.split('/').map(escapeUri).join('/')}` };
};

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (XML_ENTITIES[name] ?? entity),
  );
/** The text of the first element of that name directly in `xml` (S3's answers have no attributes or CDATA there). */
const xmlField = (xml: string, name: string): string | undefined => {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return match ? xmlText(match[1]!) : undefined;
};

const s3Error = (response: AwsResponse): AwsError => {
  const xml = response.body.toString('utf8');
  const code = xmlField(xml, 'Code') ?? (response.statusCode === 404 ? 'NotFound' : undefined);
  return answerError(response.statusCode, code, xmlField(xml, 'Message') ?? '');
};

export interface S3Object {
  Key: string;
  Size: number;
  LastModified: Date;
}

interface Operations {
  GetObject: { input: { Bucket: string; Key: string }; output: { Body: Buffer; ContentType?: string } };
  PutObject: { input: { Bucket: string; Key: string; Body: string | Buffer; ContentType?: string }; output: object };
  DeleteObject: { input: { Bucket: string; Key: string }; output: object };
  ListObjectsV2: {
    input: { Bucket: string; Prefix?: string; ContinuationToken?: string; MaxKeys?: number };
    output: { Contents?: S3Object[]; IsTruncated: boolean; NextContinuationToken?: string };
  };
}
export type S3Operation = keyof Operations;

const listObjects = async ({ Bucket, Prefix, ContinuationToken, MaxKeys }: Operations['ListObjectsV2']['input']) => {
  const { endpoint, prefix } = bucketEndpoint(Bucket);
  const query: Record<string, string> = { 'list-type': '2' };
  if (Prefix !== undefined) query.prefix = Prefix;
  if (ContinuationToken !== undefined) query['continuation-token'] = ContinuationToken;
  if (MaxKeys !== undefined) query['max-keys'] = String(MaxKeys);
  const response = await sendSigned(S3, { endpoint, method: 'GET', path: prefix || '/', query }, s3Error);
  const xml = response.body.toString('utf8');
  const Contents = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, object]) => ({
    Key: xmlField(object!, 'Key') ?? '',
    Size: Number(xmlField(object!, 'Size') ?? 0),
    LastModified: new Date(xmlField(object!, 'LastModified') ?? 0),
  }));
  const token = xmlField(xml, 'NextContinuationToken');
  return {
    ...(Contents.length > 0 ? { Contents } : {}),
    IsTruncated: xmlField(xml, 'IsTruncated') === 'true',
    ...(token ? { NextContinuationToken: token } : {}),
  };
};

const operations: { [O in S3Operation]: (input: Operations[O]['input']) => Promise<Operations[O]['output']> } = {
  GetObject: async ({ Bucket, Key }) => {
    const { endpoint, path } = objectPath(Bucket, Key);
    const response = await sendSigned(S3, { endpoint, method: 'GET', path }, s3Error);
    const type = response.headers['content-type'];
    return { Body: response.body, ...(type ? { ContentType: type } : {}) };
  },
  PutObject: async ({ Bucket, Key, Body, ContentType }) => {
    const { endpoint, path } = objectPath(Bucket, Key);
    await sendSigned(
      S3,
      { endpoint, method: 'PUT', path, headers: ContentType ? { 'content-type': ContentType } : {}, body: Body },
      s3Error,
    );
    return {};
  },
  DeleteObject: async ({ Bucket, Key }) => {
    const { endpoint, path } = objectPath(Bucket, Key);
    await sendSigned(S3, { endpoint, method: 'DELETE', path }, s3Error);
    return {};
  },
  ListObjectsV2: listObjects,
};

export const s3 = {
  send: <O extends S3Operation>(operation: O, input: Operations[O]['input']): Promise<Operations[O]['output']> =>
    operations[operation](input),
};

// Size and type are signed into an upload's URL, so S3 takes exactly the file approved and nothing larger.
const SIGNED_HEADERS = new Set(['content-type', 'content-length']);

/**
 * A URL that lets its holder GET or PUT one object until it expires, as the SDK's presigner makes it: the payload
 * unsigned, and for an upload its type and size signed in.
 */
export const presignUrl = async (request: {
  method: 'GET' | 'PUT';
  bucket: string;
  key: string;
  expiresIn: number;
  contentType?: string;
  size?: number;
}): Promise<string> => {
  const { endpoint, path } = objectPath(request.bucket, request.key);
  const headers: Record<string, string> = { host: endpoint.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' };
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  if (request.size !== undefined) headers['content-length'] = String(request.size);
  const fullPath = joinPath(endpoint.pathname, path);
  const presigned = await signerFor(S3).presign(
    {
      method: request.method,
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      path: fullPath,
      query: {},
      headers,
    },
    { expiresIn: request.expiresIn, signableHeaders: SIGNED_HEADERS },
  );
  const query = Object.fromEntries(Object.entries(presigned.query ?? {}).map(([name, value]) => [name, String(value)]));
  return `${endpoint.protocol}//${endpoint.host}${fullPath}?${queryString(query)}`;
};
