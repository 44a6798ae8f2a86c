// maildev: the SMTP sink and its web inbox (JSON API under /api/email).
import { MailDev } from 'maildev';

export async function startMail({ smtpPort, inboxPort }) {
  const maildev = new MailDev({ smtp: smtpPort, web: inboxPort, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  // maildev announces its API on console.info whatever `silent` says; npm start prints the URL itself.
  const info = console.info;
  console.info = () => {};
  try {
    await maildev.start();
  } finally {
    console.info = info;
  }
  return maildev;
}
