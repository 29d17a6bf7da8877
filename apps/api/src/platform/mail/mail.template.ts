import { mailLayoutTexts as t } from '@otousta/shared/messages/mail';
import { escapeHtml } from '../escape-html.js';

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  /** The one thing the mail asks for: a button, and the same link as text for mail apps that hide buttons. */
  action: { label: string; url: string };
  /** Non-essential mails carry a one-click unsubscribe: a footer link and the List-Unsubscribe headers. */
  unsubscribeUrl?: string;
  /** Where a mail app's one-click unsubscribe POSTs (RFC 8058); the footer link when not set. */
  oneClickUnsubscribeUrl?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

const brandColor = '#228be6';

/** One layout for every mail: brand header, heading, paragraphs, one button, the link as text, the sender footer. */
export function renderMail(content: MailContent): RenderedMail {
  const { heading, paragraphs, action, unsubscribeUrl } = content;
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="background:${brandColor};border-radius:8px 8px 0 0;padding:20px 32px;color:#ffffff;font-size:24px;font-weight:bold">${escapeHtml(t.brand)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr>
<td style="background:${brandColor};border-radius:6px"><a href="${url}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></td>
</tr></table>
<p style="margin:0 0 8px;font-size:13px;color:#495057">${escapeHtml(t.linkHint)}</p>
<p style="margin:0;font-size:13px;word-break:break-all"><a href="${url}" style="color:${brandColor}">${url}</a></p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #dee2e6;font-size:12px;line-height:1.5;color:#868e96">
<p style="margin:0 0 4px">${escapeHtml(t.automated)}</p>
${unsubscribeUrl ? `<p style="margin:0 0 4px">${escapeHtml(t.unsubscribe)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#868e96">${escapeHtml(unsubscribeUrl)}</a></p>\n` : ''}<p style="margin:0">${escapeHtml(t.sender)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    t.brand,
    '',
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    '--',
    t.automated,
    ...(unsubscribeUrl ? [`${t.unsubscribe} ${unsubscribeUrl}`] : []),
    t.sender,
    '',
  ].join('\n');
  // RFC 8058: a mail client may unsubscribe with one POST to the link, without opening a page.
  const headers: Record<string, string> = unsubscribeUrl
    ? {
        'List-Unsubscribe': `<${content.oneClickUnsubscribeUrl ?? unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return { subject: content.subject, html, text, headers };
}
