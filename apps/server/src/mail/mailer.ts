import nodemailer from 'nodemailer';

/** A mail ready to send (already in the recipient's language). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail or throws; the outbox retries failures. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A mailer that hands mails to an SMTP server through nodemailer (`smtp://` or `smtps://` URL). */
export function smtpMailer(url: string, from: string, options: { plain?: boolean } = {}): Mailer {
  const transport = options.plain
    ? nodemailer.createTransport({
        host: new URL(url).hostname,
        port: Number(new URL(url).port),
        secure: false,
        ignoreTLS: true,
      })
    : nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
