// maildev: the SMTP sink and its web inbox (JSON API under /api/email... and /email).
import { MailDev } from 'maildev';

export async function startMail({ smtpPort, inboxPort }) {
  const maildev = new MailDev({ smtp: smtpPort, web: inboxPort, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  return maildev;
}
