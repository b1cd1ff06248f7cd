import { SmsDeliveryError, type SendOptions, type SmsGateway } from './gateway';

/**
 * Eskiz (notify.eskiz.uz) per its public HTTP API: POST /api/auth/login with email and
 * password → data.token; POST /api/message/sms/send with the bearer token and
 * mobile_phone, message, from (the merchant's sender name; 4546 is Eskiz's test sender) and an
 * optional callback_url, answered `{ id, status, message }`; Eskiz later posts the delivery
 * report to the callback. A 401 on send logs in again once.
 */
export class EskizGateway implements SmsGateway {
  readonly name = 'ESKIZ';
  private token: string | null = null;
  constructor(
    private readonly options: {
      email: string;
      password: string;
      from?: string;
      baseUrl?: string;
      fetch?: typeof fetch;
    },
  ) {}

  private get base() {
    return this.options.baseUrl ?? 'https://notify.eskiz.uz';
  }
  private get fetch() {
    return this.options.fetch ?? globalThis.fetch;
  }

  private async login(): Promise<string> {
    const body = new FormData();
    body.set('email', this.options.email);
    body.set('password', this.options.password);
    const res = await this.fetch(`${this.base}/api/auth/login`, { method: 'POST', body });
    if (!res.ok) throw new SmsDeliveryError(`Eskiz login failed: ${res.status}`);
    const json = (await res.json()) as { data?: { token?: string } };
    if (!json.data?.token) throw new SmsDeliveryError('Eskiz login answered no token');
    this.token = json.data.token;
    return this.token;
  }

  async send(phone: string, text: string, options: SendOptions = {}): Promise<{ id: string | null }> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = this.token ?? (await this.login());
      const body = new FormData();
      body.set('mobile_phone', phone);
      body.set('message', text);
      body.set('from', this.options.from ?? '4546');
      if (options.callbackUrl) body.set('callback_url', options.callbackUrl);
      const res = await this.fetch(`${this.base}/api/message/sms/send`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body,
      });
      if (res.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      if (!res.ok) throw new SmsDeliveryError(`Eskiz send failed: ${res.status}`);
      const json = (await res.json().catch(() => ({}))) as { id?: unknown };
      return { id: typeof json.id === 'string' || typeof json.id === 'number' ? String(json.id) : null };
    }
    throw new SmsDeliveryError('Eskiz refused the login twice');
  }
}
