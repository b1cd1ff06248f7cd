import { randomUUID } from 'node:crypto';
import { SmsDeliveryError, type SmsGateway } from './gateway';

/**
 * PlayMobile (smsxabar) per its public broker API: POST /broker-api/send with HTTP Basic
 * auth and `{ messages: [{ recipient, "message-id", sms: { originator, content: { text } } }] }`;
 * the originator is the merchant's sender name (3700 is PlayMobile's test one).
 */
export class PlayMobileGateway implements SmsGateway {
  readonly name = 'PLAY_MOBILE';
  constructor(
    private readonly options: {
      username: string;
      password: string;
      originator?: string;
      baseUrl?: string;
      fetch?: typeof fetch;
    },
  ) {}

  async send(phone: string, text: string): Promise<{ id: string | null }> {
    const id = randomUUID().replace(/-/g, '').slice(0, 20);
    const base = this.options.baseUrl ?? 'https://send.smsxabar.uz';
    const auth = Buffer.from(`${this.options.username}:${this.options.password}`).toString('base64');
    const res = await (this.options.fetch ?? globalThis.fetch)(`${base}/broker-api/send`, {
      method: 'POST',
      headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messages: [
          {
            recipient: phone,
            'message-id': id,
            sms: { originator: this.options.originator ?? '3700', content: { text } },
          },
        ],
      }),
    });
    if (!res.ok) throw new SmsDeliveryError(`PlayMobile send failed: ${res.status}`);
    return { id };
  }
}
