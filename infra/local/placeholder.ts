/** What / shows until the React app is built into frontend/dist: where the local cloud's parts are. */
export const placeholderPage = (origin: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>WAW local cloud</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>WAW local cloud is running</h1>
<p>The student app has not been built yet, so there is no game to show here. The back end is ready:</p>
<ul>
<li>API (TIR): <code>${origin}/v3/…</code>, forwarded to the API Gateway on its own port</li>
<li>Runtime configuration: <a href="/config.json"><code>/config.json</code></a></li>
<li>Media behind signed cookies: <code>${origin}/media/…</code></li>
</ul>
</body></html>
`;
