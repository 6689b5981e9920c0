/**
 * The header CloudFront puts the viewer's IP address in for the API (delivery.ts), and the API's WAF counts sign-ins
 * by. Nothing here imports the CDK, so the local cloud can share it.
 */
export const VIEWER_ADDRESS_HEADER = 'x-waw-viewer-address';
