/** The hosts a browser reaches a bucket's presigned URLs on (regional and global), for the site's CSP connect-src. */
export const presignedUrlOrigins = (bucketName: string, region: string): string[] => [
  `https://${bucketName}.s3.${region}.amazonaws.com`,
  `https://${bucketName}.s3.amazonaws.com`,
];
