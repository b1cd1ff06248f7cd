/** The campaigns' refusals: English (the `message`), Uzbek and Russian. */
export const CAMPAIGN_MESSAGES = {
  CAMPAIGN_NOT_SENDABLE: [
    'This campaign has already been sent or is being sent',
    'Bu kampaniya allaqachon yuborilgan yoki yuborilmoqda',
    'Эта рассылка уже отправлена или отправляется',
  ],
  CAMPAIGN_NOT_SENDING: [
    'Only a campaign being sent or waiting for its time can be paused',
    "Faqat yuborilayotgan yoki vaqtini kutayotgan kampaniyani to'xtatib turish mumkin",
    'Приостановить можно только отправляемую или ожидающую времени рассылку',
  ],
  CAMPAIGN_TEXT_TOO_LONG: [
    'The message is too long for this channel',
    'Xabar bu kanal uchun juda uzun',
    'Сообщение слишком длинное для этого канала',
  ],
  CAMPAIGN_PROMO_UNKNOWN: ['No such promo code', "Bunday promokod yo'q", 'Такого промокода нет'],
  CAMPAIGN_NO_PICTURE_BY_SMS: [
    'An SMS cannot carry a picture',
    'SMS rasm bilan yuborilmaydi',
    'В SMS нельзя отправить картинку',
  ],
} as const;
