import type { MailboxMessage } from './user-pool.js';

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The local cloud's stand-in for e-mail: the latest sign-in codes and invitations, newest first. */
export const mailboxPage = (messages: readonly MailboxMessage[]): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; line-height: 1.5">
<h1>Local mailbox</h1>
<p>Sign-in codes and invitations the admin user pool would have e-mailed. This page exists only in the local cloud.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<ul>${messages.map((m) => `<li><strong>${escape(m.to)}</strong>: ${m.code ? `code <code style="font-size:1.4em">${escape(m.code)}</code>` : `${escape(m.subject)}. ${escape(m.text)}`} <small>(${escape(m.sentAt)})</small></li>`).join('')}</ul>`}
</body></html>
`;
