import type { Config } from '../config.js';

export interface OutgoingMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  isHtml: boolean;
}

export interface DeliveryAdapter {
  send(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}

/** Development: print the message in the server log so a newcomer can log in by code. */
export const consoleAdapter = (): DeliveryAdapter => ({
  async send(m) {
    const text = m.isHtml ? m.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() : m.body;
    console.log(`[bildirim] ${m.channel} → ${m.recipient}${m.subject ? ` | ${m.subject}` : ''} | ${text}`);
  },
});

/** Tests: keep what would be sent; the outbox row itself is the record. */
export const memoryAdapter = (): DeliveryAdapter & { sent: OutgoingMessage[] } => {
  const sent: OutgoingMessage[] = [];
  return { sent, async send(m) { sent.push(m); } };
};

/** Production: mail by SMTP (nodemailer), SMS through an HTTP gateway (JSON POST). */
export async function productionAdapter(config: Config['notify']): Promise<DeliveryAdapter> {
  const { createTransport } = await import('nodemailer');
  const mailer = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  return {
    async send(m) {
      if (m.channel === 'MAIL') {
        if (!mailer) throw new Error('SMTP_URL is not set');
        await mailer.sendMail({
          from: config.mailFrom,
          to: m.recipient,
          subject: m.subject ?? '',
          ...(m.isHtml ? { html: m.body } : { text: m.body }),
        });
        return;
      }
      if (!config.smsGatewayUrl) throw new Error('SMS_GATEWAY_URL is not set');
      const response = await fetch(config.smsGatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.smsGatewayToken ? { authorization: `Bearer ${config.smsGatewayToken}` } : {}),
        },
        body: JSON.stringify({ to: `90${m.recipient}`, message: m.body, reference: String(m.id) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
    async close() {
      mailer?.close();
    },
  };
}
