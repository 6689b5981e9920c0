// Bundle size of every Lambda, built as the CDK app builds it (esbuild, minified, ESM, node22). A measurement, not a
// test: run `npm run bench:bundles` before and after a change that touches a handler's imports.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

const entries = {
  'waw-login': 'functions/waw-login/handler.ts',
  'waw-student': 'functions/waw-student/handler.ts',
  'student-influencers': 'functions/student-influencers/handler.ts',
  'waw-modules': 'functions/waw-modules/handler.ts',
  'waw-module': 'functions/waw-module/handler.ts',
  'waw-get-signed-cookie-values': 'functions/waw-get-signed-cookie-values/handler.ts',
  'cookie-key-pair (custom resource)': 'infra/custom-resources/cookie-key-pair/handler.ts',
};

console.log('function'.padEnd(36), 'minified'.padStart(10), 'gzip'.padStart(10));
for (const [name, entry] of Object.entries(entries)) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    write: false,
  });
  const code = result.outputFiles[0].contents;
  console.log(
    name.padEnd(36),
    `${(code.byteLength / 1024).toFixed(0)} KB`.padStart(10),
    `${(gzipSync(code).byteLength / 1024).toFixed(0)} KB`.padStart(10),
  );
}
