/** Sends one text message. Adapters: development outbox, Eskiz, PlayMobile. */
export interface SmsGateway {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

export class SmsDeliveryError extends Error {}
