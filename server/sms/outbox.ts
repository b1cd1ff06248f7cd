import type { Db } from '../db/database';
import type { SendOptions, SmsGateway } from './gateway';

/** Development gateway: messages land in the sms_outbox table (read by GET /api/dev/v1/sms-outbox). */
export class OutboxGateway implements SmsGateway {
  readonly name = 'OUTBOX';
  constructor(
    private readonly db: Db,
    private readonly merchantId: number,
  ) {}
  async send(phone: string, text: string, options: SendOptions = {}): Promise<{ id: string | null }> {
    const code = options.notice ? null : (/\b(\d{6})\b/.exec(text)?.[1] ?? null);
    const row = await this.db
      .insertInto('sms_outbox')
      .values({ merchant_id: this.merchantId, phone, text, code })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: `outbox-${row.id}` };
  }
}
