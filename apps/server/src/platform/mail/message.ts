/** One e-mail, in both forms every client can show; `links` are the actions it carries (for the outbox page). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
};

/** Where e-mail goes: an SMTP server, or the development outbox. */
export type MailTransport = {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
};
