var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// server/app.ts
import { sql as sql37 } from "kysely";
import { readFileSync as readFileSync6 } from "node:fs";
import { join as join10 } from "node:path";
import { randomUUID as randomUUID2 } from "node:crypto";

// server/log.ts
import { pino } from "pino";
var HIDDEN = /^(code|ticket|token|access_token|initData|hash|key|password|secret|signature)$/i;
var maskPhone = (phone) => phone.replace(/(\+?998\d{2})\d{5}(\d{2})/g, "$1*****$2");
function maskUrl(url) {
  const at = url.indexOf("?");
  if (at < 0) return maskPhone(url);
  const params = new URLSearchParams(url.slice(at + 1));
  for (const [name, value] of [...params])
    params.set(name, HIDDEN.test(name) ? "[hidden]" : maskPhone(value));
  return `${maskPhone(url.slice(0, at))}?${params.toString()}`;
}
function createLogger(level = process.env.LOG_LEVEL ?? "warn", stream) {
  return pino(
    {
      level,
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          'req.headers["x-telegram-init-data"]',
          'res.headers["set-cookie"]'
        ],
        censor: "[hidden]"
      },
      serializers: {
        req: (request) => ({
          method: request.method,
          url: maskUrl(request.url)
        }),
        err: pino.stdSerializers.err
      },
      hooks: {
        // a message is masked as a whole: an error that quotes a phone keeps only its last digits
        logMethod(args, method) {
          method.apply(
            this,
            args.map((a) => typeof a === "string" ? maskPhone(a) : a)
          );
        }
      }
    },
    stream
  );
}
var log = createLogger();

// server/app.ts
import Fastify from "fastify";
import openapiGlue from "fastify-openapi-glue";
import { parse } from "yaml";

// server/api/accounts.ts
import { randomBytes } from "node:crypto";

// src/domain/language.ts
var LANGS = ["uz", "ru", "en"];
var LANGUAGE_COOKIE = "lang";
var toLang = (value) => value === "eng" || value === "en" ? "en" : value === "ru" || value === "uz" ? value : null;
function activeLanguages(settings) {
  const active = LANGS.filter(
    (l) => (l === "uz" ? settings.uzLangActive : l === "ru" ? settings.ruLangActive : settings.engLangActive) !== false
  );
  return active.length > 0 ? active : ["uz"];
}
function chooseLanguage(input) {
  const active = activeLanguages(input.settings);
  const candidates = [
    toLang(input.stored),
    toLang(input.telegram?.slice(0, 2) ?? null),
    toLang(input.settings.mainLanguage),
    "ru"
  ];
  return candidates.find((l) => l !== null && active.includes(l)) ?? active[0];
}

// server/auth/code-text.ts
var DEFAULT_TEXT = {
  uz: "{merchant}: {code} \u2014 tasdiqlash kodi. Uni hech kimga bermang.",
  ru: "{merchant}: {code} \u2014 \u043A\u043E\u0434 \u043F\u043E\u0434\u0442\u0432\u0435\u0440\u0436\u0434\u0435\u043D\u0438\u044F. \u041D\u0438\u043A\u043E\u043C\u0443 \u0435\u0433\u043E \u043D\u0435 \u0441\u043E\u043E\u0431\u0449\u0430\u0439\u0442\u0435.",
  en: "{merchant}: {code} is your code. Do not share it with anyone."
};
function codeText(merchant, code, language = null) {
  const settings = merchant.settings;
  const own = settings.smsContent;
  const lang = toLang(language?.slice(0, 2)) ?? toLang(settings.mainLanguage) ?? "uz";
  const template = typeof own === "string" && own.includes("{code}") ? own : DEFAULT_TEXT[lang];
  return template.replaceAll("{merchant}", merchant.name).replaceAll("{code}", code);
}

// server/auth/otp.ts
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";

// server/http/errors.ts
var MESSAGES = {
  VALIDATION: ["Invalid request", "So'rov noto'g'ri", "\u041D\u0435\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u043D\u044B\u0439 \u0437\u0430\u043F\u0440\u043E\u0441"],
  NOT_FOUND: ["Not found", "Topilmadi", "\u041D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D\u043E"],
  MERCHANT_REQUIRED: [
    "X-Merchant-Id header is required",
    "X-Merchant-Id sarlavhasi kerak",
    "\u041D\u0443\u0436\u0435\u043D \u0437\u0430\u0433\u043E\u043B\u043E\u0432\u043E\u043A X-Merchant-Id"
  ],
  MERCHANT_NOT_FOUND: ["Merchant not found", "Sotuvchi topilmadi", "\u041F\u0440\u043E\u0434\u0430\u0432\u0435\u0446 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D"],
  UNAUTHORIZED: [
    "Your session is out of date, please log in again",
    "Sessiya eskirgan, iltimos, qaytadan kiring",
    "\u0421\u0435\u0441\u0441\u0438\u044F \u0443\u0441\u0442\u0430\u0440\u0435\u043B\u0430, \u0432\u043E\u0439\u0434\u0438\u0442\u0435 \u0441\u043D\u043E\u0432\u0430"
  ],
  WRONG_CODE: [
    "Wrong code entered or sms code is expired",
    "Kod noto'g'ri kiritildi yoki SMS kodning muddati tugagan",
    "\u0412\u0432\u0435\u0434\u0451\u043D \u043D\u0435\u0432\u0435\u0440\u043D\u044B\u0439 \u043A\u043E\u0434 \u0438\u043B\u0438 \u0441\u0440\u043E\u043A \u0434\u0435\u0439\u0441\u0442\u0432\u0438\u044F SMS-\u043A\u043E\u0434\u0430 \u0438\u0441\u0442\u0451\u043A"
  ],
  RESEND_TOO_SOON: [
    "Please wait before asking for a new code",
    "Yangi kod olishdan oldin biroz kuting",
    "\u041F\u043E\u0434\u043E\u0436\u0434\u0438\u0442\u0435, \u043F\u0440\u0435\u0436\u0434\u0435 \u0447\u0435\u043C \u0437\u0430\u043F\u0440\u043E\u0441\u0438\u0442\u044C \u043D\u043E\u0432\u044B\u0439 \u043A\u043E\u0434"
  ],
  TOO_MANY_REQUESTS: [
    "Too many attempts, try again later",
    "Juda ko'p urinish, keyinroq qayta urinib ko'ring",
    "\u0421\u043B\u0438\u0448\u043A\u043E\u043C \u043C\u043D\u043E\u0433\u043E \u043F\u043E\u043F\u044B\u0442\u043E\u043A, \u043F\u043E\u043F\u0440\u043E\u0431\u0443\u0439\u0442\u0435 \u043F\u043E\u0437\u0436\u0435"
  ],
  PHONE_TAKEN: [
    "This phone number belongs to another account",
    "Bu telefon raqami boshqa hisobga tegishli",
    "\u042D\u0442\u043E\u0442 \u043D\u043E\u043C\u0435\u0440 \u043F\u0440\u0438\u043D\u0430\u0434\u043B\u0435\u0436\u0438\u0442 \u0434\u0440\u0443\u0433\u043E\u043C\u0443 \u0430\u043A\u043A\u0430\u0443\u043D\u0442\u0443"
  ],
  CONTACT_INVALID: [
    "Telegram could not confirm this contact, please share it again",
    "Telegram bu kontaktni tasdiqlay olmadi, qaytadan yuboring",
    "Telegram \u043D\u0435 \u043F\u043E\u0434\u0442\u0432\u0435\u0440\u0434\u0438\u043B \u043A\u043E\u043D\u0442\u0430\u043A\u0442, \u043E\u0442\u043F\u0440\u0430\u0432\u044C\u0442\u0435 \u0435\u0433\u043E \u0435\u0449\u0451 \u0440\u0430\u0437"
  ],
  PHONE_INVALID: [
    "Only an Uzbek phone number (+998) can be used here",
    "Bu yerda faqat O'zbekiston raqami (+998) ishlatiladi",
    "\u0417\u0434\u0435\u0441\u044C \u043F\u043E\u0434\u0445\u043E\u0434\u0438\u0442 \u0442\u043E\u043B\u044C\u043A\u043E \u0443\u0437\u0431\u0435\u043A\u0441\u043A\u0438\u0439 \u043D\u043E\u043C\u0435\u0440 (+998)"
  ],
  TABLE_NOT_FOUND: [
    "There is no such table in this branch",
    "Bu filialda bunday stol yo'q",
    "\u0412 \u044D\u0442\u043E\u043C \u0444\u0438\u043B\u0438\u0430\u043B\u0435 \u043D\u0435\u0442 \u0442\u0430\u043A\u043E\u0433\u043E \u0441\u0442\u043E\u043B\u0430"
  ],
  RESTART_BOT: [
    "Please, restart bot",
    "Iltimos, botni qayta ishga tushiring",
    "\u041F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u043F\u0435\u0440\u0435\u0437\u0430\u043F\u0443\u0441\u0442\u0438\u0442\u0435 \u0431\u043E\u0442\u0430"
  ],
  TELEGRAM_ID_NOT_FOUND: ["Telegram ID not found", "Telegram ID topilmadi", "Telegram ID \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D"],
  OUT_OF_SERVICE_ZONE: ["Out of service zone", "Xizmat hududidan tashqarida", "\u0412\u043D\u0435 \u0437\u043E\u043D\u044B \u043E\u0431\u0441\u043B\u0443\u0436\u0438\u0432\u0430\u043D\u0438\u044F"],
  PRODUCT_NOT_AVAILABLE: [
    "This product is not available",
    "Bu mahsulot mavjud emas",
    "\u042D\u0442\u043E\u0442 \u0442\u043E\u0432\u0430\u0440 \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u0435\u043D"
  ],
  NO_BRANCHES: ["No branches", "Filiallar yo'q", "\u041D\u0435\u0442 \u0444\u0438\u043B\u0438\u0430\u043B\u043E\u0432"],
  ADDRESS_NOT_AVAILABLE: ["Address not available", "Manzil mavjud emas", "\u0410\u0434\u0440\u0435\u0441 \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u0435\u043D"],
  FILIAL_NOT_FOUND: ["Filial not found", "Filial topilmadi", "\u0424\u0438\u043B\u0438\u0430\u043B \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D"],
  PRICE_MISMATCH: ["The product is overpriced", "Mahsulot narxi o'zgardi", "\u0426\u0435\u043D\u0430 \u0442\u043E\u0432\u0430\u0440\u0430 \u0438\u0437\u043C\u0435\u043D\u0438\u043B\u0430\u0441\u044C"],
  NOT_ENOUGH_PRODUCTS: [
    "Not enough products! Maximum amount",
    "Mahsulot yetarli emas! Eng ko\u2018p miqdor",
    "\u041D\u0435\u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u043E \u0442\u043E\u0432\u0430\u0440\u0430! \u041C\u0430\u043A\u0441\u0438\u043C\u0430\u043B\u044C\u043D\u043E\u0435 \u043A\u043E\u043B\u0438\u0447\u0435\u0441\u0442\u0432\u043E"
  ],
  SELECT_MINIMUM: ["Select minimum", "Kamida tanlang", "\u0412\u044B\u0431\u0435\u0440\u0438\u0442\u0435 \u043C\u0438\u043D\u0438\u043C\u0443\u043C"],
  SELECT_UP_TO: ["Select up to", "Ko'pi bilan tanlang", "\u0412\u044B\u0431\u0435\u0440\u0438\u0442\u0435 \u043D\u0435 \u0431\u043E\u043B\u0435\u0435"],
  PROMO_NOT_FOUND: [
    "Promo code not found or no longer valid",
    "Promokod topilmadi yoki amal qilmaydi",
    "\u041F\u0440\u043E\u043C\u043E\u043A\u043E\u0434 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D \u0438\u043B\u0438 \u043D\u0435\u0434\u0435\u0439\u0441\u0442\u0432\u0438\u0442\u0435\u043B\u0435\u043D"
  ],
  PROMO_MIN_PRICE: [
    "The basket has not reached the promo minimum",
    "Savat promokod uchun eng kam summaga yetmadi",
    "\u041A\u043E\u0440\u0437\u0438\u043D\u0430 \u043D\u0435 \u0434\u043E\u0441\u0442\u0438\u0433\u043B\u0430 \u043C\u0438\u043D\u0438\u043C\u0430\u043B\u044C\u043D\u043E\u0439 \u0441\u0443\u043C\u043C\u044B \u043F\u0440\u043E\u043C\u043E\u043A\u043E\u0434\u0430"
  ],
  PROMO_DISABLED: ["Promo codes are turned off", "Promokodlar o'chirilgan", "\u041F\u0440\u043E\u043C\u043E\u043A\u043E\u0434\u044B \u043E\u0442\u043A\u043B\u044E\u0447\u0435\u043D\u044B"],
  CASHBACK_UNAVAILABLE: [
    "Cashback cannot be spent here",
    "Keshbekdan foydalanib bo\u2018lmaydi",
    "\u041A\u0435\u0448\u0431\u044D\u043A \u043D\u0435\u043B\u044C\u0437\u044F \u0438\u0441\u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u0442\u044C"
  ],
  CASHBACK_EXCEEDS_BALANCE: ["Not enough cashback", "Keshbek yetarli emas", "\u041D\u0435\u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u043E \u043A\u0435\u0448\u0431\u044D\u043A\u0430"],
  SCHEDULE_REQUIRED: ["Choose both day and time", "Kun va vaqtni tanlang", "\u0412\u044B\u0431\u0435\u0440\u0438\u0442\u0435 \u0434\u0435\u043D\u044C \u0438 \u0432\u0440\u0435\u043C\u044F"],
  SCHEDULE_IN_PAST: ["This time has already passed", "Bu vaqt o'tib ketgan", "\u042D\u0442\u043E \u0432\u0440\u0435\u043C\u044F \u0443\u0436\u0435 \u043F\u0440\u043E\u0448\u043B\u043E"],
  SCHEDULE_OUTSIDE_HOURS: [
    "The branch is closed at this time",
    "Filial bu vaqtda yopiq",
    "\u0424\u0438\u043B\u0438\u0430\u043B \u0432 \u044D\u0442\u043E \u0432\u0440\u0435\u043C\u044F \u0437\u0430\u043A\u0440\u044B\u0442"
  ],
  SERVICE_NOT_AVAILABLE: [
    "This service type is not available",
    "Bu xizmat turi mavjud emas",
    "\u042D\u0442\u043E\u0442 \u0441\u043F\u043E\u0441\u043E\u0431 \u043F\u043E\u043B\u0443\u0447\u0435\u043D\u0438\u044F \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u0435\u043D"
  ],
  PAYMENT_NOT_AVAILABLE: [
    "This payment method is not available",
    "Bu to'lov usuli mavjud emas",
    "\u042D\u0442\u043E\u0442 \u0441\u043F\u043E\u0441\u043E\u0431 \u043E\u043F\u043B\u0430\u0442\u044B \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u0435\u043D"
  ],
  IDEMPOTENCY_MISMATCH: [
    "This Idempotency-Key was used for another order",
    "Bu Idempotency-Key boshqa buyurtma uchun ishlatilgan",
    "\u042D\u0442\u043E\u0442 Idempotency-Key \u0443\u0436\u0435 \u0438\u0441\u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u043D \u0434\u043B\u044F \u0434\u0440\u0443\u0433\u043E\u0433\u043E \u0437\u0430\u043A\u0430\u0437\u0430"
  ],
  CANCEL_DISABLED: [
    "Orders cannot be cancelled here",
    "Buyurtmani bekor qilib bo\u2018lmaydi",
    "\u041E\u0442\u043C\u0435\u043D\u0430 \u0437\u0430\u043A\u0430\u0437\u043E\u0432 \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u043D\u0430"
  ],
  NOT_CANCELLABLE: [
    "The order can no longer be cancelled",
    "Buyurtmani endi bekor qilib bo'lmaydi",
    "\u0417\u0430\u043A\u0430\u0437 \u0443\u0436\u0435 \u043D\u0435\u043B\u044C\u0437\u044F \u043E\u0442\u043C\u0435\u043D\u0438\u0442\u044C"
  ],
  NOT_REVIEWABLE: [
    "The order can be rated once it is delivered",
    "Buyurtmani yetkazilgandan keyin baholash mumkin",
    "\u0417\u0430\u043A\u0430\u0437 \u043C\u043E\u0436\u043D\u043E \u043E\u0446\u0435\u043D\u0438\u0442\u044C \u043F\u043E\u0441\u043B\u0435 \u0434\u043E\u0441\u0442\u0430\u0432\u043A\u0438"
  ],
  SMS_UNAVAILABLE: [
    "Codes cannot be sent by SMS right now, please try again later",
    "Hozir SMS orqali kod yuborib bo'lmaydi, keyinroq urinib ko'ring",
    "\u0421\u0435\u0439\u0447\u0430\u0441 \u043D\u0435\u043B\u044C\u0437\u044F \u043E\u0442\u043F\u0440\u0430\u0432\u0438\u0442\u044C \u043A\u043E\u0434 \u043F\u043E SMS, \u043F\u043E\u043F\u0440\u043E\u0431\u0443\u0439\u0442\u0435 \u043F\u043E\u0437\u0436\u0435"
  ],
  CITY_NOT_FOUND: ["City not found", "Shahar topilmadi", "\u0413\u043E\u0440\u043E\u0434 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D"],
  ORDER_AT_END: [
    "The order is at the end of its path",
    "Buyurtma yo'lining oxirida",
    "\u0417\u0430\u043A\u0430\u0437 \u0443\u0436\u0435 \u043D\u0430 \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u0435\u043C \u0448\u0430\u0433\u0435"
  ],
  ALREADY_REVIEWED: ["The order is already rated", "Buyurtma allaqachon baholangan", "\u0417\u0430\u043A\u0430\u0437 \u0443\u0436\u0435 \u043E\u0446\u0435\u043D\u0451\u043D"],
  FEATURE_DISABLED: ["This feature is turned off", "Bu imkoniyat o'chirilgan", "\u042D\u0442\u0430 \u0444\u0443\u043D\u043A\u0446\u0438\u044F \u043E\u0442\u043A\u043B\u044E\u0447\u0435\u043D\u0430"],
  BOOKING_UNAVAILABLE: [
    "Table booking is not available here",
    "Bu yerda stol band qilib bo'lmaydi",
    "\u0411\u0440\u043E\u043D\u0438\u0440\u043E\u0432\u0430\u043D\u0438\u0435 \u0437\u0434\u0435\u0441\u044C \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u043D\u043E"
  ],
  NO_REFUND_DUE: [
    "No refund is due on this order",
    "Bu buyurtma bo'yicha qaytariladigan pul yo'q",
    "\u041F\u043E \u044D\u0442\u043E\u043C\u0443 \u0437\u0430\u043A\u0430\u0437\u0443 \u0432\u043E\u0437\u0432\u0440\u0430\u0442 \u043D\u0435 \u0442\u0440\u0435\u0431\u0443\u0435\u0442\u0441\u044F"
  ],
  ALREADY_BOOKED: [
    "You have already booked this place at this time",
    "Siz bu joyni shu vaqtga allaqachon band qilgansiz",
    "\u0412\u044B \u0443\u0436\u0435 \u0437\u0430\u0431\u0440\u043E\u043D\u0438\u0440\u043E\u0432\u0430\u043B\u0438 \u044D\u0442\u043E \u043C\u0435\u0441\u0442\u043E \u043D\u0430 \u044D\u0442\u043E \u0432\u0440\u0435\u043C\u044F"
  ],
  TOO_MANY_CHAIRS: ["The place has fewer chairs", "Bu joyda o'rindiqlar kamroq", "\u0412 \u044D\u0442\u043E\u043C \u043C\u0435\u0441\u0442\u0435 \u043C\u0435\u043D\u044C\u0448\u0435 \u043C\u0435\u0441\u0442"],
  CARD_PAYMENT_FAILED: [
    "The card payment did not go through",
    "Karta orqali to'lov o'tmadi",
    "\u041E\u043F\u043B\u0430\u0442\u0430 \u043A\u0430\u0440\u0442\u043E\u0439 \u043D\u0435 \u043F\u0440\u043E\u0448\u043B\u0430"
  ],
  CARD_REFUSED: ["Payme did not accept the card", "Payme kartani qabul qilmadi", "Payme \u043D\u0435 \u043F\u0440\u0438\u043D\u044F\u043B \u043A\u0430\u0440\u0442\u0443"],
  INVALID_CARD: [
    "Check the card number and expiry",
    "Karta raqami va muddatini tekshiring",
    "\u041F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435 \u043D\u043E\u043C\u0435\u0440 \u0438 \u0441\u0440\u043E\u043A \u043A\u0430\u0440\u0442\u044B"
  ],
  SCHEDULE_NO_SUCH_DAY: ["There is no such day", "Bunday kun yo'q", "\u0422\u0430\u043A\u043E\u0433\u043E \u0434\u043D\u044F \u043D\u0435\u0442"],
  SCHEDULE_TOO_FAR: [
    "Orders can be scheduled at most a week ahead",
    "Buyurtmani ko'pi bilan bir hafta oldin rejalashtirish mumkin",
    "\u0417\u0430\u043A\u0430\u0437 \u043C\u043E\u0436\u043D\u043E \u0437\u0430\u043F\u043B\u0430\u043D\u0438\u0440\u043E\u0432\u0430\u0442\u044C \u043D\u0435 \u0431\u043E\u043B\u0435\u0435 \u0447\u0435\u043C \u043D\u0430 \u043D\u0435\u0434\u0435\u043B\u044E \u0432\u043F\u0435\u0440\u0451\u0434"
  ],
  PROMO_FIRST_ORDER: [
    "This promo code is for a first order only",
    "Bu promokod faqat birinchi buyurtma uchun",
    "\u042D\u0442\u043E\u0442 \u043F\u0440\u043E\u043C\u043E\u043A\u043E\u0434 \u0442\u043E\u043B\u044C\u043A\u043E \u0434\u043B\u044F \u043F\u0435\u0440\u0432\u043E\u0433\u043E \u0437\u0430\u043A\u0430\u0437\u0430"
  ],
  PROMO_USED_UP: [
    "You have already used this promo code as many times as it allows",
    "Siz bu promokoddan ruxsat etilgancha foydalangansiz",
    "\u0412\u044B \u0443\u0436\u0435 \u0438\u0441\u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u043B\u0438 \u044D\u0442\u043E\u0442 \u043F\u0440\u043E\u043C\u043E\u043A\u043E\u0434 \u0441\u0442\u043E\u043B\u044C\u043A\u043E \u0440\u0430\u0437, \u0441\u043A\u043E\u043B\u044C\u043A\u043E \u043C\u043E\u0436\u043D\u043E"
  ],
  BRANCH_CLOSED: [
    "The branch is closed now; it opens",
    "Filial hozir yopiq; ochilish vaqti",
    "\u0424\u0438\u043B\u0438\u0430\u043B \u0441\u0435\u0439\u0447\u0430\u0441 \u0437\u0430\u043A\u0440\u044B\u0442; \u043E\u0442\u043A\u0440\u043E\u0435\u0442\u0441\u044F"
  ],
  MIN_ORDER: [
    "The order is under this zone's minimum for delivery (sum, and how much more)",
    "Buyurtma bu hudud uchun eng kam yetkazib berish summasidan kam (so'm va yana qancha kerak)",
    "\u0417\u0430\u043A\u0430\u0437 \u043C\u0435\u043D\u044C\u0448\u0435 \u043C\u0438\u043D\u0438\u043C\u0430\u043B\u044C\u043D\u043E\u0439 \u0441\u0443\u043C\u043C\u044B \u0434\u043E\u0441\u0442\u0430\u0432\u043A\u0438 \u0432 \u044D\u0442\u0443 \u0437\u043E\u043D\u0443 (\u0441\u0443\u043C, \u0438 \u0441\u043A\u043E\u043B\u044C\u043A\u043E \u043D\u0435 \u0445\u0432\u0430\u0442\u0430\u0435\u0442)"
  ],
  NOT_A_ZIP: [
    "Send the folder as a zip file (Content-Type: application/zip)",
    "Papkani zip fayl sifatida yuboring (Content-Type: application/zip)",
    "\u041F\u0440\u0438\u0448\u043B\u0438\u0442\u0435 \u043F\u0430\u043F\u043A\u0443 zip-\u0444\u0430\u0439\u043B\u043E\u043C (Content-Type: application/zip)"
  ],
  FOLDER_TOO_BIG: [
    "The folder unpacks to over 100 MB",
    "Papka ochilganda 100 MB dan oshadi",
    "\u041F\u0430\u043F\u043A\u0430 \u0432 \u0440\u0430\u0441\u043F\u0430\u043A\u043E\u0432\u0430\u043D\u043D\u043E\u043C \u0432\u0438\u0434\u0435 \u0431\u043E\u043B\u044C\u0448\u0435 100 \u041C\u0411"
  ],
  INVALID_FOLDER: [
    "The merchant folder has problems; nothing was changed",
    "Restoran papkasida xatolar bor; hech narsa o'zgartirilmadi",
    "\u0412 \u043F\u0430\u043F\u043A\u0435 \u0440\u0435\u0441\u0442\u043E\u0440\u0430\u043D\u0430 \u0435\u0441\u0442\u044C \u043E\u0448\u0438\u0431\u043A\u0438; \u043D\u0438\u0447\u0435\u0433\u043E \u043D\u0435 \u0438\u0437\u043C\u0435\u043D\u0435\u043D\u043E"
  ],
  SUB_MISMATCH: [
    "The folder's merchant.json names another sub than the address",
    "Papkadagi merchant.json manzildagidan boshqa sub ni ko\u2018rsatadi",
    "merchant.json \u043F\u0430\u043F\u043A\u0438 \u043D\u0430\u0437\u044B\u0432\u0430\u0435\u0442 \u0434\u0440\u0443\u0433\u043E\u0439 sub, \u0447\u0435\u043C \u0430\u0434\u0440\u0435\u0441"
  ],
  BRANCH_PAUSED: [
    "The branch is too busy to take orders for now; order for later, or again from",
    "Filial hozir juda band, hozirga buyurtma olmayapti; keyinroqqa buyurtma bering yoki qaytadan urinib ko'ring:",
    "\u0424\u0438\u043B\u0438\u0430\u043B \u0441\u0435\u0439\u0447\u0430\u0441 \u043F\u0435\u0440\u0435\u0433\u0440\u0443\u0436\u0435\u043D \u0438 \u043D\u0435 \u043F\u0440\u0438\u043D\u0438\u043C\u0430\u0435\u0442 \u0437\u0430\u043A\u0430\u0437\u044B \u043D\u0430 \u0441\u0435\u0439\u0447\u0430\u0441; \u0437\u0430\u043A\u0430\u0436\u0438\u0442\u0435 \u043D\u0430 \u043F\u043E\u0442\u043E\u043C \u0438\u043B\u0438 \u0441\u043D\u043E\u0432\u0430 \u0441"
  ],
  PAUSE_OUT_OF_RANGE: [
    "A pause ends in the next 24 hours",
    "To'xtatish keyingi 24 soat ichida tugashi kerak",
    "\u041F\u0430\u0443\u0437\u0430 \u0437\u0430\u043A\u0430\u043D\u0447\u0438\u0432\u0430\u0435\u0442\u0441\u044F \u0432 \u0431\u043B\u0438\u0436\u0430\u0439\u0448\u0438\u0435 24 \u0447\u0430\u0441\u0430"
  ],
  TRANSITION_NOT_ALLOWED: [
    "The order cannot take this status now; its status is",
    "Buyurtmaga hozir bu holatni berib bo'lmaydi; uning holati",
    "\u0417\u0430\u043A\u0430\u0437\u0443 \u0441\u0435\u0439\u0447\u0430\u0441 \u043D\u0435\u043B\u044C\u0437\u044F \u0434\u0430\u0442\u044C \u044D\u0442\u043E\u0442 \u0441\u0442\u0430\u0442\u0443\u0441; \u0435\u0433\u043E \u0441\u0442\u0430\u0442\u0443\u0441"
  ],
  REASON_REQUIRED: [
    "Say why the order is cancelled",
    "Buyurtma nega bekor qilinayotganini yozing",
    "\u0423\u043A\u0430\u0436\u0438\u0442\u0435 \u043F\u0440\u0438\u0447\u0438\u043D\u0443 \u043E\u0442\u043C\u0435\u043D\u044B \u0437\u0430\u043A\u0430\u0437\u0430"
  ],
  ROLE_NOT_ALLOWED: [
    "Your role cannot make this change",
    "Sizning rolingiz bu o'zgarishni qila olmaydi",
    "\u0412\u0430\u0448\u0430 \u0440\u043E\u043B\u044C \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u0441\u0434\u0435\u043B\u0430\u0442\u044C \u044D\u0442\u043E \u0438\u0437\u043C\u0435\u043D\u0435\u043D\u0438\u0435"
  ],
  INTERNAL: ["Internal Server Error", "Server xatosi", "\u0412\u043D\u0443\u0442\u0440\u0435\u043D\u043D\u044F\u044F \u043E\u0448\u0438\u0431\u043A\u0430 \u0441\u0435\u0440\u0432\u0435\u0440\u0430"],
  DATABASE_UNAVAILABLE: [
    "The service is briefly unavailable, please try again in a moment",
    "Xizmat vaqtincha ishlamayapti, birozdan so'ng qayta urinib ko'ring",
    "\u0421\u0435\u0440\u0432\u0438\u0441 \u043D\u0435\u043D\u0430\u0434\u043E\u043B\u0433\u043E \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u0435\u043D, \u043F\u043E\u043F\u0440\u043E\u0431\u0443\u0439\u0442\u0435 \u0447\u0435\u0440\u0435\u0437 \u043C\u0438\u043D\u0443\u0442\u0443"
  ]
};
var HttpError = class extends Error {
  statusCode;
  code;
  description;
  constructor(statusCode, code, message, description) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.description = description;
  }
  toBody() {
    return {
      code: this.code,
      message: this.message,
      ...this.description ? { description: this.description } : {}
    };
  }
};
function fail(statusCode, code, detail) {
  const [eng, uz, ru] = MESSAGES[code];
  const suffix = detail ? `: ${detail}` : "";
  return new HttpError(statusCode, code, `${eng}${suffix}`, {
    uz: `${uz}${suffix}`,
    ru: `${ru}${suffix}`,
    eng: `${eng}${suffix}`
  });
}
function failWith(statusCode, code, words) {
  const [eng, uz, ru] = MESSAGES[code];
  return new HttpError(statusCode, code, `${eng}: ${words.en}`, {
    uz: `${uz}: ${words.uz}`,
    ru: `${ru}: ${words.ru}`,
    eng: `${eng}: ${words.en}`
  });
}
var notFound = (what) => fail(404, "NOT_FOUND", what);

// server/auth/otp.ts
var OTP_TTL_S = 300;
var OTP_RESEND_S = 60;
var OTP_MAX_ATTEMPTS = 5;
var OTP_PER_PHONE_HOUR = 5;
var OTP_PER_IP_HOUR = 20;
var hashCode = (merchantId, phone, purpose, code) => createHash("sha256").update(`${merchantId}:${purpose}:${phone}:${code}`).digest("hex");
async function sendCode(db2, gateway, input) {
  const { merchant, phone, purpose, ip } = input;
  const resendSeconds = input.resendSeconds ?? OTP_RESEND_S;
  const code = String(randomInt(0, 1e6)).padStart(6, "0");
  const limitAndWrite = async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${merchant.id}:${phone}`}))`.execute(tx);
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`.execute(tx);
    const hourAgo = new Date(Date.now() - 36e5);
    const recent = await tx.selectFrom("otp_codes").select(["created_date", "purpose"]).where("merchant_id", "=", merchant.id).where("phone", "=", phone).where("created_date", ">", hourAgo).orderBy("created_date", "desc").execute();
    const lastOfPurpose = recent.find((r) => r.purpose === purpose);
    if (lastOfPurpose && Date.now() - new Date(lastOfPurpose.created_date).getTime() < resendSeconds * 1e3)
      throw fail(429, "RESEND_TOO_SOON");
    if (recent.length >= OTP_PER_PHONE_HOUR) throw fail(429, "TOO_MANY_REQUESTS");
    const fromIp = await tx.selectFrom("otp_codes").select(sql`count(*)::int`.as("n")).where("ip", "=", ip).where("created_date", ">", hourAgo).executeTakeFirstOrThrow();
    if (fromIp.n >= (input.perIpHour ?? OTP_PER_IP_HOUR)) throw fail(429, "TOO_MANY_REQUESTS");
    await tx.updateTable("otp_codes").set({ used: true }).where("merchant_id", "=", merchant.id).where("phone", "=", phone).where("purpose", "=", purpose).where("used", "=", false).execute();
    await tx.insertInto("otp_codes").values({
      merchant_id: merchant.id,
      phone,
      purpose,
      subject_id: input.subjectId ?? null,
      code_hash: hashCode(merchant.id, phone, purpose, code),
      ip,
      expires_at: new Date(Date.now() + OTP_TTL_S * 1e3)
    }).execute();
  };
  if (db2.isTransaction) await limitAndWrite(db2);
  else await db2.transaction().execute(limitAndWrite);
  await gateway.send(phone, input.text(code));
  return { resendAfter: resendSeconds, expiresIn: OTP_TTL_S };
}
async function verifyCode(db2, input) {
  const wrong = fail(400, "WRONG_CODE");
  const row = await db2.updateTable("otp_codes").set({ attempts: sql`attempts + 1` }).where(
    "id",
    "=",
    (eb) => eb.selectFrom("otp_codes").select("id").where("merchant_id", "=", input.merchantId).where("phone", "=", input.phone).where("purpose", "=", input.purpose).where("used", "=", false).orderBy("created_date", "desc").orderBy("id", "desc").limit(1)
  ).where("used", "=", false).where("attempts", "<", OTP_MAX_ATTEMPTS).where("expires_at", ">", /* @__PURE__ */ new Date()).returning(["id", "code_hash", "subject_id"]).executeTakeFirst();
  if (!row) throw wrong;
  if (input.subjectId !== void 0 && row.subject_id !== input.subjectId) throw wrong;
  const expected = Buffer.from(row.code_hash, "hex");
  const given = Buffer.from(hashCode(input.merchantId, input.phone, input.purpose, input.code), "hex");
  if (!timingSafeEqual(expected, given)) throw wrong;
  const claimed = await db2.updateTable("otp_codes").set({ used: true }).where("id", "=", row.id).where("used", "=", false).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw wrong;
  return row.subject_id;
}

// server/auth/telegram.ts
import { createHmac, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var INIT_DATA_MAX_AGE_S = 24 * 3600;
var isDevelopmentBotToken = (token) => token.endsWith("-development-bot-token");
var trustedBotToken = (token, production) => token && !(production && isDevelopmentBotToken(token)) ? token : null;
function dataCheckString(params) {
  return [...params.entries()].filter(([k]) => k !== "hash").sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([k, v]) => `${k}=${v}`).join("\n");
}
var secretKey = (botToken) => createHmac("sha256", "WebAppData").update(botToken).digest();
function verifySigned(raw, botToken, now, maxAgeS) {
  const params = new URLSearchParams(raw);
  const hash = params.get("hash");
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return null;
  const expected = createHmac("sha256", secretKey(botToken)).update(dataCheckString(params)).digest();
  if (!timingSafeEqual2(expected, Buffer.from(hash, "hex"))) return null;
  const authDate = Number(params.get("auth_date"));
  if (!Number.isFinite(authDate) || now.getTime() / 1e3 - authDate > maxAgeS) return null;
  return params;
}
function parsed(json) {
  try {
    return JSON.parse(json ?? "null");
  } catch {
    return null;
  }
}
function verifyInitData(initData, botToken, now = /* @__PURE__ */ new Date(), maxAgeS = INIT_DATA_MAX_AGE_S) {
  const params = verifySigned(initData, botToken, now, maxAgeS);
  const user = parsed(params?.get("user") ?? null);
  if (!params || !user || typeof user.id !== "number") return null;
  return { user, authDate: Number(params.get("auth_date")) };
}
var CONTACT_MAX_AGE_S = 3600;
function verifyContact(raw, botToken, now = /* @__PURE__ */ new Date(), maxAgeS = CONTACT_MAX_AGE_S) {
  const params = verifySigned(raw, botToken, now, maxAgeS);
  const contact = parsed(params?.get("contact") ?? null);
  if (!contact || typeof contact.user_id !== "number" || typeof contact.phone_number !== "string")
    return null;
  const phone = contact.phone_number.replace(/\D/g, "");
  return phone ? { userId: contact.user_id, phone } : null;
}

// server/http/security.ts
import { createHash as createHash2 } from "node:crypto";
var hashToken = (token) => createHash2("sha256").update(token).digest("hex");
var MerchantCache = class {
  constructor(db2, ttlMs = 5e3) {
    this.db = db2;
    this.ttlMs = ttlMs;
  }
  db;
  ttlMs;
  entries = /* @__PURE__ */ new Map();
  async get(id) {
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.merchant;
    const merchant = await this.db.selectFrom("merchants").selectAll().where("id", "=", id).executeTakeFirst() ?? null;
    this.entries.set(id, { at: Date.now(), merchant });
    return merchant;
  }
  listeners = [];
  /** Runs `listener` whenever a merchant's configuration changes (its menu caches drop theirs). */
  onChange(listener) {
    this.listeners.push(listener);
  }
  /** A merchant's configuration changed (applied): forget it here and in every cache listening. */
  changed(merchantId) {
    this.entries.delete(merchantId);
    for (const listener of this.listeners) listener(merchantId);
  }
};
async function resolveMerchant(request, merchants) {
  if (request.ctx.merchant) return request.ctx.merchant;
  const header = request.headers["x-merchant-id"];
  const id = Number(Array.isArray(header) ? header[0] : header);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw fail(400, "MERCHANT_REQUIRED");
  const merchant = await merchants.get(id);
  if (!merchant || !merchant.is_active || merchant.deleted) throw fail(404, "MERCHANT_NOT_FOUND");
  request.ctx.merchant = merchant;
  return merchant;
}
function bearerToken(request) {
  const header = request.headers.authorization ?? "";
  return header.startsWith("Bearer ") ? header.slice(7).trim() : "";
}
async function resolveUser(request, db2, merchants) {
  const merchant = await resolveMerchant(request, merchants);
  const token = bearerToken(request);
  if (!token) throw fail(401, "UNAUTHORIZED");
  const row = await db2.selectFrom("tokens").innerJoin("users", "users.id", "tokens.user_id").selectAll("users").where("tokens.token_hash", "=", hashToken(token)).where("tokens.revoked", "=", false).where("tokens.merchant_id", "=", merchant.id).where("users.is_active", "=", true).executeTakeFirst();
  if (!row) throw fail(401, "UNAUTHORIZED");
  request.ctx.user = row;
  return row;
}
async function resolveStaff(request, db2, merchants) {
  const merchant = await resolveMerchant(request, merchants);
  const token = bearerToken(request);
  if (!token) throw fail(401, "UNAUTHORIZED");
  const row = await db2.selectFrom("staff_tokens").innerJoin("staff", "staff.id", "staff_tokens.staff_id").selectAll("staff").where("staff_tokens.token_hash", "=", hashToken(token)).where("staff_tokens.revoked", "=", false).where("staff_tokens.merchant_id", "=", merchant.id).where("staff.is_active", "=", true).executeTakeFirst();
  if (!row) throw fail(401, "UNAUTHORIZED");
  request.ctx.staff = row;
  return row;
}
function requireStaff(request) {
  const staff = request.ctx.staff;
  if (!staff) throw fail(401, "UNAUTHORIZED");
  return staff;
}
function requireOperator(request) {
  const staff = requireStaff(request);
  if (staff.role !== "OPERATOR") throw fail(403, "ROLE_NOT_ALLOWED");
  return staff;
}
function requireUser(request) {
  const user = request.ctx.user;
  if (!user) throw fail(401, "UNAUTHORIZED");
  return user;
}
function requireMerchant(request) {
  const merchant = request.ctx.merchant;
  if (!merchant) throw fail(400, "MERCHANT_REQUIRED");
  return merchant;
}

// server/sms/gateway.ts
var SmsDeliveryError = class extends Error {
};

// server/sms/eskiz.ts
var EskizGateway = class {
  constructor(options) {
    this.options = options;
  }
  options;
  name = "ESKIZ";
  token = null;
  get base() {
    return this.options.baseUrl ?? "https://notify.eskiz.uz";
  }
  get fetch() {
    return this.options.fetch ?? globalThis.fetch;
  }
  async login() {
    const body = new FormData();
    body.set("email", this.options.email);
    body.set("password", this.options.password);
    const res = await this.fetch(`${this.base}/api/auth/login`, { method: "POST", body });
    if (!res.ok) throw new SmsDeliveryError(`Eskiz login failed: ${res.status}`);
    const json = await res.json();
    if (!json.data?.token) throw new SmsDeliveryError("Eskiz login answered no token");
    this.token = json.data.token;
    return this.token;
  }
  async send(phone, text2) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = this.token ?? await this.login();
      const body = new FormData();
      body.set("mobile_phone", phone);
      body.set("message", text2);
      body.set("from", this.options.from ?? "4546");
      const res = await this.fetch(`${this.base}/api/message/sms/send`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body
      });
      if (res.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      if (!res.ok) throw new SmsDeliveryError(`Eskiz send failed: ${res.status}`);
      return;
    }
  }
};

// server/sms/outbox.ts
var OutboxGateway = class {
  constructor(db2, merchantId) {
    this.db = db2;
    this.merchantId = merchantId;
  }
  db;
  merchantId;
  name = "OUTBOX";
  async send(phone, text2) {
    const code = /\b(\d{6})\b/.exec(text2)?.[1] ?? null;
    await this.db.insertInto("sms_outbox").values({ merchant_id: this.merchantId, phone, text: text2, code }).execute();
  }
};

// server/sms/playmobile.ts
import { randomUUID } from "node:crypto";
var PlayMobileGateway = class {
  constructor(options) {
    this.options = options;
  }
  options;
  name = "PLAY_MOBILE";
  async send(phone, text2) {
    const base2 = this.options.baseUrl ?? "https://send.smsxabar.uz";
    const auth = Buffer.from(`${this.options.username}:${this.options.password}`).toString("base64");
    const res = await (this.options.fetch ?? globalThis.fetch)(`${base2}/broker-api/send`, {
      method: "POST",
      headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        messages: [
          {
            recipient: phone,
            "message-id": randomUUID().replace(/-/g, "").slice(0, 20),
            sms: { originator: this.options.originator ?? "3700", content: { text: text2 } }
          }
        ]
      })
    });
    if (!res.ok) throw new SmsDeliveryError(`PlayMobile send failed: ${res.status}`);
  }
};

// server/sms/select-gateway.ts
function gatewayFor(db2, merchant, production) {
  const secrets = merchant.secrets;
  const username = secrets.smsUsername;
  const password = secrets.smsPassword;
  if (!production) return new OutboxGateway(db2, merchant.id);
  if (!username || !password) throw fail(503, "SMS_UNAVAILABLE");
  return merchant.sms_gateway === "PLAY_MOBILE" ? new PlayMobileGateway({ username, password }) : new EskizGateway({ email: username, password });
}

// src/domain/config-version.ts
var stableJson = (value) => JSON.stringify(
  value,
  (_key, v) => v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) : v
);
function fnv1a(text2, seed) {
  let hash = seed >>> 0;
  for (let i = 0; i < text2.length; i++) {
    hash ^= text2.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
function configVersion(parts) {
  const text2 = stableJson(parts);
  return `${fnv1a(text2, 2166136261)}${fnv1a(text2, 16777619)}`.slice(0, 12);
}

// src/domain/schedule.ts
var MERCHANT_TIME_ZONE = "Asia/Tashkent";
var toMinutes = (hhmm) => {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
};
function localParts(at, timeZone = MERCHANT_TIME_ZONE) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "long",
      hourCycle: "h23"
    }).formatToParts(at).map((p) => [p.type, p.value])
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: String(parts.weekday).toUpperCase()
  };
}
function scheduledInstant(day, time) {
  return /* @__PURE__ */ new Date(`${day}T${time}:00+05:00`);
}
function hoursFor(hours, weekday) {
  return hours.workHours?.find((w) => w.day === weekday) ?? { open: hours.open, close: hours.close };
}
function isOpenAtLocal(hours, weekday, time) {
  const { open, close } = hoursFor(hours, weekday);
  const t = toMinutes(time);
  const o = toMinutes(open);
  const c = toMinutes(close);
  if (o === c) return true;
  return o < c ? t >= o && t < c : t >= o || t < c;
}
function isOpenAt(hours, at) {
  const { weekday, time } = localParts(at);
  return isOpenAtLocal(hours, weekday, time);
}
var SCHEDULE_WINDOW_DAYS = 7;
function checkSchedule(hours, day, time, now, windowDays = SCHEDULE_WINDOW_DAYS) {
  if (!day || !time) return "DAY_AND_TIME_REQUIRED";
  const at = scheduledInstant(day, time);
  if (Number.isNaN(at.getTime()) || localParts(at).day !== day) return "NO_SUCH_DAY";
  if (at.getTime() <= now.getTime()) return "IN_THE_PAST";
  if (at.getTime() > now.getTime() + windowDays * 864e5) return "TOO_FAR_AHEAD";
  if (!isOpenAt(hours, at)) return "OUTSIDE_HOURS";
  return null;
}
function nextOpening(hours, now) {
  const quarter = 15 * 6e4;
  if (isOpenAt(hours, now)) return localParts(now);
  const start = Math.ceil(now.getTime() / quarter) * quarter;
  for (let t = start; t < start + 8 * 864e5; t += quarter) {
    const at = new Date(t);
    if (isOpenAt(hours, at)) return localParts(at);
  }
  return null;
}

// server/api/mappers.ts
var iso = (d) => d ? new Date(d).toISOString() : null;
var versions = /* @__PURE__ */ new WeakMap();
function configVersion2(m) {
  let version = versions.get(m);
  if (!version) {
    version = configVersion([m.settings, m.layout, m.name, m.color, m.theme, m.logo]);
    versions.set(m, version);
  }
  return version;
}
function toMerchant(m) {
  return {
    configVersion: configVersion2(m),
    id: m.id,
    name: m.name,
    logo: m.logo,
    color: m.color,
    sub: m.sub,
    appId: m.app_id,
    smsGateway: m.sms_gateway,
    isActive: m.is_active,
    deleted: m.deleted,
    createdDate: iso(m.created_date),
    lastModifiedDate: iso(m.last_modified_date),
    latitude: m.latitude,
    longitude: m.longitude,
    mainCityId: m.main_city_id,
    mapType: m.map_type,
    theme: m.theme
  };
}
function toSettings(m) {
  return { ...m.settings, merchantId: m.id };
}
function toBranch(b, distance2 = null, openNow = /* @__PURE__ */ new Date()) {
  const hours = { open: b.open, close: b.close, workHours: b.work_hours };
  const opens = isOpenAt(hours, openNow) ? null : nextOpening(hours, openNow);
  return {
    id: b.id,
    cityId: b.city_id,
    merchantId: b.merchant_id,
    name: b.name,
    latitude: b.latitude,
    longitude: b.longitude,
    address: b.address,
    addressTranslations: b.address_translations ?? null,
    open: b.open,
    close: b.close,
    phone: b.phone,
    bookingPhone: b.booking_phone,
    isActive: b.is_active,
    isMain: b.is_main,
    createdDate: iso(b.created_date),
    lastModifiedDate: iso(b.last_modified_date),
    deleted: false,
    deliveryPrice: b.delivery_price,
    distance: distance2 === null ? null : Math.round(distance2),
    deliveryStart: b.open,
    deliveryEnd: b.close,
    settings: { ...b.settings, merchantId: b.merchant_id },
    workHours: b.work_hours,
    key: b.key,
    tables: b.tables,
    isOpen: opens === null,
    opensAt: opens && { day: opens.day, time: opens.time },
    pausedUntil: b.paused_until && b.paused_until > /* @__PURE__ */ new Date() ? b.paused_until.toISOString() : null,
    extraMinutes: b.extra_minutes
  };
}
function toProduct(p, favourite) {
  return {
    id: p.id,
    productId: p.id,
    favaoriteId: favourite?.id ?? null,
    isFavourite: !!favourite,
    favourite: !!favourite,
    productBranch: p.branches,
    calorie: p.calorie,
    measure: p.measure,
    enabledEats: false,
    enabledExpress: false,
    isCartRecommendation: p.is_cart_recommendation,
    type: p.type,
    unit: p.unit,
    active: p.active,
    categoryId: p.category_id,
    costPrice: p.cost_price,
    // the choices as customers see them (their fiscal codes stay with the receipts)
    modificationGroups: p.modification_groups.map((g) => ({
      ...g,
      modifications: g.modifications.map(({ fiscal: _fiscal, ...m }) => m)
    })),
    mxicCode: p.fiscal?.mxikCode ?? null,
    count: p.stock,
    deliveryEnabled: true,
    description: p.description,
    discount: p.discount,
    priority: p.priority,
    image: p.image,
    labels: p.labels,
    timeCookingMax: p.time_cooking_max,
    timeCookingMin: p.time_cooking_min,
    name: p.name,
    gallery: p.gallery,
    grade: p.grade_count > 0 ? Math.round(p.grade_sum / p.grade_count * 10) / 10 : null,
    tags: p.tags
  };
}
function toUser(u) {
  return {
    id: u.id,
    createdDate: iso(u.created_date),
    birthday: u.birthday,
    email: u.email,
    image: u.image,
    firstName: u.first_name,
    lastName: u.last_name,
    isActive: u.is_active,
    lastModifiedDate: iso(u.last_modified_date),
    merchantId: u.merchant_id,
    phone: u.phone,
    role: "CUSTOMER",
    cashback: u.cashback,
    gender: u.gender
  };
}
function toPromo(p) {
  return {
    id: p.id,
    code: p.code,
    discountType: p.discount_type,
    deliveryDiscount: p.delivery_discount,
    productDiscount: p.product_discount,
    minPrice: p.min_price,
    startDate: iso(p.start_date),
    endDate: iso(p.end_date),
    isActive: p.is_active,
    description: p.description
  };
}
function toOrder(o, log2 = []) {
  const details = o.details;
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    serviceType: o.service_type,
    tableId: o.table_id,
    paymentType: o.payment_type,
    orderDevice: o.order_device,
    user: o.user_id,
    branch: o.branch_id,
    merchant: o.merchant_id,
    cityId: o.city_id,
    address: o.address ?? null,
    addressType: o.address_type ?? null,
    cartItems: o.lines,
    productCount: o.product_count,
    productPrice: o.product_price,
    productDiscount: o.product_discount,
    totalProductPrice: o.product_price - o.product_discount,
    totalProductDiscount: o.product_discount + o.promo_discount,
    deliveryPrice: o.delivery_price,
    deliveryDiscount: o.delivery_discount,
    promo: o.promo_discount + o.delivery_discount > 0 && o.promo_id ? o.promo_discount + o.delivery_discount : null,
    promoId: o.promo_id,
    promoCode: o.promo_code,
    cashback: o.cashback,
    totalDiscount: o.total_discount,
    totalPrice: o.total_price,
    comment: details.comment ?? null,
    courierComment: details.courierComment ?? null,
    note: details.note ?? null,
    later: o.later,
    extraMinutes: o.extra_minutes,
    day: o.day,
    time: o.time,
    deliveryAt: iso(o.delivery_at),
    atTime: iso(o.delivery_at),
    acceptedTime: iso(o.accepted_time),
    cookingTime: iso(o.cooking_time),
    readyTime: iso(o.ready_time),
    deliveredAt: iso(o.delivered_at),
    courierId: o.courier_id,
    courierPaid: false,
    courierStatus: o.courier_status ?? null,
    grade: o.grade,
    isPaid: o.is_paid,
    refundDue: o.refund_due,
    refundedAt: o.refunded_at ? new Date(o.refunded_at).toISOString() : null,
    refundMethod: o.refund_method ?? null,
    fiscalReceiptUrl: o.fiscal_receipt?.qrCodeUrl ?? null,
    reason: o.reason,
    receiverName: details.receiverName ?? null,
    receiverPhone: details.receiverPhone ?? null,
    sendCheque: details.sendCheque ?? false,
    sendChequePhone: details.sendChequePhone ?? null,
    createdDate: iso(o.created_date),
    log: log2.map((l) => ({
      kind: l.kind,
      status: l.status ?? null,
      courierStatus: l.courier_status ?? null,
      createdDate: iso(l.created_date)
    }))
  };
}
function toZone(z) {
  return {
    id: z.id,
    cityId: z.city_id,
    merchantId: z.merchant_id,
    branchId: z.branch_id,
    name: z.name,
    nameTranslations: z.name_translations ?? null,
    polygon: z.polygon,
    color: z.color,
    price: z.price
  };
}

// server/api/accounts.ts
async function issueToken(db2, merchantId, userId) {
  const token = randomBytes(32).toString("base64url");
  await db2.insertInto("tokens").values({ token_hash: hashToken(token), merchant_id: merchantId, user_id: userId }).execute();
  return token;
}
function accountHandlers({ db: db2, config: config2 }) {
  async function telegramUser(merchant, initData) {
    const botToken = trustedBotToken(merchant.secrets.botToken, config2.production);
    const verified = botToken ? verifyInitData(initData, botToken) : null;
    if (!verified) throw fail(401, "RESTART_BOT");
    const telegramId = String(verified.user.id);
    const existing = await db2.selectFrom("users").selectAll().where("merchant_id", "=", merchant.id).where("telegram_id", "=", telegramId).where("is_active", "=", true).executeTakeFirst();
    if (existing) return existing;
    return db2.insertInto("users").values({
      merchant_id: merchant.id,
      telegram_id: telegramId,
      phone: null,
      first_name: verified.user.first_name ?? null,
      last_name: verified.user.last_name ?? null,
      birthday: null,
      gender: null,
      email: null,
      image: null
    }).returningAll().executeTakeFirstOrThrow();
  }
  async function setPhone(userId, merchantId, phone) {
    const taken = await db2.selectFrom("users").select("id").where("merchant_id", "=", merchantId).where("phone", "=", phone).executeTakeFirst();
    if (taken && taken.id !== userId) throw fail(409, "PHONE_TAKEN");
    return db2.updateTable("users").set({ phone, last_modified_date: /* @__PURE__ */ new Date() }).where("id", "=", userId).returningAll().executeTakeFirstOrThrow().catch((error) => {
      if (/users_merchant_phone|duplicate key/.test(error.message)) throw fail(409, "PHONE_TAKEN");
      throw error;
    });
  }
  async function revoke(request) {
    const token = bearerToken(request);
    if (token)
      await db2.updateTable("tokens").set({ revoked: true }).where("token_hash", "=", hashToken(token)).execute();
  }
  return {
    async sendOtp(request) {
      const merchant = requireMerchant(request);
      return sendCode(db2, gatewayFor(db2, merchant, config2.production), {
        merchant,
        phone: request.body.phone,
        purpose: "LOGIN",
        ip: request.ip,
        resendSeconds: config2.otpResendSeconds,
        perIpHour: config2.otpPerIpHour,
        text: (code) => codeText(merchant, code, String(request.headers["accept-language"] ?? ""))
      });
    },
    async verifyOtp(request) {
      const merchant = requireMerchant(request);
      const { phone, code } = request.body;
      await verifyCode(db2, { merchantId: merchant.id, phone, purpose: "LOGIN", code });
      const user = await db2.selectFrom("users").selectAll().where("merchant_id", "=", merchant.id).where("phone", "=", phone).where("is_active", "=", true).executeTakeFirst() ?? await db2.insertInto("users").values({
        merchant_id: merchant.id,
        phone,
        telegram_id: null,
        first_name: null,
        last_name: null,
        birthday: null,
        gender: null,
        email: null,
        image: null
      }).returningAll().executeTakeFirstOrThrow();
      return { token: await issueToken(db2, merchant.id, user.id), user: toUser(user) };
    },
    async botToken(request) {
      const merchant = requireMerchant(request);
      const user = await telegramUser(merchant, request.body.initData);
      return { token: await issueToken(db2, merchant.id, user.id) };
    },
    async botAuth(request) {
      const merchant = requireMerchant(request);
      const user = await telegramUser(merchant, request.body.initData);
      return { token: await issueToken(db2, merchant.id, user.id), user: toUser(user) };
    },
    async botShareContact(request) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const botToken = trustedBotToken(merchant.secrets.botToken, config2.production);
      const contact = botToken ? verifyContact(request.body.contact, botToken) : null;
      if (!contact || !user.telegram_id || String(contact.userId) !== user.telegram_id)
        throw fail(422, "CONTACT_INVALID");
      if (!/^998\d{9}$/.test(contact.phone)) throw fail(422, "PHONE_INVALID");
      return toUser(await setPhone(user.id, merchant.id, contact.phone));
    },
    async botLogout(request, reply) {
      await revoke(request);
      return reply.code(204).send();
    },
    async logout(request, reply) {
      await revoke(request);
      return reply.code(204).send();
    },
    async getMe(request) {
      return toUser(requireUser(request));
    },
    async updateUser(request) {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw notFound("user");
      const b = request.body;
      const updated = await db2.updateTable("users").set({
        ...b.firstName !== void 0 ? { first_name: b.firstName } : {},
        ...b.lastName !== void 0 ? { last_name: b.lastName } : {},
        ...b.birthday !== void 0 ? { birthday: b.birthday } : {},
        ...b.email !== void 0 ? { email: b.email } : {},
        ...b.gender !== void 0 ? { gender: b.gender } : {},
        last_modified_date: /* @__PURE__ */ new Date()
      }).where("id", "=", user.id).returningAll().executeTakeFirstOrThrow();
      return toUser(updated);
    },
    async requestPhoneChange(request) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const { phone } = request.body;
      return sendCode(db2, gatewayFor(db2, merchant, config2.production), {
        merchant,
        phone,
        purpose: "PHONE_CHANGE",
        subjectId: user.id,
        ip: request.ip,
        resendSeconds: config2.otpResendSeconds,
        perIpHour: config2.otpPerIpHour,
        text: (code) => codeText(merchant, code, String(request.headers["accept-language"] ?? ""))
      });
    },
    async verifyPhoneChange(request) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const { phone, code } = request.body;
      await verifyCode(db2, {
        merchantId: merchant.id,
        phone,
        purpose: "PHONE_CHANGE",
        code,
        subjectId: user.id
      });
      const updated = await setPhone(user.id, merchant.id, phone);
      return toUser(updated);
    },
    async deleteMe(request, reply) {
      const user = requireUser(request);
      await db2.transaction().execute(async (tx) => {
        await tx.updateTable("tokens").set({ revoked: true }).where("user_id", "=", user.id).execute();
        await tx.deleteFrom("addresses").where("user_id", "=", user.id).execute();
        await tx.deleteFrom("cards").where("user_id", "=", user.id).execute();
        await tx.deleteFrom("favourites").where("user_id", "=", user.id).execute();
        await tx.deleteFrom("notification_reads").where("user_id", "=", user.id).execute();
        await tx.updateTable("reviews").set({ author_name: null }).where("user_id", "=", user.id).execute();
        await tx.updateTable("orders").set({ address: JSON.stringify(null), details: JSON.stringify({}) }).where("user_id", "=", user.id).execute();
        await tx.updateTable("users").set({
          phone: null,
          telegram_id: null,
          first_name: null,
          last_name: null,
          birthday: null,
          gender: null,
          email: null,
          image: null,
          is_active: false,
          last_modified_date: /* @__PURE__ */ new Date()
        }).where("id", "=", user.id).execute();
      });
      return reply.code(204).send();
    }
  };
}

// server/api/catalog.ts
import { createHash as createHash3 } from "node:crypto";
import { gzipSync } from "node:zlib";

// src/domain/menu.ts
var byPriority = (a, b) => a.priority - b.priority || a.id - b.id;
function isAvailableIn(product, branchId, branches) {
  if (!product.active) return false;
  if (branchId === null) return true;
  const branch = branches.find((b) => b.id === branchId);
  return !!branch?.isActive && (product.productBranch ?? []).includes(branchId);
}
function buildMenu(input) {
  const products = input.products.filter((p) => isAvailableIn(p, input.branchId, input.branches)).sort(byPriority);
  const productIdsByCategory = /* @__PURE__ */ new Map();
  for (const p of products) {
    const ids = productIdsByCategory.get(p.categoryId) ?? [];
    ids.push(p.id);
    productIdsByCategory.set(p.categoryId, ids);
  }
  const categories = [...input.categories].sort(byPriority).filter((c) => productIdsByCategory.has(c.id)).map((c) => ({ ...c, products: productIdsByCategory.get(c.id) ?? [] }));
  const activeCategoryIds = new Set(categories.map((c) => c.id));
  const listedProducts = products.filter((p) => activeCategoryIds.has(p.categoryId));
  const groups = [...input.groups].sort(byPriority).map((g) => ({ ...g, categories: categories.filter((c) => c.groupId === g.id).map((c) => c.id) })).filter((g) => g.categories.length > 0);
  return { groups, categories, products: listedProducts };
}

// server/menu/stop-list.ts
async function stoppedAt(db2, merchantId, branchId) {
  const rows = await db2.selectFrom("stop_list").select(["product_id", "modification_id"]).where("merchant_id", "=", merchantId).where((eb) => eb.or([eb("until", "is", null), eb("until", ">", /* @__PURE__ */ new Date())])).where(
    (eb) => branchId === null ? eb("branch_id", "is", null) : eb.or([eb("branch_id", "is", null), eb("branch_id", "=", branchId)])
  ).execute();
  return {
    products: new Set(rows.flatMap((r) => r.product_id === null ? [] : [r.product_id])),
    modifications: new Set(rows.flatMap((r) => r.modification_id === null ? [] : [r.modification_id]))
  };
}
function markStopped(products, stopped) {
  if (stopped.products.size === 0 && stopped.modifications.size === 0) return [...products];
  return products.map((p) => ({
    ...p,
    ...stopped.products.has(p.id) ? { stopped: true } : {},
    ...p.modificationGroups ? {
      modificationGroups: p.modificationGroups.map((g) => ({
        ...g,
        modifications: g.modifications.map(
          (m) => stopped.modifications.has(m.id) ? { ...m, stopped: true } : m
        )
      }))
    } : {}
  }));
}

// server/orders/business-clock.ts
function parseDevClock(spec) {
  const clock = /* @__PURE__ */ new Map();
  for (const part of (spec ?? "").split(",").map((p) => p.trim()).filter(Boolean)) {
    const [sub, time] = part.split("=");
    if (!sub || !time || !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(time))
      throw new Error(`DEV_CLOCK: "${part}" is not sub=HH:MM`);
    clock.set(sub, time);
  }
  return clock;
}
function businessNow(devClock, sub, now = /* @__PURE__ */ new Date()) {
  const time = devClock.get(sub);
  return time ? scheduledInstant(localParts(now).day, time) : now;
}

// src/domain/geo.ts
var EARTH_RADIUS_M = 6371e3;
var rad = (deg) => deg * Math.PI / 180;
function haversineMeters(a, b) {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}
function pointInPolygon(point, polygon) {
  let inside = false;
  const [y, x] = point;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi = 0, xi = 0] = polygon[i] ?? [];
    const [yj = 0, xj = 0] = polygon[j] ?? [];
    if (yi > y !== yj > y && x < (xj - xi) * (y - yi) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function isClosedRing(polygon) {
  const first = polygon[0];
  const last = polygon[polygon.length - 1];
  return polygon.length >= 4 && !!first && !!last && first[0] === last[0] && first[1] === last[1];
}
function zoneForPoint(point, zones) {
  const hits = zones.filter((z) => pointInPolygon(point, z.polygon));
  hits.sort((a, b) => a.price - b.price);
  return hits[0] ?? null;
}

// server/api/places.ts
function byDistance(branches, lat, lon) {
  return branches.map((b) => ({ branch: b, distance: haversineMeters([lat, lon], [b.latitude, b.longitude]) })).sort((a, b) => a.distance - b.distance);
}
async function activeBranches(db2, merchantId) {
  return db2.selectFrom("branches").selectAll().where("merchant_id", "=", merchantId).where("is_active", "=", true).orderBy("id").execute();
}
async function tariffFor(db2, merchantId, lat, lon, branchId) {
  const branches = (await activeBranches(db2, merchantId)).filter(
    (b) => b.settings.deliveryEnabled !== false && (branchId === void 0 || b.id === branchId)
  );
  if (branches.length === 0) throw fail(422, branchId === void 0 ? "NO_BRANCHES" : "FILIAL_NOT_FOUND");
  const zones = await db2.selectFrom("delivery_zones").selectAll().where("merchant_id", "=", merchantId).execute();
  for (const { branch, distance: distance2 } of byDistance(branches, lat, lon)) {
    const zone = zoneForPoint(
      [lat, lon],
      zones.filter((z) => z.branch_id === branch.id)
    );
    if (zone)
      return {
        deliveryPrice: zone.price,
        branchId: branch.id,
        zoneId: zone.id,
        minOrder: zone.min_order,
        freeFrom: zone.free_from,
        distance: Math.round(distance2)
      };
  }
  throw fail(422, "OUT_OF_SERVICE_ZONE");
}

// server/orders/channel.ts
var offeredOn = (product, channel) => product.channels.includes(channel);
var priceOn = (product, channel) => channel === "TG" && product.telegram_price !== null ? product.telegram_price : product.cost_price;
var channelOf = (orderDevice) => orderDevice === "TELEGRAM_BOT" ? "TG" : "WEB";

// src/domain/localized.ts
var ORDER = {
  uz: ["uz", "ru", "eng"],
  ru: ["ru", "uz", "eng"],
  en: ["eng", "ru", "uz"]
};
var textKey = (lang) => ORDER[lang][0];
function localized(text2, lang) {
  if (!text2) return "";
  for (const key of ORDER[lang]) {
    const value = text2[key];
    if (value && value.trim() !== "") return value;
  }
  return "";
}
function textAndTranslations(value) {
  if (typeof value === "string") return { text: value, translations: null };
  return { text: localized(value, "uz"), translations: value };
}

// server/api/one-language.ts
var isLocalizedText = (value) => {
  const keys2 = Object.keys(value);
  return keys2.length === 3 && "uz" in value && "ru" in value && "eng" in value;
};
function oneLanguage(value, lang) {
  if (Array.isArray(value)) return value.map((v) => oneLanguage(v, lang));
  if (value === null || typeof value !== "object") return value;
  if (isLocalizedText(value)) {
    const text2 = { uz: "", ru: "", eng: "" };
    text2[textKey(lang)] = localized(value, lang);
    return text2;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, oneLanguage(v, lang)]));
}

// server/api/catalog.ts
var MENU_TTL_MS = 5e3;
function catalogHandlers({ db: db2, config: config2, merchants }) {
  const branchOf = (request, b, distance2 = null) => toBranch(b, distance2, businessNow(config2.devClock, requireMerchant(request).sub));
  const menuCache = /* @__PURE__ */ new Map();
  const refreshing = /* @__PURE__ */ new Map();
  merchants.onChange((merchantId) => {
    for (const key of menuCache.keys()) if (key.startsWith(`${merchantId}:`)) menuCache.delete(key);
  });
  async function menuJson(merchantId, branchId, channel, lang) {
    const key = `${merchantId}:${branchId ?? "-"}:${channel}:${lang ?? "*"}`;
    const hit = menuCache.get(key);
    if (hit && Date.now() - hit.at < MENU_TTL_MS) return hit;
    let job = refreshing.get(key);
    if (!job) {
      job = buildMenuJson(merchantId, branchId, channel, lang).then((entry) => {
        menuCache.set(key, entry);
        return entry;
      }).finally(() => refreshing.delete(key));
      refreshing.set(key, job);
    }
    return hit ?? job;
  }
  async function buildMenuJson(merchantId, branchId, channel, lang) {
    const [groups, categories, products, branches, stopped] = await Promise.all([
      db2.selectFrom("menu_groups").selectAll().where("merchant_id", "=", merchantId).execute(),
      db2.selectFrom("categories").selectAll().where("merchant_id", "=", merchantId).execute(),
      db2.selectFrom("products").selectAll().where("merchant_id", "=", merchantId).execute(),
      db2.selectFrom("branches").select(["id", "is_active"]).where("merchant_id", "=", merchantId).execute(),
      stoppedAt(db2, merchantId, branchId)
    ]);
    const menu = buildMenu({
      groups: groups.map((g) => ({
        id: g.id,
        icon: g.icon,
        image: g.image,
        bgColor: g.bg_color,
        iconBgColor: g.icon_bg_color,
        priority: g.priority,
        name: g.name
      })),
      categories: categories.map((c) => ({
        id: c.id,
        image: c.image,
        groupId: c.group_id,
        priority: c.priority,
        name: c.name,
        textColor: c.text_color,
        viewType: c.view_type,
        isWithoutCart: c.is_without_cart,
        scrollType: c.scroll_type,
        navigationType: c.navigation_type ?? null
      })),
      // the stop-list marks what is sold out (the cache's few seconds are how soon it shows)
      products: markStopped(
        products.filter((p) => offeredOn(p, channel)).map((p) => toProduct({ ...p, cost_price: priceOn(p, channel) })),
        stopped
      ),
      branches: branches.map((b) => ({ id: b.id, isActive: b.is_active })),
      branchId
    });
    const json = JSON.stringify(lang ? oneLanguage(menu, lang) : menu);
    return {
      at: Date.now(),
      etag: `"${createHash3("sha1").update(json).digest("base64url")}"`,
      json,
      gzip: gzipSync(json)
    };
  }
  return {
    async getMerchantBySub(request) {
      const merchant = await db2.selectFrom("merchants").selectAll().where("sub", "=", request.params.sub).executeTakeFirst();
      if (!merchant || !merchant.is_active || merchant.deleted) throw fail(404, "MERCHANT_NOT_FOUND");
      return toMerchant(merchant);
    },
    async getWebSettings(request) {
      return toSettings(requireMerchant(request));
    },
    async getLayout(request) {
      return requireMerchant(request).layout;
    },
    async getCities(request) {
      const merchant = requireMerchant(request);
      if (request.params.merchantId !== merchant.id) throw notFound("merchant");
      const cities = await db2.selectFrom("cities").selectAll().where("merchant_id", "=", merchant.id).orderBy("id").execute();
      return cities.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        latitude: c.latitude,
        longitude: c.longitude,
        isMain: c.is_main
      }));
    },
    async getPolicy(request) {
      const merchant = requireMerchant(request);
      const row = await db2.selectFrom("policies").selectAll().where("merchant_id", "=", merchant.id).where("type", "=", request.query.policies).executeTakeFirst();
      if (!row) throw notFound("policy");
      return { type: row.type, text: row.text };
    },
    async getBranches(request) {
      return (await activeBranches(db2, requireMerchant(request).id)).map((b) => branchOf(request, b));
    },
    async getBranchesFull(request) {
      const branches = await activeBranches(db2, requireMerchant(request).id);
      return branches.filter((b) => b.city_id === request.query.cityId).map((b) => branchOf(request, b));
    },
    async getBranch(request) {
      const branch = await db2.selectFrom("branches").selectAll().where("merchant_id", "=", requireMerchant(request).id).where("id", "=", request.params.id).executeTakeFirst();
      if (!branch) throw fail(404, "FILIAL_NOT_FOUND");
      return branchOf(request, branch);
    },
    async getClosestBranch(request) {
      const merchant = requireMerchant(request);
      if (request.params.merchant !== merchant.id) throw notFound("merchant");
      const nearest = byDistance(
        await activeBranches(db2, merchant.id),
        request.query.lat,
        request.query.lon
      )[0];
      if (!nearest) throw fail(404, "NO_BRANCHES");
      return branchOf(request, nearest.branch, nearest.distance);
    },
    async getClosestBranchForUser(request) {
      const nearest = byDistance(
        await activeBranches(db2, requireMerchant(request).id),
        request.query.lat,
        request.query.lon
      )[0];
      if (!nearest) throw fail(404, "NO_BRANCHES");
      return branchOf(request, nearest.branch, nearest.distance);
    },
    async getBranchPlaces(request) {
      const merchant = requireMerchant(request);
      const places = await db2.selectFrom("places").selectAll().where("merchant_id", "=", merchant.id).where("branch_id", "=", request.params.id).orderBy("id").execute();
      if (places.length === 0) {
        const branch = await db2.selectFrom("branches").select("id").where("merchant_id", "=", merchant.id).where("id", "=", request.params.id).executeTakeFirst();
        if (!branch) throw fail(404, "FILIAL_NOT_FOUND");
      }
      return places.map((p) => ({ id: p.id, branchId: p.branch_id, name: p.name, chairs: p.chairs }));
    },
    async getDeliveryZones(request) {
      let query = db2.selectFrom("delivery_zones").selectAll().where("merchant_id", "=", requireMerchant(request).id);
      if (request.query.cityId !== void 0) query = query.where("city_id", "=", request.query.cityId);
      const zones = await query.orderBy("id").execute();
      return zones.map(toZone);
    },
    async calculateTariff(request) {
      const { latitude, longitude, branchId } = request.body;
      return tariffFor(db2, requireMerchant(request).id, latitude, longitude, branchId);
    },
    async getOveralls(request, reply) {
      const entry = await menuJson(
        requireMerchant(request).id,
        request.query.branchId ?? null,
        request.query.type === "TG" ? "TG" : "WEB",
        request.query.lang ?? null
      );
      const version = configVersion2(requireMerchant(request));
      const etag = `${entry.etag.slice(0, -1)}.${version}"`;
      reply.headers({
        ETag: etag,
        "Cache-Control": "no-cache",
        Vary: "Accept-Encoding",
        "X-Config-Version": version
      });
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      reply.type("application/json; charset=utf-8");
      if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? "")))
        return reply.header("Content-Encoding", "gzip").send(entry.gzip);
      return reply.send(entry.json);
    },
    async getCourier(request) {
      const user = requireUser(request);
      const c = await db2.selectFrom("couriers").selectAll().where("merchant_id", "=", requireMerchant(request).id).where("id", "=", request.params.id).where(
        ({ exists, selectFrom }) => exists(
          selectFrom("orders").select("orders.id").whereRef("orders.courier_id", "=", "couriers.id").where("orders.user_id", "=", user.id)
        )
      ).executeTakeFirst();
      if (!c) throw notFound("courier");
      return {
        id: c.id,
        user: { firstName: c.first_name, lastName: c.last_name, phone: c.phone, image: c.image },
        status: c.status,
        branch: c.branch_id,
        latitude: c.latitude,
        longitude: c.longitude
      };
    }
  };
}

// src/domain/payments.ts
var PAYMENT_SETTING = {
  CASH: "cashActive",
  TERMINAL: "terminalActive",
  PAYME: "paymeActive",
  CLICK: "clickActive",
  UZUM: "uzumActive"
};
function offeredPayments(offers, settings, channel) {
  return offers.filter((o) => o.isActive && (channel === "WEB" ? o.webEnabled : o.botEnabled)).filter((o) => {
    const key = PAYMENT_SETTING[o.type];
    return key === void 0 || settings[key] === true;
  }).map((o) => o.type);
}
function offeredServices(settings, branch) {
  const out = [];
  if (settings.deliveryActive === true && branch?.deliveryEnabled !== false) out.push("DELIVERY");
  if (settings.pickupActive === true && branch?.pickupEnabled !== false) out.push("PICK_UP");
  if (settings.dineInActive === true && branch?.dineinEnabled !== false) out.push("DINE_IN");
  return out;
}

// src/domain/pricing.ts
var round = (n) => Math.round(n);
function lineUnitPrice(line) {
  return line.cost + line.modifiers.reduce((sum, m) => sum + m.price * m.count, 0);
}
function lineTotal(line) {
  return round(lineUnitPrice(line) * line.quantity);
}
function lineDiscount(line) {
  const percent = Math.min(100, Math.max(0, line.discount));
  return round(line.cost * percent / 100 * line.quantity);
}
function promoPart(type, value, base2) {
  const raw = type === "PERCENTAGE" ? base2 * Math.min(100, value) / 100 : value;
  return round(Math.min(Math.max(0, raw), base2));
}
function hasDeliveryFee(serviceType) {
  return serviceType === "DELIVERY" || serviceType === "YANDEX_EATS" || serviceType === "EXPRESS_24";
}
function computeTotals(input) {
  const productCount = input.lines.reduce((n, l) => n + l.quantity, 0);
  const productPrice = input.lines.reduce((sum, l) => sum + lineTotal(l), 0);
  const productDiscount = input.lines.reduce((sum, l) => sum + lineDiscount(l), 0);
  const afterItems = productPrice - productDiscount;
  const promo = input.promo ?? null;
  const promoApplied = promo !== null && afterItems >= promo.minPrice;
  const promoMissingAmount = promo !== null && !promoApplied ? promo.minPrice - afterItems : 0;
  const promoProductDiscount = promoApplied ? promoPart(promo.discountType, promo.productDiscount, afterItems) : 0;
  const dishes = afterItems - promoProductDiscount;
  const delivers = hasDeliveryFee(input.serviceType);
  const zone = delivers ? input.zone ?? null : null;
  const minOrderMissing = zone?.minOrder ? Math.max(0, zone.minOrder - dishes) : 0;
  const freeDelivery = zone?.freeFrom != null && dishes >= zone.freeFrom;
  const freeDeliveryMissing = zone?.freeFrom != null && !freeDelivery ? zone.freeFrom - dishes : 0;
  const deliveryPrice = delivers && !freeDelivery ? round(Math.max(0, input.deliveryPrice)) : 0;
  const deliveryDiscount = promoApplied ? promoPart(promo.discountType, promo.deliveryDiscount, deliveryPrice) : 0;
  const beforeCashback = afterItems - promoProductDiscount;
  const cashback = round(Math.min(Math.max(0, input.cashback ?? 0), Math.max(0, beforeCashback)));
  const productPart = Math.max(0, beforeCashback - cashback);
  const totalDiscount = productDiscount + promoProductDiscount + deliveryDiscount;
  return {
    productCount,
    productPrice,
    productDiscount,
    promoProductDiscount,
    deliveryPrice,
    deliveryDiscount,
    promoApplied,
    promoMissingAmount,
    cashback,
    minOrderMissing,
    freeDeliveryMissing,
    totalDiscount,
    totalPrice: productPart + deliveryPrice - deliveryDiscount
  };
}

// server/api/content.ts
async function findLivePromo(db2, merchantId, code, now = /* @__PURE__ */ new Date()) {
  const promo = await db2.selectFrom("promos").selectAll().where("merchant_id", "=", merchantId).where((eb) => eb.fn("upper", ["code"]), "=", code.trim().toUpperCase()).executeTakeFirst();
  const live = promo && promo.is_active && (!promo.start_date || new Date(promo.start_date) <= now) && (!promo.end_date || new Date(promo.end_date) >= now);
  if (!live) throw fail(404, "PROMO_NOT_FOUND");
  return promo;
}
var promoRule = (p) => ({
  discountType: p.discount_type,
  productDiscount: p.product_discount,
  deliveryDiscount: p.delivery_discount,
  minPrice: p.min_price
});
async function contentItems(db2, merchantId, kind) {
  return db2.selectFrom("content_items").selectAll().where("merchant_id", "=", merchantId).where("kind", "=", kind).orderBy("priority").orderBy("id").execute();
}
function requireSetting(settings, key) {
  if (settings[key] !== true) throw fail(404, "FEATURE_DISABLED");
}
function contentHandlers({ db: db2 }) {
  return {
    async getPromos(request) {
      const merchant = requireMerchant(request);
      if (merchant.settings.promoActive !== true) return [];
      const now = /* @__PURE__ */ new Date();
      const rows = await db2.selectFrom("promos").selectAll().where("merchant_id", "=", merchant.id).where("is_active", "=", true).orderBy("min_price").execute();
      return rows.filter(
        (p) => (!p.start_date || new Date(p.start_date) <= now) && (!p.end_date || new Date(p.end_date) >= now)
      ).map(toPromo);
    },
    async checkPromo(request) {
      const merchant = requireMerchant(request);
      if (merchant.settings.promoActive !== true) throw fail(404, "PROMO_NOT_FOUND");
      const promo = await findLivePromo(db2, merchant.id, request.body.code);
      const totals = computeTotals({
        lines: [{ cost: request.body.productPrice, discount: 0, modifiers: [], quantity: 1 }],
        serviceType: "DELIVERY",
        deliveryPrice: request.body.deliveryPrice ?? 0,
        promo: promoRule(promo)
      });
      return {
        promo: toPromo(promo),
        applicable: totals.promoApplied,
        missingAmount: totals.promoMissingAmount
      };
    },
    async getVacancies(request) {
      const merchant = requireMerchant(request);
      requireSetting(merchant.settings, "vacanciesActive");
      return (await contentItems(db2, merchant.id, "VACANCY")).map((v) => ({
        ...v.data,
        id: v.id
      }));
    },
    async getVacancy(request) {
      const merchant = requireMerchant(request);
      requireSetting(merchant.settings, "vacanciesActive");
      const v = (await contentItems(db2, merchant.id, "VACANCY")).find(
        (item) => item.id === request.params.id
      );
      if (!v) throw notFound("vacancy");
      return { ...v.data, id: v.id };
    },
    async getStories(request) {
      const merchant = requireMerchant(request);
      if (merchant.settings.storiesActive !== true) return [];
      return (await contentItems(db2, merchant.id, "STORY")).map((s) => ({
        ...s.data,
        id: s.id
      }));
    },
    async getBanners(request) {
      const merchant = requireMerchant(request);
      if (merchant.settings.bannersActive !== true) return [];
      return (await contentItems(db2, merchant.id, "BANNER")).map((b) => ({
        ...b.data,
        id: b.id
      }));
    },
    async getPaymentMethods(request) {
      const merchant = requireMerchant(request);
      const rows = await db2.selectFrom("payment_methods").selectAll().where("merchant_id", "=", merchant.id).where("is_active", "=", true).orderBy("id").execute();
      const offers = rows.map((p) => ({
        type: p.type,
        webEnabled: p.web_enabled,
        botEnabled: p.bot_enabled,
        isActive: p.is_active
      }));
      const on = /* @__PURE__ */ new Set([
        ...offeredPayments(offers, merchant.settings, "WEB"),
        ...offeredPayments(offers, merchant.settings, "BOT")
      ]);
      return rows.filter((p) => on.has(p.type)).map((p) => ({
        method: {
          id: p.id,
          name: p.name,
          icon: p.icon,
          title: p.title,
          iikoId: p.iiko_id,
          type: p.type
        },
        setting: {
          id: p.id,
          merchantId: p.merchant_id,
          type: p.type,
          webEnabled: p.web_enabled,
          botEnabled: p.bot_enabled,
          operatorEnabled: p.operator_enabled,
          appEnabled: p.app_enabled,
          qrEnabled: p.qr_enabled,
          isActive: p.is_active
        }
      }));
    }
  };
}

// server/orders/simulator.ts
import { sql as sql7 } from "kysely";

// src/domain/order-status.ts
var FINAL_STATUSES = /* @__PURE__ */ new Set(["CANCELED", "DELIVERED", "CLOSED"]);
var CANCELLABLE = /* @__PURE__ */ new Set(["OPEN", "CREATED", "AT_TIME", "ACCEPTED"]);
var REVIEWABLE = /* @__PURE__ */ new Set(["DELIVERED", "CLOSED"]);
var isFinal = (status) => FINAL_STATUSES.has(status);
var isCancellable = (status) => CANCELLABLE.has(status);
var isReviewable = (status) => REVIEWABLE.has(status);
function simulatedPath(serviceType) {
  if (serviceType === "DELIVERY") {
    return [
      { status: "OPEN", courierStatus: null },
      { status: "ACCEPTED", courierStatus: null },
      { status: "COOKING", courierStatus: "PERFORMER_LOOK_UP" },
      { status: "COOKING", courierStatus: "PERFORMER_FOUND" },
      { status: "DONE", courierStatus: "PERFORMER_PICK_UP_ARRIVED" },
      { status: "ON_WAY", courierStatus: "PERFORMER_PICKUPED" },
      { status: "ON_WAY", courierStatus: "PERFORMER_ARRIVED" },
      { status: "DELIVERED", courierStatus: "PERFORMER_DELIVERED_FINISH" }
    ];
  }
  return [
    { status: "OPEN", courierStatus: null },
    { status: "ACCEPTED", courierStatus: null },
    { status: "COOKING", courierStatus: null },
    { status: "DONE", courierStatus: null },
    { status: "CLOSED", courierStatus: null }
  ];
}
function nextStep(serviceType, current) {
  const path = simulatedPath(serviceType);
  const index = path.findIndex(
    (s) => s.status === current.status && s.courierStatus === current.courierStatus
  );
  if (index < 0) return current.status === "AT_TIME" ? path[0] ?? null : null;
  return path[index + 1] ?? null;
}

// server/api/orders.ts
import { sql as sql6 } from "kysely";

// server/orders/create-order.ts
import { createHash as createHash4 } from "node:crypto";
import { sql as sql3 } from "kysely";

// server/payments/credentials.ts
var PROVIDER_CREDENTIALS = {
  PAYME: { setting: "paymeActive", name: "Payme", keys: ["paymeMerchantId", "paymeKey"] },
  CLICK: {
    setting: "clickActive",
    name: "Click",
    keys: ["clickServiceId", "clickMerchantId", "clickMerchantUserId", "clickSecretKey"]
  },
  UZUM: { setting: "uzumActive", name: "Uzum Bank", keys: ["uzumServiceId", "uzumLogin", "uzumPassword"] },
  OTHER: { setting: "cardActive", name: "Payme (saved cards)", keys: ["paymeMerchantId", "paymeKey"] }
};
function missingCredentials(secrets, payment) {
  const rule = PROVIDER_CREDENTIALS[payment];
  return rule ? rule.keys.filter((key) => !secrets[key]) : [];
}
function onlinePaymentsOn(settings) {
  return Object.keys(PROVIDER_CREDENTIALS).filter(
    (p) => settings[PROVIDER_CREDENTIALS[p].setting] === true
  );
}

// server/orders/price-order.ts
var SCHEDULE_ERRORS = {
  DAY_AND_TIME_REQUIRED: "SCHEDULE_REQUIRED",
  NO_SUCH_DAY: "SCHEDULE_NO_SUCH_DAY",
  IN_THE_PAST: "SCHEDULE_IN_PAST",
  TOO_FAR_AHEAD: "SCHEDULE_TOO_FAR",
  OUTSIDE_HOURS: "SCHEDULE_OUTSIDE_HOURS"
};
async function priceOrder(db2, merchant, user, body, later, openNow = /* @__PURE__ */ new Date(), now = /* @__PURE__ */ new Date()) {
  const settings = merchant.settings;
  const branch = await db2.selectFrom("branches").selectAll().where("merchant_id", "=", merchant.id).where("id", "=", body.branch).where("is_active", "=", true).executeTakeFirst();
  if (!branch) throw fail(404, "FILIAL_NOT_FOUND");
  if (body.cityId !== void 0 && body.cityId !== null) {
    const city = await db2.selectFrom("cities").select("id").where("merchant_id", "=", merchant.id).where("id", "=", body.cityId).executeTakeFirst();
    if (!city) throw fail(422, "CITY_NOT_FOUND");
  }
  if (!offeredServices(settings, branch.settings).includes(body.serviceType))
    throw fail(422, "SERVICE_NOT_AVAILABLE", body.serviceType);
  const tables = branch.tables;
  if (body.serviceType === "DINE_IN" && body.tableId != null && tables.length > 0) {
    if (!tables.some((t) => t.id === body.tableId)) throw fail(422, "TABLE_NOT_FOUND", String(body.tableId));
  }
  const orderDevice = body.orderDevice ?? "CLIENT_WEB";
  const methods = await db2.selectFrom("payment_methods").selectAll().where("merchant_id", "=", merchant.id).execute();
  const offers = methods.map((m) => ({
    type: m.type,
    webEnabled: m.web_enabled,
    botEnabled: m.bot_enabled,
    isActive: m.is_active
  }));
  const allowed = offeredPayments(offers, settings, orderDevice === "TELEGRAM_BOT" ? "BOT" : "WEB");
  if (body.paymentType === "OTHER") {
    if (settings.cardActive !== true || !body.payment)
      throw fail(422, "PAYMENT_NOT_AVAILABLE", body.paymentType);
    const card = await db2.selectFrom("cards").select("id").where("user_id", "=", user.id).where("id", "=", body.payment).where("is_verified", "=", true).executeTakeFirst();
    if (!card) throw fail(422, "PAYMENT_NOT_AVAILABLE", "card");
  } else if (!allowed.includes(body.paymentType)) {
    throw fail(422, "PAYMENT_NOT_AVAILABLE", body.paymentType);
  }
  if (missingCredentials(merchant.secrets, body.paymentType).length > 0)
    throw fail(422, "PAYMENT_NOT_AVAILABLE", body.paymentType);
  const hours = { open: branch.open, close: branch.close, workHours: branch.work_hours };
  let deliveryAt = null;
  if (later) {
    const problem = checkSchedule(hours, body.day, body.time, now);
    if (problem) throw fail(422, SCHEDULE_ERRORS[problem]);
    deliveryAt = scheduledInstant(body.day, body.time);
  } else if (!isOpenAt(hours, openNow)) {
    const opens = nextOpening(hours, openNow);
    throw fail(422, "BRANCH_CLOSED", opens ? `${opens.day} ${opens.time}` : void 0);
  } else if (branch.paused_until && branch.paused_until > now) {
    throw fail(422, "BRANCH_PAUSED", localParts(branch.paused_until).time);
  }
  const productIds = [...new Set(body.cartItems.map((i) => i.productId))];
  const products = await db2.selectFrom("products").innerJoin("categories", "categories.id", "products.category_id").selectAll("products").select("categories.is_without_cart").where("products.merchant_id", "=", merchant.id).where("products.id", "in", productIds).execute();
  const stopped = await stoppedAt(db2, merchant.id, branch.id);
  const lines2 = [];
  const priced = [];
  for (const item of body.cartItems) {
    const product = products.find((p) => p.id === item.productId);
    if (!product || !product.active || !product.branches.includes(branch.id) || !offeredOn(product, channelOf(orderDevice)))
      throw fail(422, "PRODUCT_NOT_AVAILABLE", product?.name.eng ?? String(item.productId));
    if (product.is_without_cart) throw fail(422, "PRODUCT_NOT_AVAILABLE", product.name.eng);
    if (stopped.products.has(product.id)) throw fail(422, "PRODUCT_NOT_AVAILABLE", product.name.eng);
    if (product.stock !== null && item.count > product.stock)
      throw fail(422, "NOT_ENOUGH_PRODUCTS", String(product.stock));
    const chosen = [
      ...(item.modifications ?? []).reduce((all, c) => all.set(c.modificationId, (all.get(c.modificationId) ?? 0) + c.count), /* @__PURE__ */ new Map()).entries()
    ].map(([modificationId, count]) => ({ modificationId, count }));
    const mods = [];
    for (const group of product.modification_groups) {
      const inGroup = chosen.filter((c) => group.modifications.some((m) => m.id === c.modificationId));
      const count = inGroup.reduce((n, c) => n + c.count, 0);
      if (count < group.min) throw fail(422, "SELECT_MINIMUM", `${group.name.eng} ${group.min}`);
      if (count > group.max) throw fail(422, "SELECT_UP_TO", `${group.name.eng} ${group.max}`);
      for (const c of inGroup) {
        const mod = group.modifications.find((m) => m.id === c.modificationId);
        if (!mod) continue;
        if (stopped.modifications.has(mod.id))
          throw fail(422, "PRODUCT_NOT_AVAILABLE", `${product.name.eng}: ${mod.name.eng}`);
        if (mod.maxCount !== void 0 && c.count > mod.maxCount)
          throw fail(422, "SELECT_UP_TO", `${mod.name.eng} ${mod.maxCount}`);
        mods.push({
          modificationId: mod.id,
          name: mod.name,
          count: c.count,
          price: mod.price,
          ...mod.fiscal ? { fiscal: mod.fiscal } : {}
        });
      }
    }
    const known2 = new Set(product.modification_groups.flatMap((g) => g.modifications.map((m) => m.id)));
    if (chosen.some((c) => !known2.has(c.modificationId)))
      throw fail(422, "PRODUCT_NOT_AVAILABLE", `${product.name.eng}: modification`);
    const line = {
      cost: priceOn(product, channelOf(orderDevice)),
      discount: product.discount,
      modifiers: mods,
      quantity: item.count
    };
    priced.push(line);
    lines2.push({
      productId: product.id,
      name: product.name,
      image: product.image,
      count: item.count,
      price: lineUnitPrice(line),
      discount: lineDiscount(line),
      total: lineTotal(line),
      modifications: mods,
      // the codes it was sold under: its fiscal receipt says them even after the menu changes
      ...product.fiscal ? { fiscal: product.fiscal } : {}
    });
  }
  let deliveryPrice = 0;
  let zone = null;
  if (body.serviceType === "DELIVERY") {
    if (!body.address) throw fail(422, "ADDRESS_NOT_AVAILABLE");
    const tariff = await tariffFor(db2, merchant.id, body.address.latitude, body.address.longitude, branch.id);
    deliveryPrice = tariff.deliveryPrice;
    zone = tariff;
  }
  let promo = null;
  if (body.promoCode) {
    if (settings.promoActive !== true) throw fail(422, "PROMO_DISABLED");
    promo = await findLivePromo(db2, merchant.id, body.promoCode, now);
  }
  const cashback = body.cashback ?? 0;
  if (cashback > 0) {
    if (settings.cashbackActive !== true || settings.balanceActive !== true)
      throw fail(422, "CASHBACK_UNAVAILABLE");
    if (cashback > user.cashback) throw fail(422, "CASHBACK_EXCEEDS_BALANCE");
  }
  const totals = computeTotals({
    lines: priced,
    serviceType: body.serviceType,
    deliveryPrice,
    promo: promo ? promoRule(promo) : null,
    cashback,
    zone
  });
  if (totals.minOrderMissing > 0) {
    const least = zone?.minOrder ?? 0;
    throw fail(422, "MIN_ORDER", `${least} (+${totals.minOrderMissing})`);
  }
  if (promo && !totals.promoApplied) throw fail(422, "PROMO_MIN_PRICE", String(totals.promoMissingAmount));
  if (Math.round(body.totalPrice) !== totals.totalPrice)
    throw fail(422, "PRICE_MISMATCH", `expected ${totals.totalPrice}`);
  return { branch, lines: lines2, totals, promo, deliveryAt, orderDevice };
}

// server/metrics.ts
import { createServer } from "node:http";
import { sql as sql2 } from "kysely";
import client from "prom-client";
var registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });
var httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route pattern and status",
  labelNames: ["method", "route", "status"],
  buckets: [5e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry]
});
var ordersCreated = new client.Counter({
  name: "orders_created_total",
  help: "Orders placed, by merchant and service type",
  labelNames: ["merchant", "service_type"],
  registers: [registry]
});
var paymentCallbacks = new client.Counter({
  name: "payment_callbacks_total",
  help: "Payment providers' calls, by provider and the answer given",
  labelNames: ["provider", "result"],
  registers: [registry]
});
var eventStreams = new client.Gauge({
  name: "event_streams_open",
  help: "Customers' and desks' live event streams open on this process",
  registers: [registry]
});
var pools = /* @__PURE__ */ new Set();
var watchPool = (pool) => void pools.add(pool);
new client.Gauge({
  name: "db_pool_connections",
  help: "Database pool connections by state",
  labelNames: ["state"],
  registers: [registry],
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools)
      [total, idle, waiting] = [total + pool.totalCount, idle + pool.idleCount, waiting + pool.waitingCount];
    this.set({ state: "busy" }, total - idle);
    this.set({ state: "idle" }, idle);
    this.set({ state: "waiting" }, waiting);
  }
});
var OUTBOXES = { bot: "bot_messages", fiscal: "fiscal_outbox" };
var outboxDb = null;
var outboxLength = new client.Gauge({
  name: "outbox_pending",
  help: "Messages waiting to be sent, by outbox",
  labelNames: ["outbox"],
  registers: [registry],
  collect: () => readOutboxes()
});
var outboxAge = new client.Gauge({
  name: "outbox_oldest_seconds",
  help: "Age of the oldest message waiting, by outbox (0 when none waits)",
  labelNames: ["outbox"],
  registers: [registry]
});
function callbackResult(status, payload) {
  if (status >= 400) return `http ${status}`;
  let body = payload;
  if (typeof payload === "string")
    try {
      body = JSON.parse(payload);
    } catch {
      return "ok";
    }
  const { error, errorCode } = body ?? {};
  if (error && typeof error === "object") return `error ${error.code}`;
  if (typeof error === "number") return error === 0 ? "ok" : `error ${error}`;
  if (errorCode !== void 0 && errorCode !== null) return `error ${errorCode}`;
  return "ok";
}
function registerMetrics(app2, db2, token) {
  outboxDb = db2;
  app2.addHook("onSend", async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const provider2 = /^\/api\/callbacks\/(\w+)\//.exec(route ?? "")?.[1];
    if (provider2) paymentCallbacks.inc({ provider: provider2, result: callbackResult(reply.statusCode, payload) });
    return payload;
  });
  app2.addHook("onResponse", async (request, reply) => {
    httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status: String(reply.statusCode)
      },
      reply.elapsedTime / 1e3
    );
  });
  app2.get("/metrics", async (request, reply) => {
    if (!token) return reply.code(404).send({ code: "NOT_FOUND", message: "Not found: /metrics" });
    if (request.headers.authorization !== `Bearer ${token}`)
      return reply.code(401).send({ code: "UNAUTHORIZED", message: "Metrics need METRICS_TOKEN as a Bearer token" });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
async function readOutboxes() {
  if (!outboxDb) return;
  for (const [name, table] of Object.entries(OUTBOXES)) {
    const row = await sql2`
      SELECT count(*) AS pending, min(created_date) AS oldest FROM ${sql2.table(table)}
       WHERE sent_at IS NULL AND attempts < 8`.execute(outboxDb).then((r) => r.rows[0]).catch(() => void 0);
    if (!row) continue;
    outboxLength.set({ outbox: name }, Number(row.pending));
    outboxAge.set(
      { outbox: name },
      row.oldest ? Math.max(0, (Date.now() - new Date(row.oldest).getTime()) / 1e3) : 0
    );
  }
}
function serveMetricsOn(port, host) {
  return createServer((request, response) => {
    if (request.url !== "/metrics") return void response.writeHead(404).end();
    void registry.metrics().then((text2) => response.writeHead(200, { "Content-Type": registry.contentType }).end(text2));
  }).listen(port, host);
}

// server/orders/create-order.ts
async function loadOrder(db2, order) {
  const log2 = await db2.selectFrom("order_log").selectAll().where("order_id", "=", order.id).orderBy("id").execute();
  return toOrder(order, log2);
}
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value).sort().filter((k) => value[k] !== void 0).map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  return JSON.stringify(value) ?? "null";
}
async function createOrder(db2, merchant, user, body, key, later, openNow = /* @__PURE__ */ new Date(), language = null) {
  const requestHash = createHash4("sha256").update(canonicalJson({ later, body })).digest("hex");
  const findByKey = () => db2.selectFrom("orders").selectAll().where("merchant_id", "=", merchant.id).where("user_id", "=", user.id).where("idempotency_key", "=", key).executeTakeFirst();
  if (key) {
    const existing = await findByKey();
    if (existing) {
      if (existing.request_hash !== requestHash) throw fail(422, "IDEMPOTENCY_MISMATCH");
      return loadOrder(db2, existing);
    }
  }
  const priced = await priceOrder(db2, merchant, user, body, later, openNow);
  const t = priced.totals;
  try {
    const order = await db2.transaction().execute(async (tx) => {
      const { last_number: next } = await tx.insertInto("order_counters").values({ merchant_id: merchant.id, last_number: 1001 }).onConflict(
        (oc) => oc.column("merchant_id").doUpdateSet({ last_number: sql3`order_counters.last_number + 1` })
      ).returning("last_number").executeTakeFirstOrThrow();
      const row = await tx.insertInto("orders").values({
        merchant_id: merchant.id,
        user_id: user.id,
        number: next,
        // a scheduled order waits as AT_TIME until its time comes (the lifecycle then opens it)
        status: later ? "AT_TIME" : "OPEN",
        courier_status: null,
        courier_id: null,
        service_type: body.serviceType,
        payment_type: body.paymentType,
        card_id: body.paymentType === "OTHER" ? body.payment ?? null : null,
        branch_id: priced.branch.id,
        city_id: body.cityId ?? priced.branch.city_id,
        order_device: priced.orderDevice,
        extra_minutes: later ? 0 : priced.branch.extra_minutes,
        language,
        table_id: body.serviceType === "DINE_IN" ? body.tableId ?? null : null,
        address: JSON.stringify(body.serviceType === "DELIVERY" ? body.address ?? null : null),
        address_type: body.addressType ?? null,
        lines: JSON.stringify(priced.lines),
        product_count: t.productCount,
        product_price: t.productPrice,
        product_discount: t.productDiscount,
        promo_discount: t.promoProductDiscount,
        delivery_price: t.deliveryPrice,
        delivery_discount: t.deliveryDiscount,
        cashback: t.cashback,
        total_discount: t.totalDiscount,
        total_price: t.totalPrice,
        promo_id: priced.promo?.id ?? null,
        promo_code: priced.promo?.code ?? null,
        later,
        day: later ? body.day ?? null : null,
        time: later ? body.time ?? null : null,
        delivery_at: priced.deliveryAt,
        details: JSON.stringify({
          comment: body.comment ?? null,
          courierComment: body.courierComment ?? null,
          note: body.note ?? null,
          receiverName: merchant.settings.receiverActive === true ? body.receiverName ?? null : null,
          receiverPhone: merchant.settings.receiverActive === true ? body.receiverPhone ?? null : null,
          sendCheque: body.sendCheque ?? false,
          sendChequePhone: body.sendChequePhone ?? null
        }),
        idempotency_key: key ?? null,
        request_hash: requestHash
      }).returningAll().executeTakeFirstOrThrow();
      const log2 = await tx.insertInto("order_log").values({ order_id: row.id, kind: "CHANGE_STATUS", status: row.status, courier_status: null }).returningAll().executeTakeFirstOrThrow();
      if (priced.promo) await takePromoUse(tx, priced.promo, user.id, row.id);
      if (body.serviceType === "DELIVERY" && body.address)
        await keepAddress(tx, merchant.id, user.id, body.address);
      if (t.cashback > 0) {
        const spent = await tx.updateTable("users").set({ cashback: sql3`cashback - ${t.cashback}` }).where("id", "=", user.id).where("cashback", ">=", t.cashback).executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) throw fail(422, "CASHBACK_EXCEEDS_BALANCE");
        await tx.insertInto("cashback_entries").values({ merchant_id: merchant.id, user_id: user.id, order_id: row.id, amount: -t.cashback }).execute();
      }
      return toOrder(row, [log2]);
    });
    ordersCreated.inc({ merchant: merchant.sub, service_type: body.serviceType });
    return order;
  } catch (error) {
    if (key && /orders_idempotency|duplicate key/.test(String(error.message))) {
      const existing = await findByKey();
      if (existing && existing.request_hash === requestHash) return loadOrder(db2, existing);
      if (existing) throw fail(422, "IDEMPOTENCY_MISMATCH");
    }
    throw error;
  }
}
async function takePromoUse(tx, promo, userId, orderId) {
  const limit = promo.first_order_only ? 1 : promo.per_customer_limit;
  if (promo.first_order_only) {
    const earlier = await tx.selectFrom("orders").select("id").where("user_id", "=", userId).where("id", "!=", orderId).where("status", "!=", "CANCELED").executeTakeFirst();
    if (earlier) throw fail(422, "PROMO_FIRST_ORDER");
  }
  if (limit === null) return;
  const used = await tx.selectFrom("promo_uses").select(sql3`count(*)::int`.as("n")).where("promo_id", "=", promo.id).where("user_id", "=", userId).executeTakeFirstOrThrow();
  const taken = used.n < limit && await tx.insertInto("promo_uses").values({ promo_id: promo.id, user_id: userId, use_no: used.n + 1, order_id: orderId }).onConflict((oc) => oc.doNothing()).returning("use_no").executeTakeFirst();
  if (!taken) throw fail(422, "PROMO_USED_UP");
}
var SAME_PLACE_DEGREES = 25e-5;
async function keepAddress(tx, merchantId, userId, address) {
  const saved = await tx.selectFrom("addresses").select("data").where("merchant_id", "=", merchantId).where("user_id", "=", userId).execute();
  const near = saved.some(({ data }) => {
    const a = data;
    return Math.abs((a.latitude ?? 999) - address.latitude) < SAME_PLACE_DEGREES && Math.abs((a.longitude ?? 999) - address.longitude) < SAME_PLACE_DEGREES;
  });
  if (near) return;
  const { id: _id, ...place } = address;
  await tx.insertInto("addresses").values({
    merchant_id: merchantId,
    user_id: userId,
    data: JSON.stringify({ type: "HOUSE", name: null, ...place })
  }).execute();
}

// server/orders/stream-tickets.ts
import { randomBytes as randomBytes2 } from "node:crypto";
var TICKET_TTL_S = 60;
async function issueTicket(db2, merchantId, scope) {
  const ticket = randomBytes2(24).toString("base64url");
  await db2.insertInto("stream_tickets").values({
    ticket_hash: hashToken(ticket),
    merchant_id: merchantId,
    user_id: "userId" in scope ? scope.userId : null,
    order_id: "orderId" in scope ? scope.orderId : null,
    staff_id: "staffId" in scope ? scope.staffId : null,
    expires_at: new Date(Date.now() + TICKET_TTL_S * 1e3)
  }).execute();
  await db2.deleteFrom("stream_tickets").where("expires_at", "<", /* @__PURE__ */ new Date()).execute();
  return { ticket, expiresIn: TICKET_TTL_S };
}
async function claimTicket(db2, ticket, merchantId, scope) {
  if (!ticket || !merchantId) return false;
  let claim = db2.updateTable("stream_tickets").set({ used: true }).where("ticket_hash", "=", hashToken(ticket)).where("used", "=", false).where("expires_at", ">", /* @__PURE__ */ new Date()).where("merchant_id", "=", merchantId);
  claim = scope === "staff" ? claim.where("staff_id", "is not", null) : claim.where("order_id", "=", scope.orderId);
  return (await claim.executeTakeFirst()).numUpdatedRows > 0n;
}

// server/http/event-stream.ts
var openStreams = /* @__PURE__ */ new WeakMap();
function endEventStreamsOnClose(app2) {
  const ends = /* @__PURE__ */ new Set();
  openStreams.set(app2.server, ends);
  app2.addHook("preClose", async () => {
    for (const end of [...ends]) end();
  });
}
function openEventStream(reply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store, no-transform",
    "X-Content-Type-Options": "nosniff",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no"
  });
  const heartbeat = setInterval(() => reply.raw.write(": keep-alive\n\n"), 15e3);
  eventStreams.inc();
  const cleanups = [() => clearInterval(heartbeat), () => eventStreams.dec()];
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const cleanup of cleanups) cleanup();
  };
  reply.request.raw.on("close", stop);
  const end = () => {
    stop();
    reply.raw.end();
  };
  const ends = openStreams.get(reply.server.server);
  ends?.add(end);
  cleanups.push(() => ends?.delete(end));
  return {
    send: (event) => reply.raw.write(`data: ${JSON.stringify(event)}

`),
    comment: (text2) => reply.raw.write(`: ${text2}

`),
    onStop: (cleanup) => cleanups.push(cleanup),
    end
  };
}

// server/orders/transition.ts
import { sql as sql4 } from "kysely";

// src/domain/order-lifecycle.ts
var DELIVERY_PATH = ["OPEN", "ACCEPTED", "COOKING", "DONE", "ON_WAY", "DELIVERED", "CLOSED"];
var COUNTER_PATH = ["OPEN", "ACCEPTED", "COOKING", "DONE", "CLOSED"];
var CANCELLABLE_FROM = /* @__PURE__ */ new Set(["OPEN", "AT_TIME", "ACCEPTED", "COOKING"]);
var KITCHEN_MOVES = /* @__PURE__ */ new Set(["ACCEPTED>COOKING", "COOKING>DONE"]);
var KITCHEN_STATUSES = ["ACCEPTED", "COOKING"];
var pathOf = (serviceType) => serviceType === "DELIVERY" ? DELIVERY_PATH : COUNTER_PATH;
function nextStatuses(serviceType, from) {
  const path = pathOf(serviceType);
  const next = [];
  const forward = from === "AT_TIME" ? "OPEN" : path[path.indexOf(from) + 1];
  if (forward && (from === "AT_TIME" || path.includes(from))) next.push(forward);
  if (CANCELLABLE_FROM.has(from)) next.push("CANCELED");
  return next;
}
function refuseTransition(serviceType, from, to, actor, reason) {
  if (!nextStatuses(serviceType, from).includes(to)) return { code: "TRANSITION_NOT_ALLOWED", from, to };
  if (to === "CANCELED" && !reason?.trim()) return { code: "REASON_REQUIRED" };
  if (actor === "KITCHEN" && !KITCHEN_MOVES.has(`${from}>${to}`))
    return { code: "ROLE_NOT_ALLOWED", role: actor };
  if (actor === "CUSTOMER" && to !== "CANCELED") return { code: "ROLE_NOT_ALLOWED", role: actor };
  return null;
}
var completes = (serviceType, to) => serviceType === "DELIVERY" ? to === "DELIVERED" : to === "CLOSED";
function effectsOf(serviceType, to, order) {
  const cancelled = to === "CANCELED";
  return {
    /** cashback the customer earns now */
    earn: completes(serviceType, to) ? Math.floor(order.totalPrice * order.cashbackPercent / 100) : 0,
    /** spent cashback given back */
    returnSpent: cancelled ? order.cashbackSpent : 0,
    /** the money the customer paid online is owed back */
    refundDue: cancelled && order.isPaid
  };
}

// server/telegram/bot-api.ts
var TELEGRAM_API_URL = "https://api.telegram.org";
var BotApiError = class extends Error {
  constructor(message, retryAfter, permanent) {
    super(message);
    this.retryAfter = retryAfter;
    this.permanent = permanent;
  }
  retryAfter;
  permanent;
};
async function sendMessage(baseUrl, token, chatId, message, timeoutMs = 1e4) {
  let response;
  try {
    response = await fetch(`${baseUrl.replace(/\/$/, "")}/bot${token}/sendMessage`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ chat_id: chatId, ...message }),
      signal: AbortSignal.timeout(timeoutMs)
    });
  } catch (error) {
    throw new BotApiError(`network: ${error.message}`, null, false);
  }
  const body = await response.json().catch(() => null);
  if (response.ok && body?.ok) return;
  const code = body?.error_code ?? response.status;
  throw new BotApiError(
    `${code} ${body?.description ?? response.statusText}`,
    body?.parameters?.retry_after ?? null,
    // 400 bad request, 403 blocked by the user: the same message will never go through
    code === 400 || code === 403
  );
}

// locales/en/bot.json
var bot_default = {
  ACCEPTED: "\u2705 Order \u2116{{number}} is accepted. We are cooking it!",
  DONE: "\u{1F6CD} Order \u2116{{number}} is ready to collect.",
  ON_WAY: "\u{1F697} Order \u2116{{number}} is on its way.",
  courier: "Courier: {{name}}, {{phone}}",
  DELIVERED: "\u{1F389} Order \u2116{{number}} is delivered. Enjoy your meal!",
  CANCELED: "\u274C Order \u2116{{number}} is cancelled.",
  reason: "Reason: {{reason}}",
  open: "Open the order"
};

// locales/ru/bot.json
var bot_default2 = {
  ACCEPTED: "\u2705 \u0417\u0430\u043A\u0430\u0437 \u2116{{number}} \u043F\u0440\u0438\u043D\u044F\u0442. \u0423\u0436\u0435 \u0433\u043E\u0442\u043E\u0432\u0438\u043C!",
  DONE: "\u{1F6CD} \u0417\u0430\u043A\u0430\u0437 \u2116{{number}} \u0433\u043E\u0442\u043E\u0432 \u2014 \u043C\u043E\u0436\u043D\u043E \u0437\u0430\u0431\u0438\u0440\u0430\u0442\u044C.",
  ON_WAY: "\u{1F697} \u0417\u0430\u043A\u0430\u0437 \u2116{{number}} \u0432 \u043F\u0443\u0442\u0438.",
  courier: "\u041A\u0443\u0440\u044C\u0435\u0440: {{name}}, {{phone}}",
  DELIVERED: "\u{1F389} \u0417\u0430\u043A\u0430\u0437 \u2116{{number}} \u0434\u043E\u0441\u0442\u0430\u0432\u043B\u0435\u043D. \u041F\u0440\u0438\u044F\u0442\u043D\u043E\u0433\u043E \u0430\u043F\u043F\u0435\u0442\u0438\u0442\u0430!",
  CANCELED: "\u274C \u0417\u0430\u043A\u0430\u0437 \u2116{{number}} \u043E\u0442\u043C\u0435\u043D\u0451\u043D.",
  reason: "\u041F\u0440\u0438\u0447\u0438\u043D\u0430: {{reason}}",
  open: "\u041E\u0442\u043A\u0440\u044B\u0442\u044C \u0437\u0430\u043A\u0430\u0437"
};

// locales/uz/bot.json
var bot_default3 = {
  ACCEPTED: "\u2705 Buyurtma \u2116{{number}} qabul qilindi. Tayyorlashni boshladik!",
  DONE: "\u{1F6CD} Buyurtma \u2116{{number}} tayyor \u2014 olib ketishingiz mumkin.",
  ON_WAY: "\u{1F697} Buyurtma \u2116{{number}} yo'lda.",
  courier: "Kuryer: {{name}}, {{phone}}",
  DELIVERED: "\u{1F389} Buyurtma \u2116{{number}} yetkazildi. Yoqimli ishtaha!",
  CANCELED: "\u274C Buyurtma \u2116{{number}} bekor qilindi.",
  reason: "Sabab: {{reason}}",
  open: "Buyurtmani ochish"
};

// src/domain/phone.ts
function formatPhone(digits) {
  const d = digits.replace(/\D/g, "");
  const m = /^(998)(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(d);
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]} ${m[5]}` : digits;
}

// server/telegram/order-messages.ts
var TEXTS = { uz: bot_default3, ru: bot_default2, en: bot_default };
var fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key] ?? ""));
function orderMessage(order, language) {
  const t = TEXTS[toLang(language) ?? "ru"];
  const status = order.status;
  const relevant = status === "ACCEPTED" || status === "ON_WAY" || status === "DELIVERED" || status === "CANCELED" || status === "DONE" && order.service_type === "PICK_UP";
  if (!relevant) return null;
  const lines2 = [fill(t[status], { number: order.number })];
  if (status === "ON_WAY" && order.courier_name)
    lines2.push(
      fill(t.courier, {
        name: order.courier_name,
        phone: order.courier_phone ? formatPhone(order.courier_phone) : ""
      }).replace(/,\s*$/, "")
    );
  if (status === "CANCELED" && order.reason) lines2.push(fill(t.reason, { reason: order.reason }));
  return { text: lines2.join("\n"), button: t.open };
}

// server/timed-job.ts
function startTimedJob(name, everyMs, run, options = {}) {
  let running = false;
  const beat = { name, everyMs, lastStart: Date.now() };
  beats.add(beat);
  const tick = async () => {
    if (running) return;
    running = true;
    beat.lastStart = Date.now();
    try {
      await run();
    } catch (error) {
      log.error({ err: error }, name);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  if (options.now) void tick();
  return () => {
    clearInterval(timer);
    beats.delete(beat);
  };
}
var beats = /* @__PURE__ */ new Set();
function stalledJobs(now = Date.now()) {
  return [...beats].filter((b) => now - b.lastStart > Math.max(5 * b.everyMs, 6e4)).map((b) => b.name);
}

// server/outbox.ts
var MAX_ATTEMPTS = 8;
var backoffMs = (attempts) => Math.min(2e3 * 2 ** attempts, 6e5);
var LEASE_MS = 6e4;
async function claimDue(db2, table, now) {
  const outbox = table;
  const due = await db2.transaction().execute(async (tx) => {
    const rows = await tx.selectFrom(outbox).selectAll().where("sent_at", "is", null).where("attempts", "<", MAX_ATTEMPTS).where("next_attempt_at", "<=", now).orderBy("id").limit(20).forUpdate().skipLocked().execute();
    if (rows.length > 0)
      await tx.updateTable(outbox).set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) }).where(
        "id",
        "in",
        rows.map((r) => r.id)
      ).execute();
    return rows;
  });
  return due;
}

// server/telegram/bot-outbox.ts
async function enqueueOrderMessage(tx, order) {
  if (order.order_device !== "TELEGRAM_BOT" || !order.user_id) return;
  const user = await tx.selectFrom("users").select("telegram_id").where("id", "=", order.user_id).executeTakeFirst();
  if (!user?.telegram_id) return;
  const courier = order.courier_name || !order.courier_id ? { name: order.courier_name, phone: order.courier_phone } : await tx.selectFrom("couriers").select(["first_name", "phone"]).where("id", "=", order.courier_id).executeTakeFirst().then((c) => ({ name: c?.first_name ?? null, phone: c?.phone ?? null }));
  const message = orderMessage(
    { ...order, courier_name: courier.name, courier_phone: courier.phone },
    order.language
  );
  if (!message) return;
  await tx.insertInto("bot_messages").values({
    merchant_id: order.merchant_id,
    order_id: order.id,
    chat_id: user.telegram_id,
    body: JSON.stringify(message)
  }).execute();
}
function orderUrl(merchant, orderId, storefrontUrl) {
  const domain = typeof merchant.settings.domain === "string" ? merchant.settings.domain.trim() : "";
  const base2 = domain ? `https://${domain.replace(/^https?:\/\//, "")}` : storefrontUrl.replace("{sub}", merchant.sub);
  return `${base2.replace(/\/$/, "")}/profile/orders/${orderId}`;
}
async function sendDueBotMessages(db2, options, now = /* @__PURE__ */ new Date()) {
  const due = await claimDue(db2, "bot_messages", now);
  let sent = 0;
  for (const row of due) {
    const merchant = await db2.selectFrom("merchants").select(["sub", "settings", "secrets"]).where("id", "=", row.merchant_id).executeTakeFirstOrThrow();
    const token = merchant.secrets.botToken;
    try {
      if (!token) throw new BotApiError("the merchant has no bot token", null, true);
      if (isDevelopmentBotToken(token) && options.apiUrl === TELEGRAM_API_URL)
        throw new BotApiError("development bot: not sent to Telegram", null, true);
      await sendMessage(options.apiUrl, token, row.chat_id, {
        text: row.body.text,
        reply_markup: {
          inline_keyboard: [
            [
              {
                text: row.body.button,
                web_app: { url: orderUrl(merchant, row.order_id, options.storefrontUrl) }
              }
            ]
          ]
        }
      });
      await db2.updateTable("bot_messages").set({ sent_at: /* @__PURE__ */ new Date() }).where("id", "=", row.id).execute();
      sent += 1;
    } catch (error) {
      const failure = error instanceof BotApiError ? error : new BotApiError(String(error), null, false);
      const attempts = failure.permanent ? MAX_ATTEMPTS : row.attempts + 1;
      const wait = failure.retryAfter !== null ? failure.retryAfter * 1e3 : backoffMs(row.attempts);
      await db2.updateTable("bot_messages").set({
        attempts,
        last_error: failure.message.slice(0, 500),
        next_attempt_at: new Date(Date.now() + wait)
      }).where("id", "=", row.id).execute();
    }
  }
  return sent;
}
function startBotSender(db2, options, everyMs) {
  if (everyMs <= 0) return () => void 0;
  return startTimedJob("bot messages", everyMs, async () => {
    while (await sendDueBotMessages(db2, options) > 0) ;
  });
}

// server/orders/transition.ts
var CASHBACK_PERCENT = 3;
async function transitionOrder(tx, order, move) {
  const from = order.status;
  const courierOnly = move.to === from;
  if (courierOnly) {
    if (move.courierStatus === void 0 || move.actor === "CUSTOMER" || move.actor === "KITCHEN")
      throw fail(409, "TRANSITION_NOT_ALLOWED", from);
  } else {
    const refusal2 = refuseTransition(order.service_type, from, move.to, move.actor, move.reason);
    if (refusal2)
      throw fail(
        refusal2.code === "ROLE_NOT_ALLOWED" ? 403 : 409,
        refusal2.code,
        refusal2.code === "TRANSITION_NOT_ALLOWED" ? from : void 0
      );
  }
  const now = /* @__PURE__ */ new Date();
  const to = move.to;
  const merchant = courierOnly ? null : await tx.selectFrom("merchants").select("settings").where("id", "=", order.merchant_id).executeTakeFirstOrThrow();
  const effects = effectsOf(order.service_type, to, {
    totalPrice: order.total_price,
    cashbackSpent: order.cashback,
    isPaid: order.is_paid,
    cashbackPercent: merchant?.settings.cashbackActive === true ? CASHBACK_PERCENT : 0
  });
  const row = await tx.updateTable("orders").set({
    status: to,
    ...move.courierStatus !== void 0 ? { courier_status: move.courierStatus } : {},
    ...move.courierId ? { courier_id: move.courierId } : {},
    // owed back when paid, as the row stands when the update runs: a payment that committed
    // while this cancel waited for the row still makes the refund due
    ...to === "CANCELED" ? { reason: move.reason?.trim() ?? null, refund_due: sql4`is_paid` } : {},
    ...!courierOnly && to === "ACCEPTED" ? { accepted_time: now } : {},
    ...!courierOnly && to === "COOKING" ? { cooking_time: now } : {},
    ...!courierOnly && to === "DONE" ? { ready_time: now } : {},
    ...!courierOnly && (to === "DELIVERED" || to === "CLOSED") ? { delivered_at: now } : {}
  }).where("id", "=", order.id).where("status", "=", order.status).where("courier_status", order.courier_status === null ? "is" : "=", order.courier_status).returningAll().executeTakeFirst();
  if (!row) {
    const current = await tx.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirst();
    throw fail(409, "TRANSITION_NOT_ALLOWED", current?.status ?? from);
  }
  await tx.insertInto("order_log").values({
    order_id: row.id,
    kind: courierOnly ? "CHANGE_COURIER_STATUS" : "CHANGE_STATUS",
    status: row.status,
    courier_status: row.courier_status
  }).execute();
  if (!courierOnly) await enqueueOrderMessage(tx, row);
  const credit = effects.earn + effects.returnSpent;
  if (row.user_id && credit > 0) {
    await tx.updateTable("users").set({ cashback: sql4`cashback + ${credit}` }).where("id", "=", row.user_id).execute();
    await tx.insertInto("cashback_entries").values({ merchant_id: row.merchant_id, user_id: row.user_id, order_id: row.id, amount: credit }).execute();
  }
  return row;
}

// server/orders/checkout-url.ts
function checkoutUrl(merchant, order, returnUrl) {
  const s = merchant.secrets;
  const back = returnUrl ?? "";
  switch (order.payment_type) {
    case "PAYME": {
      const params = `m=${s.paymeMerchantId};ac.order_id=${order.id};a=${order.total_price * 100}${back ? `;c=${back}` : ""}`;
      return `https://checkout.paycom.uz/${Buffer.from(params).toString("base64")}`;
    }
    case "CLICK": {
      const q = new URLSearchParams({
        service_id: s.clickServiceId ?? "",
        merchant_id: s.clickMerchantId ?? "",
        amount: String(order.total_price),
        transaction_param: String(order.id),
        ...back ? { return_url: back } : {}
      });
      return `https://my.click.uz/services/pay?${q}`;
    }
    case "UZUM": {
      const q = new URLSearchParams({
        serviceId: s.uzumServiceId ?? "",
        order_id: String(order.id),
        amount: String(order.total_price * 100),
        ...back ? { redirectUrl: back } : {}
      });
      return `https://www.uzumbank.uz/open-service?${q}`;
    }
    default:
      return null;
  }
}

// server/payments/return-url.ts
function checkReturnUrl(merchant, raw, production) {
  if (raw === void 0 || raw === "") return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw fail(400, "VALIDATION", "returnUrl");
  }
  const domain = typeof merchant.settings.domain === "string" ? merchant.settings.domain : null;
  const hosts = /* @__PURE__ */ new Set([domain, ...production ? [] : [`${merchant.sub}.localhost`, "localhost"]]);
  const scheme = production ? url.protocol === "https:" : url.protocol === "https:" || url.protocol === "http:";
  if (raw.includes(";") || !scheme || !hosts.has(url.hostname) || url.username || url.password)
    throw fail(400, "VALIDATION", "returnUrl");
  return url.toString();
}

// server/payments/card-payment.ts
import { sql as sql5 } from "kysely";

// server/payments/fiscal-items.ts
var text = (name, lang) => (lang === "ru" ? name.ru : lang === "eng" || lang === "en" ? name.eng : name.uz) || name.ru || name.uz || name.eng;
var DELIVERY = { uz: "Yetkazib berish", ru: "\u0414\u043E\u0441\u0442\u0430\u0432\u043A\u0430", eng: "Delivery" };
function fiscalDetail(order, delivery, options = {}) {
  const lang = order.language;
  const items = [];
  for (const line of order.lines) {
    if (!line.fiscal) return null;
    const choices = line.modifications.filter((m) => m.price > 0);
    const unit = line.price - choices.reduce((sum, m) => sum + m.price * m.count, 0);
    items.push(position(text(line.name, lang), unit, line.count, line.fiscal, line.discount));
    for (const m of choices) {
      if (!m.fiscal) return null;
      items.push(
        position(
          `${text(line.name, lang)}: ${text(m.name, lang)}`,
          m.price,
          m.count * line.count,
          m.fiscal,
          0
        )
      );
    }
  }
  let left = (order.promo_discount + order.cashback) * 100;
  const base2 = items.reduce((sum, i) => sum + i.own, 0);
  if (left > 0 && base2 > 0) {
    const total = left;
    for (const item of items) {
      const share = Math.min(item.own, Math.floor(total * item.own / base2));
      item.discount = (item.discount ?? 0) + share;
      item.own -= share;
      left -= share;
    }
    for (const item of items) {
      if (left === 0) break;
      const more = Math.min(item.own, left);
      item.discount = (item.discount ?? 0) + more;
      item.own -= more;
      left -= more;
    }
  }
  const shipped = order.delivery_price - order.delivery_discount;
  const title = text(delivery?.title ?? DELIVERY, lang);
  const detail = { receipt_type: 0, items: items.map(({ own: _own, ...item }) => item) };
  if (shipped > 0 && options.deliveryAsItem) {
    if (!delivery) return null;
    const { own: _own, ...item } = position(title, shipped, 1, delivery, 0);
    detail.items.push(item);
  } else if (shipped > 0) detail.shipping = { title, price: shipped * 100 };
  return detail;
}
function position(title, sum, count, codes, discount) {
  const price = sum * 100;
  return {
    title,
    price,
    count,
    code: codes.mxikCode,
    package_code: codes.packageCode,
    vat_percent: codes.vatPercent,
    ...discount > 0 ? { discount: discount * 100 } : {},
    own: price * count - discount * 100
  };
}

// server/payments/payme-subscribe.ts
var PAYME_API_URL = "https://checkout.paycom.uz/api";
var SubscribeError = class extends Error {
  constructor(code, words) {
    super(`Payme ${code}: ${words.en}`);
    this.code = code;
    this.words = words;
  }
  code;
  words;
};
var wordsOf = (message) => {
  if (typeof message === "string") return { uz: message, ru: message, en: message };
  const m = message ?? {};
  const any = m.ru ?? m.uz ?? m.en ?? m.eng ?? "Payme error";
  return { uz: m.uz ?? any, ru: m.ru ?? any, en: m.en ?? m.eng ?? any };
};
var requestId = 0;
async function subscribe(apiUrl, xAuth, method, params) {
  let body;
  try {
    const res = await fetch(apiUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-auth": xAuth, "cache-control": "no-cache" },
      body: JSON.stringify({ id: ++requestId, method, params }),
      signal: AbortSignal.timeout(3e4)
    });
    body = await res.json();
  } catch {
    body = null;
  }
  if (!body || !body.result && !body.error)
    throw new SubscribeError(-32400, {
      uz: "Payme javob bermadi, keyinroq urinib ko'ring",
      ru: "Payme \u043D\u0435 \u043E\u0442\u0432\u0435\u0442\u0438\u043B, \u043F\u043E\u043F\u0440\u043E\u0431\u0443\u0439\u0442\u0435 \u043F\u043E\u0437\u0436\u0435",
      en: "Payme did not answer, try again later"
    });
  if (body.error) throw new SubscribeError(body.error.code, wordsOf(body.error.message));
  return body.result;
}

// server/payments/card-payment.ts
var receiptsAuth = (merchant) => `${merchant.secrets.paymeMerchantId}:${merchant.secrets.paymeKey}`;
async function payWithCard(db2, apiUrl, merchant, order) {
  const claimed = await db2.updateTable("orders").set({ details: sql5`details || '{"cardCharge": true}'::jsonb` }).where("id", "=", order.id).where("is_paid", "=", false).where("status", "!=", "CANCELED").where(sql5`NOT (details ? 'cardCharge')`).returningAll().executeTakeFirst();
  if (!claimed) return order;
  const card = await db2.selectFrom("cards").select("provider_token").where("id", "=", order.card_id ?? 0).where("is_verified", "=", true).executeTakeFirst();
  try {
    if (!card)
      throw new SubscribeError(-31400, {
        uz: "Karta topilmadi",
        ru: "\u041A\u0430\u0440\u0442\u0430 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D\u0430",
        en: "Card not found"
      });
    const detail = fiscalDetail(order, merchant.delivery_fiscal);
    const { receipt } = await subscribe(
      apiUrl,
      receiptsAuth(merchant),
      "receipts.create",
      {
        amount: Math.round(order.total_price * 100),
        account: { order_id: String(order.id) },
        ...detail ? { detail } : {}
      }
    );
    await subscribe(apiUrl, receiptsAuth(merchant), "receipts.pay", {
      id: receipt._id,
      token: card.provider_token
    });
  } catch (error) {
    if (!(error instanceof SubscribeError)) throw error;
    await db2.transaction().execute(async (tx) => {
      const now = await tx.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
      if (now.is_paid) return;
      await tx.updateTable("orders").set({ idempotency_key: null }).where("id", "=", order.id).execute();
      if (now.status !== "CANCELED")
        await transitionOrder(tx, now, {
          to: "CANCELED",
          actor: "SYSTEM",
          reason: `Card payment failed: ${error.words.en}`
        });
    });
    throw failWith(422, "CARD_PAYMENT_FAILED", error.words);
  }
  return db2.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
}
async function refundCardOrder(db2, apiUrl, merchant, order) {
  if (order.payment_type !== "OTHER" || !order.refund_due) return;
  const paid = await db2.selectFrom("payment_transactions").select("provider_id").where("order_id", "=", order.id).where("provider", "=", "PAYME").where("state", "=", 2).executeTakeFirst();
  if (!paid) return;
  try {
    await subscribe(apiUrl, receiptsAuth(merchant), "receipts.cancel", { id: paid.provider_id });
  } catch (error) {
    if (!(error instanceof SubscribeError)) throw error;
    log.warn(`card refund of order ${order.id} refused: ${error.message}`);
  }
}

// server/api/orders.ts
var FINAL = [...FINAL_STATUSES];
async function ownOrder(db2, user, id) {
  const order = await db2.selectFrom("orders").selectAll().where("merchant_id", "=", user.merchant_id).where("user_id", "=", user.id).where("id", "=", id).executeTakeFirst();
  if (!order) throw notFound("order");
  return order;
}
var orderEvent = (o) => ({
  orderId: o.id,
  status: o.status,
  courierStatus: o.courier_status ?? null,
  courierId: o.courier_id,
  isPaid: o.is_paid,
  at: (/* @__PURE__ */ new Date()).toISOString()
});
function orderHandlers({ db: db2, events, config: config2 }) {
  async function place(request, later) {
    const merchant = requireMerchant(request);
    const key = request.headers["idempotency-key"];
    const openNow = businessNow(config2.devClock, merchant.sub);
    const language = toLang(String(request.headers["accept-language"] ?? "").slice(0, 2));
    const order = await createOrder(
      db2,
      merchant,
      requireUser(request),
      request.body,
      key,
      later,
      openNow,
      language
    );
    if (order.paymentType === "OTHER" && !order.isPaid) {
      const row = await db2.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
      return announce(await loadOrder(db2, await payWithCard(db2, config2.paymeApiUrl, merchant, row)));
    }
    return announce(order);
  }
  function announce(order) {
    events.publish(
      {
        orderId: order.id,
        status: order.status,
        courierStatus: order.courierStatus ?? null,
        courierId: order.courierId ?? null,
        isPaid: order.isPaid,
        at: (/* @__PURE__ */ new Date()).toISOString()
      },
      order.merchant ?? 0
    );
    return order;
  }
  return {
    async createOrder(request) {
      return place(request, request.body.later === true);
    },
    async createOrderAtTime(request) {
      if (request.body.day !== request.params.day)
        throw fail(400, "VALIDATION", "day in the path and in the body differ");
      return place(request, true);
    },
    async getUserOrders(request) {
      const user = requireUser(request);
      if (request.params.userId !== user.id) throw notFound("user");
      const size = request.query.size ?? 10;
      const page = request.query.page ?? 0;
      let base2 = db2.selectFrom("orders").where("merchant_id", "=", user.merchant_id).where("user_id", "=", user.id);
      if (request.query.onlyArchive === true) base2 = base2.where("status", "in", FINAL);
      if (request.query.onlyArchive === false) base2 = base2.where("status", "not in", FINAL);
      const [{ n }, rows] = await Promise.all([
        base2.select(sql6`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
        base2.selectAll().orderBy("created_date", "desc").orderBy("id", "desc").limit(size).offset(page * size).execute()
      ]);
      return {
        content: rows.map((o) => toOrder(o)),
        page,
        size,
        totalElements: n,
        last: (page + 1) * size >= n
      };
    },
    async getUserActiveOrders(request) {
      const user = requireUser(request);
      if (request.params.userId !== user.id) throw notFound("user");
      const rows = await db2.selectFrom("orders").selectAll().where("merchant_id", "=", user.merchant_id).where("user_id", "=", user.id).where("status", "not in", FINAL).orderBy("id", "desc").execute();
      return rows.map((o) => toOrder(o));
    },
    async getOrder(request) {
      return loadOrder(db2, await ownOrder(db2, requireUser(request), request.params.id));
    },
    async cancelOrder(request) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      if (merchant.settings.cancelOrderActive !== true) throw fail(409, "CANCEL_DISABLED");
      const order = await ownOrder(db2, user, request.params.id);
      if (!isCancellable(order.status)) throw fail(409, "NOT_CANCELLABLE");
      const updated = await db2.transaction().execute(
        (tx) => transitionOrder(tx, order, {
          to: "CANCELED",
          actor: "CUSTOMER",
          reason: request.body?.reason?.trim() || "Cancelled by the customer"
        })
      );
      events.publish(orderEvent(updated), updated.merchant_id);
      await refundCardOrder(db2, config2.paymeApiUrl, merchant, updated);
      return loadOrder(
        db2,
        await db2.selectFrom("orders").selectAll().where("id", "=", updated.id).executeTakeFirstOrThrow()
      );
    },
    async reviewOrder(request, reply) {
      const user = requireUser(request);
      const order = await ownOrder(db2, user, request.params.id);
      if (!isReviewable(order.status)) throw fail(409, "NOT_REVIEWABLE");
      if (order.grade !== null) throw fail(409, "ALREADY_REVIEWED");
      const { grade, comment } = request.body;
      const review = await db2.transaction().execute(async (tx) => {
        const marked = await tx.updateTable("orders").set({ grade }).where("id", "=", order.id).where("grade", "is", null).executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw fail(409, "ALREADY_REVIEWED");
        for (const id of new Set(order.lines.map((l) => l.productId))) {
          await tx.updateTable("products").set({ grade_sum: sql6`grade_sum + ${grade}`, grade_count: sql6`grade_count + 1` }).where("id", "=", id).execute();
        }
        return tx.insertInto("reviews").values({
          merchant_id: user.merchant_id,
          order_id: order.id,
          user_id: user.id,
          grade,
          comment: comment ?? null,
          author_name: user.first_name
        }).returningAll().executeTakeFirstOrThrow();
      });
      return reply.code(201).send({
        id: review.id,
        orderId: review.order_id,
        grade: review.grade,
        comment: review.comment,
        authorName: review.author_name,
        createdDate: new Date(review.created_date).toISOString()
      });
    },
    async createOrderEventsTicket(request) {
      const user = requireUser(request);
      const order = await ownOrder(db2, user, request.params.id);
      return issueTicket(db2, user.merchant_id, { userId: user.id, orderId: order.id });
    },
    async getOrderEvents(request, reply) {
      const { id } = request.params;
      if (!request.ctx.user && !await claimTicket(db2, request.query.ticket, request.query.merchantId, { orderId: id }))
        throw fail(401, "UNAUTHORIZED");
      const order = request.ctx.user ? await ownOrder(db2, request.ctx.user, id) : await db2.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const stream = openEventStream(reply);
      stream.send(orderEvent(order));
      if (isFinal(order.status)) {
        stream.end();
        return reply;
      }
      stream.onStop(
        events.subscribe(order.id, (event) => {
          stream.send(event);
          if (isFinal(event.status)) stream.end();
        })
      );
      return reply;
    },
    async getPaymentCheckout(request) {
      const merchant = requireMerchant(request);
      const order = await ownOrder(db2, requireUser(request), request.params.id);
      return {
        orderId: order.id,
        paymentType: order.payment_type,
        amount: order.total_price,
        isPaid: order.is_paid,
        url: order.is_paid ? null : checkoutUrl(
          merchant,
          order,
          checkReturnUrl(merchant, request.query.returnUrl, config2.production)
        )
      };
    }
  };
}

// server/orders/simulator.ts
var BATCH_SIZE = 25;
var MAX_BATCHES_PER_TICK = 40;
var SIMULATOR_LOCK = 7420001;
function startSimulator(db2, events, tickMs) {
  return startTimedJob("order simulator", tickMs, async () => {
    for (let batch = 0; batch < MAX_BATCHES_PER_TICK; batch++) {
      const result = await db2.transaction().execute(async (tx) => {
        const lock = await sql7`SELECT pg_try_advisory_xact_lock(${SIMULATOR_LOCK}) AS locked`.execute(tx);
        if (!lock.rows[0]?.locked) return null;
        const due = await dueOrders(tx, tickMs);
        const moved = [];
        for (const order of due) {
          const row = await stepOrder(tx, order);
          if (row) moved.push(row);
        }
        return { moved, full: due.length === BATCH_SIZE };
      });
      for (const row of result?.moved ?? []) events.publish(orderEvent(row), row.merchant_id);
      if (!result?.full) break;
      await new Promise((resolve3) => setImmediate(resolve3));
    }
  });
}
function dueOrders(db2, tickMs) {
  return db2.selectFrom("orders").selectAll().where("status", "not in", [...FINAL_STATUSES]).where(
    (eb) => eb.or([eb("delivery_at", "is", null), eb("delivery_at", "<", new Date(Date.now() + 36e5))])
  ).where(
    (eb) => eb.or([eb("status", "!=", "OPEN"), eb("created_date", "<", new Date(Date.now() - 3 * tickMs))])
  ).where(
    ({ not, exists, selectFrom }) => not(
      exists(
        selectFrom("order_log").select("order_log.id").whereRef("order_log.order_id", "=", "orders.id").where("order_log.created_date", ">", new Date(Date.now() - tickMs))
      )
    )
  ).orderBy("id").limit(BATCH_SIZE).execute();
}
async function advanceOrder(db2, events, order) {
  const row = await db2.transaction().execute((tx) => stepOrder(tx, order));
  if (row) events.publish(orderEvent(row), row.merchant_id);
  return row;
}
async function stepOrder(tx, order) {
  const step = nextStep(order.service_type, {
    status: order.status,
    courierStatus: order.courier_status
  });
  if (!step) return null;
  const courier = step.courierStatus === "PERFORMER_FOUND" && !order.courier_id ? await tx.selectFrom("couriers").select("id").where("merchant_id", "=", order.merchant_id).orderBy("id").limit(1).executeTakeFirst() : void 0;
  try {
    return await transitionOrder(tx, order, {
      to: step.status,
      courierStatus: step.courierStatus,
      courierId: courier?.id ?? null,
      actor: "SYSTEM"
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
}

// server/api/dev-streets.ts
var STREETS = [
  {
    name: { uz: "Amir Temur shoh ko'chasi", ru: "\u043F\u0440\u043E\u0441\u043F\u0435\u043A\u0442 \u0410\u043C\u0438\u0440\u0430 \u0422\u0435\u043C\u0443\u0440\u0430", en: "Amir Temur Avenue" },
    from: [41.311, 69.2795],
    to: [41.3655, 69.2875],
    houses: 140
  },
  {
    name: { uz: "Bunyodkor shoh ko'chasi", ru: "\u043F\u0440\u043E\u0441\u043F\u0435\u043A\u0442 \u0411\u0443\u043D\u0451\u0434\u043A\u043E\u0440", en: "Bunyodkor Avenue" },
    from: [41.2605, 69.1985],
    to: [41.3035, 69.2455],
    houses: 60
  },
  {
    name: { uz: "Qatortol ko'chasi", ru: "\u0443\u043B\u0438\u0446\u0430 \u041A\u0430\u0442\u0430\u0440\u0442\u0430\u043B", en: "Qatortol Street" },
    from: [41.2955, 69.1985],
    to: [41.2665, 69.2215],
    houses: 80
  },
  {
    name: { uz: "Chilonzor ko'chasi", ru: "\u0443\u043B\u0438\u0446\u0430 \u0427\u0438\u043B\u0430\u043D\u0437\u0430\u0440", en: "Chilonzor Street" },
    from: [41.2925, 69.1705],
    to: [41.2785, 69.2335],
    houses: 90
  },
  {
    name: { uz: "Alisher Navoiy ko'chasi", ru: "\u0443\u043B\u0438\u0446\u0430 \u0410\u043B\u0438\u0448\u0435\u0440\u0430 \u041D\u0430\u0432\u043E\u0438", en: "Alisher Navoi Street" },
    from: [41.3125, 69.2405],
    to: [41.3245, 69.2755],
    houses: 50
  },
  {
    name: { uz: "Shota Rustaveli ko'chasi", ru: "\u0443\u043B\u0438\u0446\u0430 \u0428\u043E\u0442\u0430 \u0420\u0443\u0441\u0442\u0430\u0432\u0435\u043B\u0438", en: "Shota Rustaveli Street" },
    from: [41.2975, 69.2685],
    to: [41.2645, 69.2545],
    houses: 150
  },
  {
    name: { uz: "Mirobod ko'chasi", ru: "\u0443\u043B\u0438\u0446\u0430 \u041C\u0438\u0440\u0430\u0431\u0430\u0434", en: "Mirobod Street" },
    from: [41.2995, 69.2805],
    to: [41.2835, 69.2905],
    houses: 70
  },
  {
    name: { uz: "Buyuk Ipak Yo'li ko'chasi", ru: "\u0443\u043B\u0438\u0446\u0430 \u0411\u0443\u044E\u043A \u0418\u043F\u0430\u043A \u0419\u0443\u043B\u0438", en: "Buyuk Ipak Yoli Street" },
    from: [41.3255, 69.3005],
    to: [41.3465, 69.3545],
    houses: 160
  },
  {
    name: { uz: "Farg'ona yo'li ko'chasi", ru: "\u0424\u0435\u0440\u0433\u0430\u043D\u0441\u043A\u043E\u0435 \u0448\u043E\u0441\u0441\u0435", en: "Fergana Road" },
    from: [41.3005, 69.3105],
    to: [41.2755, 69.3655],
    houses: 120
  },
  {
    name: { uz: "Labzak ko'chasi", ru: "\u0443\u043B\u0438\u0446\u0430 \u041B\u0430\u0431\u0437\u0430\u043A", en: "Labzak Street" },
    from: [41.3245, 69.2545],
    to: [41.3425, 69.2705],
    houses: 100
  },
  {
    name: { uz: "Beruniy ko'chasi", ru: "\u0443\u043B\u0438\u0446\u0430 \u0411\u0435\u0440\u0443\u043D\u0438", en: "Beruniy Street" },
    from: [41.3445, 69.2005],
    to: [41.3505, 69.2455],
    houses: 80
  },
  {
    name: { uz: "Shayxontohur ko'chasi", ru: "\u0443\u043B\u0438\u0446\u0430 \u0428\u0430\u0439\u0445\u0430\u043D\u0442\u0430\u0445\u0443\u0440", en: "Shaykhontohur Street" },
    from: [41.3305, 69.2205],
    to: [41.3215, 69.2505],
    houses: 60
  },
  {
    name: { uz: "Yunusobod ko'chasi", ru: "\u0443\u043B\u0438\u0446\u0430 \u042E\u043D\u0443\u0441\u0430\u0431\u0430\u0434", en: "Yunusobod Street" },
    from: [41.3555, 69.2725],
    to: [41.3805, 69.2985],
    houses: 90
  },
  {
    name: { uz: "Mustaqillik shoh ko'chasi", ru: "\u043F\u0440\u043E\u0441\u043F\u0435\u043A\u0442 \u041C\u0443\u0441\u0442\u0430\u043A\u0438\u043B\u043B\u0438\u043A", en: "Mustaqillik Avenue" },
    from: [41.3155, 69.2875],
    to: [41.3385, 69.3395],
    houses: 110
  }
];
var NEAR_METRES = 2500;
function nearestStreet(latitude, longitude, lang) {
  let best = null;
  for (const street of STREETS) {
    const [a, b] = [street.from, street.to];
    const dx = b[1] - a[1];
    const dy = b[0] - a[0];
    const along = Math.min(
      1,
      Math.max(0, ((longitude - a[1]) * dx + (latitude - a[0]) * dy) / (dx * dx + dy * dy))
    );
    const metres = haversineMeters([latitude, longitude], [a[0] + dy * along, a[1] + dx * along]);
    if (!best || metres < best.metres) best = { street, along, metres };
  }
  if (!best || best.metres > NEAR_METRES) return null;
  return {
    streetName: best.street.name[lang],
    houseNumber: String(1 + Math.round(best.along * (best.street.houses - 1)))
  };
}

// server/api/dev.ts
function devHandlers({
  db: db2,
  config: config2,
  events
}) {
  return {
    async getSmsOutbox(request) {
      if (config2.production) throw notFound();
      const rows = await db2.selectFrom("sms_outbox").selectAll().where("phone", "=", request.query.phone).orderBy("created_date", "desc").orderBy("id", "desc").limit(20).execute();
      return rows.map((r) => ({
        phone: r.phone,
        code: r.code,
        text: r.text,
        createdAt: new Date(r.created_date).toISOString()
      }));
    },
    async reverseGeocode(request) {
      if (config2.production) throw notFound();
      const { latitude, longitude, lang } = request.query;
      const found = nearestStreet(latitude, longitude, lang);
      if (!found) throw notFound();
      return found;
    },
    async advanceOrder(request) {
      if (config2.production) throw notFound();
      const merchant = requireMerchant(request);
      const order = await db2.selectFrom("orders").selectAll().where("id", "=", request.params.id).where("merchant_id", "=", merchant.id).executeTakeFirst();
      if (!order) throw notFound();
      const moved = await advanceOrder(db2, events, order);
      if (!moved) throw fail(409, "ORDER_AT_END");
      return orderEvent(moved);
    }
  };
}

// server/api/ops.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { sql as sql8 } from "kysely";
var toStaff = (s) => ({
  id: s.id,
  name: s.name,
  phone: s.phone,
  role: s.role
});
var FINISHED = ["CLOSED", "CANCELED"];
var dayStart = (day) => {
  const start = scheduledInstant(day, "00:00");
  if (Number.isNaN(start.getTime()) || localParts(start).day !== day)
    throw fail(400, "VALIDATION", `day ${day}`);
  return start;
};
function matching(eb, q) {
  const text2 = q.trim();
  const digits = text2.replace(/\D/g, "");
  const like = `%${text2.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const customers = eb.selectFrom("users").select("users.id").where(
    (u) => u.or([
      u(sql8`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`, "like", like),
      ...digits.length >= 3 ? [u("users.phone", "like", `%${digits}%`)] : []
    ])
  );
  return eb.or([
    .../^\d{1,9}$/.test(text2) ? [eb("orders.number", "=", Number(text2))] : [],
    ...digits.length >= 3 ? [eb(sql8`coalesce(orders.details->>'receiverPhone', '')`, "like", `%${digits}%`)] : [],
    eb(sql8`lower(coalesce(orders.details->>'receiverName', ''))`, "like", like),
    eb("orders.user_id", "in", customers)
  ]);
}
var visibleTo = (staff) => staff.role === "KITCHEN" ? [...KITCHEN_STATUSES] : null;
async function staffOrder(db2, order) {
  const customer = order.user_id ? await db2.selectFrom("users").select(["first_name", "last_name", "phone"]).where("id", "=", order.user_id).executeTakeFirst() : void 0;
  const name = [customer?.first_name, customer?.last_name].filter(Boolean).join(" ") || null;
  return {
    ...await loadOrder(db2, order),
    customer: { name, phone: customer?.phone ?? null },
    courier: order.courier_name ? { name: order.courier_name, phone: order.courier_phone ?? "" } : null,
    nextStatuses: nextStatuses(order.service_type, order.status)
  };
}
function opsHandlers({ db: db2, config: config2, events }) {
  async function merchantOrder(staff, id) {
    const order = await db2.selectFrom("orders").selectAll().where("merchant_id", "=", staff.merchant_id).where("id", "=", id).executeTakeFirst();
    const visible = visibleTo(staff);
    if (!order || visible && !visible.includes(order.status)) throw notFound("order");
    return order;
  }
  return {
    async opsSendOtp(request) {
      const merchant = requireMerchant(request);
      const staff = await db2.selectFrom("staff").select("id").where("merchant_id", "=", merchant.id).where("phone", "=", request.body.phone).where("is_active", "=", true).executeTakeFirst();
      const gateway = gatewayFor(db2, merchant, config2.production);
      return sendCode(db2, staff ? gateway : { name: "none", send: async () => void 0 }, {
        merchant,
        phone: request.body.phone,
        purpose: "STAFF_LOGIN",
        ip: request.ip,
        resendSeconds: config2.otpResendSeconds,
        perIpHour: config2.otpPerIpHour,
        text: (code) => `${merchant.name}: ${code} \u2014 xodim kodi / \u043A\u043E\u0434 \u0441\u043E\u0442\u0440\u0443\u0434\u043D\u0438\u043A\u0430 / staff code`
      });
    },
    async opsVerifyOtp(request) {
      const merchant = requireMerchant(request);
      const { phone, code } = request.body;
      await verifyCode(db2, { merchantId: merchant.id, phone, purpose: "STAFF_LOGIN", code });
      const staff = await db2.selectFrom("staff").selectAll().where("merchant_id", "=", merchant.id).where("phone", "=", phone).where("is_active", "=", true).executeTakeFirst();
      if (!staff) throw fail(400, "WRONG_CODE");
      const token = randomBytes3(32).toString("base64url");
      await db2.insertInto("staff_tokens").values({ token_hash: hashToken(token), merchant_id: merchant.id, staff_id: staff.id }).execute();
      return { token, staff: toStaff(staff) };
    },
    async opsListOrders(request) {
      const staff = requireStaff(request);
      const { status, day, branchId, view: view2, q, from, to, page = 0, size = 50 } = request.query;
      const visible = visibleTo(staff);
      let query = db2.selectFrom("orders").where("merchant_id", "=", staff.merchant_id);
      if (status) query = query.where("status", "=", status);
      if (visible) query = query.where("status", "in", visible);
      if (view2 === "board")
        query = query.where((eb) => eb.or([eb("status", "not in", FINISHED), eb("refund_due", "=", true)]));
      if (view2 === "history") query = query.where("status", "in", FINISHED);
      if (branchId) query = query.where("branch_id", "=", branchId);
      const since = day ?? from;
      const until = day ?? to;
      if (since && until && since > until) throw fail(400, "VALIDATION", "from is after to");
      if (since) query = query.where("created_date", ">=", dayStart(since));
      if (until) query = query.where("created_date", "<", new Date(dayStart(until).getTime() + 864e5));
      if (q) query = query.where((eb) => matching(eb, q));
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy("id", "desc").limit(size).offset(page * size).execute(),
        query.select(sql8`count(*)::int`.as("n")).executeTakeFirstOrThrow()
      ]);
      return {
        content: await Promise.all(rows.map((o) => staffOrder(db2, o))),
        page,
        size,
        totalElements: total.n,
        last: (page + 1) * size >= total.n
      };
    },
    async opsGetOrder(request) {
      return staffOrder(db2, await merchantOrder(requireStaff(request), request.params.id));
    },
    async opsChangeOrderStatus(request) {
      const staff = requireStaff(request);
      const order = await merchantOrder(staff, request.params.id);
      const moved = await db2.transaction().execute(
        (tx) => transitionOrder(tx, order, {
          to: request.body.status,
          reason: request.body.reason,
          actor: staff.role
        })
      );
      events.publish(orderEvent(moved), moved.merchant_id);
      await refundCardOrder(db2, config2.paymeApiUrl, requireMerchant(request), moved);
      return staffOrder(
        db2,
        await db2.selectFrom("orders").selectAll().where("id", "=", moved.id).executeTakeFirstOrThrow()
      );
    },
    async opsAssignCourier(request) {
      const staff = requireOperator(request);
      const order = await merchantOrder(staff, request.params.id);
      if (order.service_type !== "DELIVERY") throw fail(409, "TRANSITION_NOT_ALLOWED", order.status);
      const moved = await db2.transaction().execute(async (tx) => {
        const row = await tx.updateTable("orders").set({ courier_name: request.body.name, courier_phone: request.body.phone }).where("id", "=", order.id).returningAll().executeTakeFirstOrThrow();
        await tx.insertInto("order_log").values({
          order_id: row.id,
          kind: "UPDATE",
          status: row.status,
          courier_status: row.courier_status
        }).execute();
        return row;
      });
      events.publish(orderEvent(moved), moved.merchant_id);
      return staffOrder(db2, moved);
    },
    async opsCreateEventsTicket(request) {
      const staff = requireStaff(request);
      return issueTicket(db2, staff.merchant_id, { staffId: staff.id });
    },
    async opsGetOrderEvents(request, reply) {
      const { merchantId, ticket } = request.query;
      if (!await claimTicket(db2, ticket, merchantId, "staff")) throw fail(401, "UNAUTHORIZED");
      const stream = openEventStream(reply);
      stream.comment("open");
      stream.onStop(events.subscribeMerchant(merchantId, stream.send));
      return reply;
    }
  };
}

// server/api/stop-list.ts
async function entries(db2, merchantId, id) {
  let query = db2.selectFrom("stop_list").selectAll().where("merchant_id", "=", merchantId).where((eb) => eb.or([eb("until", "is", null), eb("until", ">", /* @__PURE__ */ new Date())]));
  if (id !== void 0) query = query.where("id", "=", id);
  const rows = await query.orderBy("id", "desc").execute();
  const products = await db2.selectFrom("products").select(["id", "name", "modification_groups"]).where("merchant_id", "=", merchantId).execute();
  return rows.map((r) => {
    const product = r.product_id ? products.find((p) => p.id === r.product_id) : products.find(
      (p) => p.modification_groups.some((g) => g.modifications.some((m) => m.id === r.modification_id))
    );
    const mod = product?.modification_groups.flatMap((g) => g.modifications).find((m) => m.id === r.modification_id);
    const name = product?.name ?? { uz: "", ru: "", eng: "" };
    return {
      id: r.id,
      productId: r.product_id,
      modificationId: r.modification_id,
      branchId: r.branch_id,
      until: r.until ? r.until.toISOString() : null,
      name: mod ? {
        uz: `${name.uz}: ${mod.name.uz}`,
        ru: `${name.ru}: ${mod.name.ru}`,
        eng: `${name.eng}: ${mod.name.eng}`
      } : name,
      createdAt: new Date(r.created_at).toISOString()
    };
  });
}
function stopListHandlers({ db: db2 }) {
  return {
    async opsListStops(request) {
      return entries(db2, requireStaff(request).merchant_id);
    },
    async opsAddStop(request) {
      const staff = requireOperator(request);
      const { productId, modificationId, branchId = null, until = null } = request.body;
      if (productId === void 0 === (modificationId === void 0))
        throw fail(400, "VALIDATION", "one of productId or modificationId");
      if (until !== null && new Date(until).getTime() <= Date.now())
        throw fail(400, "VALIDATION", "until is in the past");
      const products = await db2.selectFrom("products").select(["id", "modification_groups"]).where("merchant_id", "=", staff.merchant_id).execute();
      const known2 = productId !== void 0 ? products.some((p) => p.id === productId) : products.some(
        (p) => p.modification_groups.some((g) => g.modifications.some((m) => m.id === modificationId))
      );
      if (!known2) throw notFound(productId !== void 0 ? "product" : "modification");
      if (branchId !== null) {
        const branch = await db2.selectFrom("branches").select("id").where("merchant_id", "=", staff.merchant_id).where("id", "=", branchId).executeTakeFirst();
        if (!branch) throw fail(404, "FILIAL_NOT_FOUND");
      }
      const row = await db2.insertInto("stop_list").values({
        merchant_id: staff.merchant_id,
        product_id: productId ?? null,
        modification_id: modificationId ?? null,
        branch_id: branchId,
        until: until === null ? null : new Date(until),
        staff_id: staff.id
      }).returning("id").executeTakeFirstOrThrow();
      return (await entries(db2, staff.merchant_id, row.id))[0];
    },
    async opsRemoveStop(request, reply) {
      const staff = requireOperator(request);
      const removed = await db2.deleteFrom("stop_list").where("merchant_id", "=", staff.merchant_id).where("id", "=", request.params.id).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw notFound("stop-list entry");
      return reply.code(204).send();
    }
  };
}

// server/api/busy-branch.ts
var DAY_MS = 864e5;
function busyBranchHandlers({ db: db2 }) {
  return {
    async opsSetBranchBusy(request) {
      const staff = requireOperator(request);
      const { pausedUntil, extraMinutes } = request.body;
      const until = pausedUntil === null ? null : new Date(pausedUntil);
      if (until && (until.getTime() <= Date.now() || until.getTime() > Date.now() + DAY_MS))
        throw fail(422, "PAUSE_OUT_OF_RANGE");
      const branch = await db2.updateTable("branches").set({ paused_until: until, extra_minutes: extraMinutes }).where("merchant_id", "=", staff.merchant_id).where("id", "=", request.params.id).returning(["paused_until", "extra_minutes"]).executeTakeFirst();
      if (!branch) throw fail(404, "FILIAL_NOT_FOUND");
      return {
        pausedUntil: branch.paused_until ? branch.paused_until.toISOString() : null,
        extraMinutes: branch.extra_minutes
      };
    }
  };
}

// src/domain/day-report.ts
function slices(orders, key) {
  const out = /* @__PURE__ */ new Map();
  for (const o of orders) {
    const k = key(o);
    const s = out.get(k) ?? { key: k, orders: 0, revenue: 0 };
    s.orders += 1;
    s.revenue += o.totalPrice;
    out.set(k, s);
  }
  return [...out.values()].sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));
}
function dayReport(all) {
  const kept = all.filter((o) => o.status !== "CANCELED");
  const revenue = kept.reduce((sum, o) => sum + o.totalPrice, 0);
  const dishes = /* @__PURE__ */ new Map();
  for (const o of kept)
    for (const line of o.lines) {
      const d = dishes.get(line.productId) ?? {
        productId: line.productId,
        name: line.name,
        count: 0,
        revenue: 0
      };
      d.count += line.count;
      d.revenue += line.total;
      dishes.set(line.productId, d);
    }
  return {
    orders: kept.length,
    revenue,
    averageCheck: kept.length === 0 ? 0 : Math.round(revenue / kept.length),
    cancelled: all.length - kept.length,
    byPayment: slices(kept, (o) => o.paymentType),
    byService: slices(kept, (o) => o.serviceType),
    topDishes: [...dishes.values()].sort((a, b) => b.count - a.count || b.revenue - a.revenue || a.productId - b.productId).slice(0, 10)
  };
}
var csvField = (value) => {
  const text2 = value === null ? "" : String(value);
  const safe = /^[=+\-@]/.test(text2) && typeof value === "string" ? `'${text2}` : text2;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

// server/api/reports.ts
var DAY_MS2 = 864e5;
function placed(db2, merchantId, from, to, branchId) {
  const since = dayStart(from);
  const until = new Date(dayStart(to).getTime() + DAY_MS2);
  if (until <= since) throw fail(400, "VALIDATION", "from is after to");
  if (until.getTime() - since.getTime() > 366 * DAY_MS2) throw fail(400, "VALIDATION", "a year at most");
  let query = db2.selectFrom("orders").selectAll().where("merchant_id", "=", merchantId).where("created_date", ">=", since).where("created_date", "<", until);
  if (branchId) query = query.where("branch_id", "=", branchId);
  return query.orderBy("id").execute();
}
function reportHandlers({ db: db2 }) {
  return {
    async opsDayReport(request) {
      const staff = requireOperator(request);
      const { day, branchId } = request.query;
      const orders = await placed(db2, staff.merchant_id, day, day, branchId);
      return {
        day,
        ...dayReport(
          orders.map((o) => ({
            status: o.status,
            paymentType: o.payment_type,
            serviceType: o.service_type,
            totalPrice: o.total_price,
            lines: o.lines
          }))
        )
      };
    },
    async opsOrdersCsv(request, reply) {
      const staff = requireOperator(request);
      const { from, to, branchId } = request.query;
      const orders = await placed(db2, staff.merchant_id, from, to, branchId);
      const phones = new Map(
        (await db2.selectFrom("users").select(["id", "phone"]).where("merchant_id", "=", staff.merchant_id).where(
          "id",
          "in",
          [...new Set(orders.map((o) => o.user_id).filter((id) => id !== null))].concat(0)
        ).execute()).map((u) => [u.id, u.phone])
      );
      const branches = new Map(
        (await db2.selectFrom("branches").select(["id", "name"]).where("merchant_id", "=", staff.merchant_id).execute()).map((b) => [b.id, b.name])
      );
      const header = [
        "number",
        "time",
        "status",
        "service",
        "branch",
        "payment",
        "paid",
        "total",
        "delivery",
        "discount",
        "customer phone"
      ];
      const rows = orders.map((o) => {
        const at = localParts(new Date(o.created_date));
        return [
          o.number,
          `${at.day} ${at.time}`,
          o.status,
          o.service_type,
          branches.get(o.branch_id)?.uz ?? String(o.branch_id),
          o.payment_type,
          o.is_paid,
          o.total_price,
          o.delivery_price,
          o.total_discount,
          o.user_id ? phones.get(o.user_id) ?? null : null
        ];
      });
      const csv = [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n");
      return reply.type("text/csv; charset=utf-8").header("Content-Disposition", `attachment; filename="orders-${from}-${to}.csv"`).send(`\uFEFF${csv}\r
`);
    }
  };
}

// server/api/refunds.ts
function refundHandlers({ db: db2, events }) {
  return {
    async opsMarkRefunded(request) {
      const staff = requireOperator(request);
      const { method, note = null } = request.body;
      const refunded = await db2.transaction().execute(async (tx) => {
        const row = await tx.updateTable("orders").set({
          refund_due: false,
          refunded_at: /* @__PURE__ */ new Date(),
          refunded_by: staff.id,
          refund_method: method,
          refund_note: note?.trim() || null
        }).where("merchant_id", "=", staff.merchant_id).where("id", "=", request.params.id).where("refund_due", "=", true).returningAll().executeTakeFirst();
        if (!row) {
          const exists = await tx.selectFrom("orders").select("status").where("merchant_id", "=", staff.merchant_id).where("id", "=", request.params.id).executeTakeFirst();
          if (!exists) throw notFound("order");
          throw fail(409, "NO_REFUND_DUE");
        }
        await tx.insertInto("order_log").values({
          order_id: row.id,
          kind: "REFUNDED",
          status: row.status,
          courier_status: row.courier_status
        }).execute();
        return row;
      });
      events.publish(orderEvent(refunded), refunded.merchant_id);
      return staffOrder(db2, refunded);
    }
  };
}

// server/api/profile.ts
import { sql as sql9 } from "kysely";
function profileHandlers({ db: db2 }) {
  const toAddress = (a) => ({
    ...a.data,
    id: a.id,
    createdDate: new Date(a.created_date).toISOString(),
    lastModifiedDate: new Date(a.last_modified_date).toISOString()
  });
  const ownAddress = (merchantId, userId, id) => db2.selectFrom("addresses").selectAll().where("merchant_id", "=", merchantId).where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
  return {
    async getAddresses(request) {
      const user = requireUser(request);
      const rows = await db2.selectFrom("addresses").selectAll().where("merchant_id", "=", user.merchant_id).where("user_id", "=", user.id).orderBy("id", "desc").execute();
      return rows.map(toAddress);
    },
    async createAddress(request, reply) {
      const user = requireUser(request);
      const row = await db2.insertInto("addresses").values({ merchant_id: user.merchant_id, user_id: user.id, data: JSON.stringify(request.body) }).returningAll().executeTakeFirstOrThrow();
      return reply.code(201).send(toAddress(row));
    },
    async updateAddress(request) {
      const user = requireUser(request);
      if (!await ownAddress(user.merchant_id, user.id, request.params.id)) throw notFound("address");
      const row = await db2.updateTable("addresses").set({ data: JSON.stringify(request.body), last_modified_date: /* @__PURE__ */ new Date() }).where("id", "=", request.params.id).returningAll().executeTakeFirstOrThrow();
      return toAddress(row);
    },
    async deleteAddress(request, reply) {
      const user = requireUser(request);
      const res = await db2.deleteFrom("addresses").where("merchant_id", "=", user.merchant_id).where("user_id", "=", user.id).where("id", "=", request.params.id).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound("address");
      return reply.code(204).send();
    },
    async getFavourites(request) {
      const user = requireUser(request);
      if (request.query.userId !== user.id) throw notFound("user");
      const rows = await db2.selectFrom("favourites").innerJoin("products", "products.id", "favourites.product_id").selectAll("products").select("favourites.id as favourite_id").where("favourites.user_id", "=", user.id).where("favourites.merchant_id", "=", user.merchant_id).orderBy("favourites.id", "desc").execute();
      return rows.map((r) => toProduct(r, { id: r.favourite_id }));
    },
    async addFavourite(request) {
      const user = requireUser(request);
      const product = await db2.selectFrom("products").select("id").where("merchant_id", "=", user.merchant_id).where("id", "=", request.body.productId).executeTakeFirst();
      if (!product) throw notFound("product");
      await db2.insertInto("favourites").values({ merchant_id: user.merchant_id, user_id: user.id, product_id: product.id }).onConflict((oc) => oc.columns(["user_id", "product_id"]).doNothing()).execute();
      const fav = await db2.selectFrom("favourites").select("id").where("user_id", "=", user.id).where("product_id", "=", product.id).executeTakeFirstOrThrow();
      return { favaoriteId: fav.id, productId: product.id, isFavourite: true };
    },
    async removeFavourite(request, reply) {
      const user = requireUser(request);
      const res = await db2.deleteFrom("favourites").where("user_id", "=", user.id).where("id", "=", request.params.favaoriteId).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound("favourite");
      return reply.code(204).send();
    },
    async getCashbackHistory(request) {
      const user = requireUser(request);
      const entries2 = await db2.selectFrom("cashback_entries").selectAll().where("user_id", "=", user.id).orderBy("id", "desc").limit(100).execute();
      return {
        balance: user.cashback,
        entries: entries2.map((e) => ({
          id: e.id,
          amount: e.amount,
          orderId: e.order_id,
          createdDate: new Date(e.created_date).toISOString()
        }))
      };
    },
    async getNotifications(request) {
      const user = requireUser(request);
      const rows = await db2.selectFrom("notifications").leftJoin(
        "notification_reads",
        (join13) => join13.onRef("notification_reads.notification_id", "=", "notifications.id").on("notification_reads.user_id", "=", user.id)
      ).select([
        "notifications.id",
        "notifications.title",
        "notifications.body",
        "notifications.created_date",
        sql9`notification_reads.user_id IS NOT NULL`.as("is_read")
      ]).where("notifications.merchant_id", "=", user.merchant_id).where(
        (eb) => eb.or([eb("notifications.user_id", "is", null), eb("notifications.user_id", "=", user.id)])
      ).orderBy("notifications.id", "desc").execute();
      return rows.map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        isRead: n.is_read,
        createdDate: new Date(n.created_date).toISOString()
      }));
    },
    async markNotificationRead(request, reply) {
      const user = requireUser(request);
      const n = await db2.selectFrom("notifications").select("id").where("merchant_id", "=", user.merchant_id).where("id", "=", request.params.id).where((eb) => eb.or([eb("user_id", "is", null), eb("user_id", "=", user.id)])).executeTakeFirst();
      if (!n) throw notFound("notification");
      await db2.insertInto("notification_reads").values({ notification_id: n.id, user_id: user.id }).onConflict((oc) => oc.columns(["notification_id", "user_id"]).doNothing()).execute();
      return reply.code(204).send();
    }
  };
}

// server/api/cards.ts
import { sql as sql10 } from "kysely";

// src/domain/cards.ts
function isValidCardNumber(number) {
  if (!/^\d{16}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
function isExpired(expire, now) {
  const [mm, yy] = expire.split("/").map(Number);
  if (!mm || mm > 12 || yy === void 0 || Number.isNaN(yy)) return true;
  const end = new Date(Date.UTC(2e3 + yy, mm, 1));
  return end.getTime() <= now.getTime();
}
function cardType(number) {
  if (number.startsWith("8600") || number.startsWith("5614")) return "UZCARD";
  if (number.startsWith("9860")) return "HUMO";
  if (number.startsWith("4")) return "VISA";
  return "MASTERCARD";
}
var maskCard = (number) => `${number.slice(0, 4)} \u2022\u2022\u2022\u2022 \u2022\u2022\u2022\u2022 ${number.slice(-4)}`;

// server/api/cards.ts
var WRONG_CODE = -31103;
var MAX_TRIES = 5;
var kassa = (merchant) => merchant.secrets.paymeMerchantId ?? "";
var refusal = (error) => {
  if (error instanceof SubscribeError) return failWith(400, "CARD_REFUSED", error.words);
  throw error;
};
function cardHandlers({ db: db2, config: config2 }) {
  const payme = async (merchant, method, params) => {
    try {
      return await subscribe(
        config2.paymeApiUrl,
        kassa(merchant),
        method,
        params
      );
    } catch (error) {
      throw refusal(error);
    }
  };
  const toCard = (c) => ({
    id: c.id,
    name: c.name,
    number: c.masked,
    expire: c.expire,
    isVerified: c.is_verified,
    type: c.type
  });
  return {
    async getCards(request) {
      const user = requireUser(request);
      const rows = await db2.selectFrom("cards").selectAll().where("user_id", "=", user.id).where("merchant_id", "=", user.merchant_id).orderBy("id").execute();
      return rows.map(toCard);
    },
    async addCard(request, reply) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const { number, expire, name } = request.body;
      if (!isValidCardNumber(number) || isExpired(expire, /* @__PURE__ */ new Date())) throw fail(400, "INVALID_CARD");
      if (merchant.settings.cardActive !== true || missingCredentials(merchant.secrets, "OTHER").length > 0)
        throw fail(400, "PAYMENT_NOT_AVAILABLE", "card");
      const created = await payme(merchant, "cards.create", {
        card: { number, expire: expire.replace("/", "") },
        save: true
      });
      await payme(merchant, "cards.get_verify_code", { token: created.card.token });
      const row = await db2.insertInto("cards").values({
        merchant_id: merchant.id,
        user_id: user.id,
        name: name ?? null,
        masked: maskCard(number),
        expire,
        type: cardType(number),
        provider_token: created.card.token
      }).returningAll().executeTakeFirstOrThrow();
      return reply.code(201).send(toCard(row));
    },
    async confirmCard(request) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const card = await db2.selectFrom("cards").selectAll().where("user_id", "=", user.id).where("id", "=", request.params.id).executeTakeFirst();
      if (!card) throw notFound("card");
      const tried = await db2.updateTable("cards").set({ verify_attempts: sql10`verify_attempts + 1` }).where("id", "=", card.id).where("verify_attempts", "<", MAX_TRIES).executeTakeFirst();
      if (Number(tried.numUpdatedRows) === 0) throw fail(400, "WRONG_CODE");
      try {
        await subscribe(config2.paymeApiUrl, kassa(merchant), "cards.verify", {
          token: card.provider_token,
          code: request.body.code
        });
      } catch (error) {
        if (error instanceof SubscribeError && error.code === WRONG_CODE) throw fail(400, "WRONG_CODE");
        throw refusal(error);
      }
      const row = await db2.updateTable("cards").set({ is_verified: true }).where("id", "=", card.id).returningAll().executeTakeFirstOrThrow();
      return toCard(row);
    },
    async deleteCard(request, reply) {
      const user = requireUser(request);
      const res = await db2.deleteFrom("cards").where("user_id", "=", user.id).where("id", "=", request.params.id).returning("provider_token").executeTakeFirst();
      if (!res) throw notFound("card");
      await subscribe(config2.paymeApiUrl, kassa(requireMerchant(request)), "cards.remove", {
        token: res.provider_token
      }).catch(() => void 0);
      return reply.code(204).send();
    }
  };
}

// server/api/reservations.ts
var setting = (settings, key) => settings[key] === true;
function reservationHandlers({ db: db2 }) {
  const toReservation = (r) => ({
    id: r.id,
    branchId: r.branch_id,
    placeId: r.place_id,
    chairs: r.chairs,
    day: r.day,
    time: r.time,
    comment: r.comment,
    status: r.status,
    createdDate: new Date(r.created_date).toISOString()
  });
  return {
    async createReservation(request, reply) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const b = request.body;
      if (!setting(merchant.settings, "bookingActive")) throw fail(422, "BOOKING_UNAVAILABLE");
      const branch = await db2.selectFrom("branches").selectAll().where("merchant_id", "=", merchant.id).where("id", "=", b.branchId).where("is_active", "=", true).executeTakeFirst();
      if (!branch) throw fail(404, "FILIAL_NOT_FOUND");
      if (branch.settings.bookingEnabled !== true)
        throw fail(422, "BOOKING_UNAVAILABLE");
      const place = await db2.selectFrom("places").selectAll().where("branch_id", "=", branch.id).where("id", "=", b.placeId).executeTakeFirst();
      if (!place) throw notFound("place");
      if (b.chairs > place.chairs) throw fail(422, "TOO_MANY_CHAIRS");
      const problem = checkSchedule(
        { open: branch.open, close: branch.close, workHours: branch.work_hours },
        b.day,
        b.time,
        /* @__PURE__ */ new Date()
      );
      if (problem) throw fail(422, SCHEDULE_ERRORS[problem]);
      const row = await db2.insertInto("reservations").values({
        merchant_id: merchant.id,
        user_id: user.id,
        branch_id: branch.id,
        place_id: place.id,
        chairs: b.chairs,
        day: b.day,
        time: b.time,
        comment: b.comment ?? null
      }).onConflict(
        (oc) => oc.columns(["user_id", "place_id", "day", "time"]).where("status", "<>", "CANCELED").doNothing()
      ).returningAll().executeTakeFirst();
      if (!row) throw fail(409, "ALREADY_BOOKED");
      return reply.code(201).send(toReservation(row));
    },
    async getMyReservations(request) {
      const user = requireUser(request);
      const rows = await db2.selectFrom("reservations").selectAll().where("user_id", "=", user.id).where("merchant_id", "=", user.merchant_id).orderBy("id", "desc").execute();
      return rows.map(toReservation);
    }
  };
}

// server/api/reviews.ts
function reviewHandlers({ db: db2 }) {
  return {
    async getGrades(request) {
      const rows = await db2.selectFrom("products").select(["id", "grade_sum", "grade_count"]).where("merchant_id", "=", requireMerchant(request).id).where("grade_count", ">", 0).execute();
      return rows.map((r) => ({
        productId: r.id,
        grade: Math.round(r.grade_sum / r.grade_count * 10) / 10,
        count: r.grade_count
      }));
    },
    async getProductReviews(request) {
      const merchant = requireMerchant(request);
      const product = await db2.selectFrom("products").select("id").where("merchant_id", "=", merchant.id).where("id", "=", request.params.id).executeTakeFirst();
      if (!product) throw notFound("product");
      const reviews = await db2.selectFrom("reviews").innerJoin("orders", "orders.id", "reviews.order_id").select([
        "reviews.id",
        "reviews.order_id",
        "reviews.grade",
        "reviews.comment",
        "reviews.author_name",
        "reviews.created_date",
        "orders.lines"
      ]).where("reviews.merchant_id", "=", merchant.id).orderBy("reviews.created_date", "desc").limit(200).execute();
      return reviews.filter((r) => r.lines.some((l) => l.productId === product.id)).slice(0, 50).map((r) => ({
        id: r.id,
        orderId: r.order_id,
        grade: r.grade,
        comment: r.comment,
        authorName: r.author_name,
        createdDate: new Date(r.created_date).toISOString()
      }));
    }
  };
}

// server/api/handlers.ts
function createHandlers(deps) {
  return {
    ...catalogHandlers(deps),
    ...reviewHandlers(deps),
    ...accountHandlers(deps),
    ...profileHandlers(deps),
    ...cardHandlers(deps),
    ...reservationHandlers(deps),
    ...contentHandlers(deps),
    ...orderHandlers(deps),
    ...opsHandlers(deps),
    ...stopListHandlers(deps),
    ...busyBranchHandlers(deps),
    ...reportHandlers(deps),
    ...refundHandlers(deps),
    ...devHandlers(deps)
  };
}

// server/cdn/cdn.ts
import { existsSync, mkdirSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import sharp from "sharp";
var FILE = /^[a-z0-9][a-z0-9._-]{0,120}$/i;
var FITS = /* @__PURE__ */ new Set(["cover", "contain", "fill", "inside", "outside"]);
var TYPES = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp"
};
var LONG_CACHE = "public, max-age=31536000, immutable";
function notFound2(reply, file) {
  return reply.code(404).send({ code: "NOT_FOUND", message: `Image not found: ${file}` });
}
var MissingPicture = class extends Error {
};
async function registerCdn(app2, options) {
  mkdirSync(options.cacheDir, { recursive: true });
  const inflight = /* @__PURE__ */ new Map();
  app2.get("/cdn/:file", async (request, reply) => {
    const { file } = request.params;
    const original = FILE.test(file) ? await options.pictures.read(file) : null;
    if (!original) return notFound2(reply, file);
    return reply.header("Cache-Control", LONG_CACHE).type(TYPES[extname(file).toLowerCase()] ?? "application/octet-stream").send(original);
  });
  app2.get(
    "/cdn/resize/:fit/:width/:height/:quality/:file",
    async (request, reply) => {
      const { fit, file } = request.params;
      const width = Number(request.params.width);
      const height = Number(request.params.height);
      const quality = Number(request.params.quality);
      const ok = FITS.has(fit) && [width, height].every((n) => Number.isInteger(n) && n >= 16 && n <= 2048) && Number.isInteger(quality) && quality >= 1 && quality <= 100;
      if (!ok)
        return reply.code(400).send({
          code: "VALIDATION",
          message: "fit must be cover|contain|fill|inside|outside; 16 \u2264 width, height \u2264 2048; 1 \u2264 quality \u2264 100"
        });
      if (!FILE.test(file)) return notFound2(reply, file);
      const cached = join(options.cacheDir, `${fit}-${width}x${height}-q${quality}-${file}.webp`);
      let body;
      if (existsSync(cached)) body = await readFile(cached);
      else {
        let job = inflight.get(cached);
        if (!job) {
          job = (async () => {
            const original = await options.pictures.read(file);
            if (!original) throw new MissingPicture();
            const out = await sharp(original, { density: 144 }).resize(width, height, {
              fit,
              background: { r: 0, g: 0, b: 0, alpha: 0 }
            }).webp({ quality }).toBuffer();
            const tmp = `${cached}.${process.pid}.tmp`;
            await writeFile(tmp, out);
            await rename(tmp, cached);
            return out;
          })().finally(() => inflight.delete(cached));
          inflight.set(cached, job);
        }
        try {
          body = await job;
        } catch (error) {
          if (error instanceof MissingPicture) return notFound2(reply, file);
          throw error;
        }
      }
      return reply.header("Cache-Control", LONG_CACHE).type("image/webp").send(body);
    }
  );
}

// server/cdn/storage.ts
import { existsSync as existsSync2, mkdirSync as mkdirSync2 } from "node:fs";
import { readFile as readFile2, rename as rename2, writeFile as writeFile2 } from "node:fs/promises";
import { join as join2 } from "node:path";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
function diskStore(dir) {
  return {
    where: dir,
    async read(name) {
      const path = join2(dir, name);
      return existsSync2(path) ? readFile2(path) : null;
    },
    async write(name, bytes) {
      mkdirSync2(dir, { recursive: true });
      const tmp = join2(dir, `.${name}.${process.pid}.tmp`);
      await writeFile2(tmp, bytes);
      await rename2(tmp, join2(dir, name));
    }
  };
}
function s3Store(settings) {
  const client2 = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // only the checksums S3 itself requires: S3-compatible stores do not all know the newer ones
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED"
  });
  return {
    where: `s3 ${settings.endpoint}/${settings.bucket}`,
    async read(name) {
      try {
        const object = await client2.send(new GetObjectCommand({ Bucket: settings.bucket, Key: name }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        const { name: code, $metadata } = error;
        if (code === "NoSuchKey" || code === "NotFound" || $metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async write(name, bytes) {
      await client2.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: name,
          Body: bytes,
          ContentLength: bytes.length
        })
      );
    }
  };
}

// server/db/database.ts
import { mkdirSync as mkdirSync3 } from "node:fs";
import { join as join4 } from "node:path";
import { Kysely, Migrator, PostgresDialect } from "kysely";
import { PGlite } from "@electric-sql/pglite";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";

// server/db/migrations/001-initial.ts
var initial_exports = {};
__export(initial_exports, {
  up: () => up
});
import { readFileSync } from "node:fs";
import { join as join3 } from "node:path";
import { sql as sql11 } from "kysely";

// server/paths.ts
import { resolve } from "node:path";
var ROOT = resolve(import.meta.dirname, "..");

// server/db/migrations/001-initial.ts
async function up(db2) {
  const schema = readFileSync(join3(ROOT, "server", "db", "migrations", "001-initial.sql"), "utf8");
  for (const statement of schema.split(/;\s*$/m).map((s) => s.trim()).filter(Boolean)) {
    await sql11.raw(statement).execute(db2);
  }
}

// server/db/migrations/002-order-numbers.ts
var order_numbers_exports = {};
__export(order_numbers_exports, {
  up: () => up2
});
import { sql as sql12 } from "kysely";
async function up2(db2) {
  for (const statement of [
    `CREATE TABLE order_counters (
       merchant_id integer PRIMARY KEY REFERENCES merchants(id),
       last_number integer NOT NULL
     )`,
    `WITH ranked AS (
       SELECT id, merchant_id, row_number() OVER (PARTITION BY merchant_id, number ORDER BY id) AS copy
       FROM orders
     ), tops AS (
       SELECT merchant_id, max(number) AS top FROM orders GROUP BY merchant_id
     ), renumbered AS (
       SELECT ranked.id, tops.top + row_number() OVER (PARTITION BY ranked.merchant_id ORDER BY ranked.id) AS number
       FROM ranked JOIN tops USING (merchant_id)
       WHERE ranked.copy > 1
     )
     UPDATE orders SET number = renumbered.number FROM renumbered WHERE orders.id = renumbered.id`,
    `INSERT INTO order_counters (merchant_id, last_number)
     SELECT merchant_id, max(number) FROM orders GROUP BY merchant_id`,
    `DROP INDEX orders_number`,
    `CREATE UNIQUE INDEX orders_number ON orders (merchant_id, number)`
  ])
    await sql12.raw(statement).execute(db2);
}

// server/db/migrations/003-stream-tickets.ts
var stream_tickets_exports = {};
__export(stream_tickets_exports, {
  up: () => up3
});
import { sql as sql13 } from "kysely";
async function up3(db2) {
  for (const statement of [
    `CREATE TABLE stream_tickets (
       ticket_hash text PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       user_id integer NOT NULL REFERENCES users(id),
       order_id integer NOT NULL REFERENCES orders(id),
       expires_at timestamptz NOT NULL,
       used boolean NOT NULL DEFAULT false
     )`,
    `CREATE INDEX stream_tickets_expiry ON stream_tickets (expires_at)`
  ])
    await sql13.raw(statement).execute(db2);
}

// server/db/migrations/004-staff.ts
var staff_exports = {};
__export(staff_exports, {
  up: () => up4
});
import { sql as sql14 } from "kysely";
async function up4(db2) {
  for (const statement of [
    `CREATE TABLE staff (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       phone text NOT NULL,
       name text NOT NULL,
       role text NOT NULL CHECK (role IN ('OPERATOR', 'KITCHEN')),
       is_active boolean NOT NULL DEFAULT true,
       created_date timestamptz NOT NULL DEFAULT now(),
       UNIQUE (merchant_id, phone)
     )`,
    `CREATE TABLE staff_tokens (
       token_hash text PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       staff_id integer NOT NULL REFERENCES staff(id),
       revoked boolean NOT NULL DEFAULT false,
       created_date timestamptz NOT NULL DEFAULT now()
     )`,
    `ALTER TABLE stream_tickets ALTER COLUMN user_id DROP NOT NULL`,
    `ALTER TABLE stream_tickets ALTER COLUMN order_id DROP NOT NULL`,
    `ALTER TABLE stream_tickets ADD COLUMN staff_id integer REFERENCES staff(id)`,
    `ALTER TABLE orders ADD COLUMN courier_name text`,
    `ALTER TABLE orders ADD COLUMN courier_phone text`
  ])
    await sql14.raw(statement).execute(db2);
}

// server/db/migrations/005-payment-transactions.ts
var payment_transactions_exports = {};
__export(payment_transactions_exports, {
  up: () => up5
});
import { sql as sql15 } from "kysely";
async function up5(db2) {
  for (const statement of [
    `CREATE TABLE payment_transactions (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       order_id integer NOT NULL REFERENCES orders(id),
       provider text NOT NULL,
       provider_id text NOT NULL,
       amount bigint NOT NULL,
       state integer NOT NULL,
       reason integer,
       create_time bigint NOT NULL,
       perform_time bigint NOT NULL DEFAULT 0,
       cancel_time bigint NOT NULL DEFAULT 0,
       UNIQUE (provider, provider_id)
     )`,
    `CREATE INDEX payment_transactions_order ON payment_transactions (order_id)`,
    `ALTER TABLE orders ADD COLUMN refund_due boolean NOT NULL DEFAULT false`
  ])
    await sql15.raw(statement).execute(db2);
}

// server/db/migrations/006-promo-rules.ts
var promo_rules_exports = {};
__export(promo_rules_exports, {
  up: () => up6
});
import { sql as sql16 } from "kysely";
async function up6(db2) {
  for (const statement of [
    `ALTER TABLE promos ADD COLUMN first_order_only boolean NOT NULL DEFAULT false`,
    `ALTER TABLE promos ADD COLUMN per_customer_limit integer`,
    `CREATE TABLE promo_uses (
       promo_id integer NOT NULL REFERENCES promos(id),
       user_id integer NOT NULL REFERENCES users(id),
       use_no integer NOT NULL,
       order_id integer NOT NULL REFERENCES orders(id),
       PRIMARY KEY (promo_id, user_id, use_no)
     )`
  ])
    await sql16.raw(statement).execute(db2);
}

// server/db/migrations/007-modification-ids.ts
var modification_ids_exports = {};
__export(modification_ids_exports, {
  up: () => up7
});
import { sql as sql17 } from "kysely";
async function up7(db2) {
  await sql17.raw(`CREATE SEQUENCE modification_ids START WITH 300000000`).execute(db2);
}

// server/db/migrations/008-telegram.ts
var telegram_exports = {};
__export(telegram_exports, {
  up: () => up8
});
import { sql as sql18 } from "kysely";
async function up8(db2) {
  for (const statement of [
    `ALTER TABLE orders ADD COLUMN language text`,
    `ALTER TABLE orders ADD COLUMN table_id integer`,
    `ALTER TABLE branches ADD COLUMN key text`,
    `ALTER TABLE branches ADD COLUMN tables jsonb NOT NULL DEFAULT '[]'`,
    `ALTER TABLE products ADD COLUMN channels jsonb NOT NULL DEFAULT '["WEB","TG"]'`,
    `ALTER TABLE products ADD COLUMN telegram_price double precision`,
    `CREATE TABLE bot_messages (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       order_id integer NOT NULL REFERENCES orders(id),
       chat_id text NOT NULL,
       body jsonb NOT NULL,
       attempts integer NOT NULL DEFAULT 0,
       next_attempt_at timestamptz NOT NULL DEFAULT now(),
       sent_at timestamptz,
       last_error text,
       created_date timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX bot_messages_due ON bot_messages (next_attempt_at) WHERE sent_at IS NULL`
  ])
    await sql18.raw(statement).execute(db2);
}

// server/db/migrations/009-place-translations.ts
var place_translations_exports = {};
__export(place_translations_exports, {
  up: () => up9
});
import { sql as sql19 } from "kysely";
async function up9(db2) {
  for (const statement of [
    `ALTER TABLE branches ADD COLUMN address_translations jsonb`,
    `ALTER TABLE delivery_zones ADD COLUMN name_translations jsonb`
  ])
    await sql19.raw(statement).execute(db2);
}

// server/db/migrations/010-one-payment-per-order.ts
var one_payment_per_order_exports = {};
__export(one_payment_per_order_exports, {
  up: () => up10
});
import { sql as sql20 } from "kysely";
async function up10(db2) {
  for (const statement of [
    `UPDATE payment_transactions t SET state = -1, reason = 3, cancel_time = (extract(epoch from now()) * 1000)::bigint
       WHERE t.state = 1 AND t.provider <> 'CLICK' AND EXISTS (
         SELECT 1 FROM payment_transactions o
          WHERE o.order_id = t.order_id AND o.provider <> 'CLICK' AND o.id <> t.id
            AND (o.state = 2 OR (o.state = 1 AND o.id > t.id)))`,
    `CREATE UNIQUE INDEX payment_transactions_one_performed ON payment_transactions (order_id) WHERE state = 2`,
    `CREATE UNIQUE INDEX payment_transactions_one_open ON payment_transactions (order_id)
       WHERE state IN (1, 2) AND provider <> 'CLICK'`
  ])
    await sql20.raw(statement).execute(db2);
}

// server/db/migrations/011-stop-list.ts
var stop_list_exports = {};
__export(stop_list_exports, {
  up: () => up11
});
import { sql as sql21 } from "kysely";
async function up11(db2) {
  for (const statement of [
    `CREATE TABLE stop_list (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       product_id integer REFERENCES products(id) ON DELETE CASCADE,
       modification_id integer,
       branch_id integer REFERENCES branches(id) ON DELETE CASCADE,
       until timestamptz,
       staff_id integer REFERENCES staff(id),
       created_at timestamptz NOT NULL DEFAULT now(),
       CHECK ((product_id IS NULL) <> (modification_id IS NULL))
     )`,
    `CREATE INDEX stop_list_merchant ON stop_list (merchant_id)`
  ])
    await sql21.raw(statement).execute(db2);
}

// server/db/migrations/012-one-booking.ts
var one_booking_exports = {};
__export(one_booking_exports, {
  up: () => up12
});
import { sql as sql22 } from "kysely";
async function up12(db2) {
  for (const statement of [
    `UPDATE reservations r SET status = 'CANCELED'
       WHERE r.status <> 'CANCELED' AND EXISTS (
         SELECT 1 FROM reservations o
          WHERE o.user_id = r.user_id AND o.place_id = r.place_id AND o.day = r.day AND o.time = r.time
            AND o.status <> 'CANCELED' AND o.id < r.id)`,
    `CREATE UNIQUE INDEX reservations_one_per_customer ON reservations (user_id, place_id, day, time)
       WHERE status <> 'CANCELED'`
  ])
    await sql22.raw(statement).execute(db2);
}

// server/db/migrations/013-refunds.ts
var refunds_exports = {};
__export(refunds_exports, {
  up: () => up13
});
import { sql as sql23 } from "kysely";
async function up13(db2) {
  for (const statement of [
    `ALTER TABLE orders ADD COLUMN refunded_at timestamptz`,
    `ALTER TABLE orders ADD COLUMN refunded_by integer REFERENCES staff(id)`,
    `ALTER TABLE orders ADD COLUMN refund_method text`,
    `ALTER TABLE orders ADD COLUMN refund_note text`
  ])
    await sql23.raw(statement).execute(db2);
}

// server/db/migrations/014-busy-branch.ts
var busy_branch_exports = {};
__export(busy_branch_exports, {
  up: () => up14
});
import { sql as sql24 } from "kysely";
async function up14(db2) {
  for (const statement of [
    `ALTER TABLE branches ADD COLUMN paused_until timestamptz`,
    `ALTER TABLE branches ADD COLUMN extra_minutes integer NOT NULL DEFAULT 0 CHECK (extra_minutes BETWEEN 0 AND 120)`,
    `ALTER TABLE orders ADD COLUMN extra_minutes integer NOT NULL DEFAULT 0`
  ])
    await sql24.raw(statement).execute(db2);
}

// server/db/migrations/015-zone-sums.ts
var zone_sums_exports = {};
__export(zone_sums_exports, {
  up: () => up15
});
import { sql as sql25 } from "kysely";
async function up15(db2) {
  for (const statement of [
    `ALTER TABLE delivery_zones ADD COLUMN min_order integer CHECK (min_order >= 0)`,
    `ALTER TABLE delivery_zones ADD COLUMN free_from integer CHECK (free_from >= 0)`
  ])
    await sql25.raw(statement).execute(db2);
}

// server/db/migrations/016-folder-keys.ts
var folder_keys_exports = {};
__export(folder_keys_exports, {
  up: () => up16
});
import { sql as sql26 } from "kysely";
async function up16(db2) {
  for (const table of ["cities", "menu_groups", "categories", "products"])
    await sql26.raw(`ALTER TABLE ${table} ADD COLUMN key text`).execute(db2);
}

// server/db/migrations/017-fiscal.ts
var fiscal_exports = {};
__export(fiscal_exports, {
  up: () => up17
});
import { sql as sql27 } from "kysely";
async function up17(db2) {
  for (const statement of [
    `ALTER TABLE products ADD COLUMN fiscal jsonb`,
    `ALTER TABLE merchants ADD COLUMN delivery_fiscal jsonb`,
    `ALTER TABLE orders ADD COLUMN fiscal_receipt jsonb`,
    `ALTER TABLE orders ADD COLUMN fiscal_refund_receipt jsonb`
  ])
    await sql27.raw(statement).execute(db2);
}

// server/db/migrations/018-fiscal-outbox.ts
var fiscal_outbox_exports = {};
__export(fiscal_outbox_exports, {
  up: () => up18
});
import { sql as sql28 } from "kysely";
async function up18(db2) {
  for (const statement of [
    `CREATE TABLE fiscal_outbox (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       order_id integer NOT NULL REFERENCES orders(id),
       provider text NOT NULL,
       payment_id text NOT NULL,
       attempts integer NOT NULL DEFAULT 0,
       next_attempt_at timestamptz NOT NULL DEFAULT now(),
       submitted_at timestamptz,
       sent_at timestamptz,
       last_error text,
       created_date timestamptz NOT NULL DEFAULT now(),
       UNIQUE (provider, payment_id)
     )`,
    `CREATE INDEX fiscal_outbox_due ON fiscal_outbox (next_attempt_at) WHERE sent_at IS NULL`
  ])
    await sql28.raw(statement).execute(db2);
}

// server/db/migrations/019-card-attempts.ts
var card_attempts_exports = {};
__export(card_attempts_exports, {
  up: () => up19
});
import { sql as sql29 } from "kysely";
async function up19(db2) {
  await sql29.raw(`ALTER TABLE cards ADD COLUMN verify_attempts integer NOT NULL DEFAULT 0`).execute(db2);
}

// server/db/database.ts
var MIGRATIONS = {
  "001-initial": initial_exports,
  "002-order-numbers": order_numbers_exports,
  "003-stream-tickets": stream_tickets_exports,
  "004-staff": staff_exports,
  "005-payment-transactions": payment_transactions_exports,
  "006-promo-rules": promo_rules_exports,
  "007-modification-ids": modification_ids_exports,
  "008-telegram": telegram_exports,
  "009-place-translations": place_translations_exports,
  "010-one-payment-per-order": one_payment_per_order_exports,
  "011-stop-list": stop_list_exports,
  "012-one-booking": one_booking_exports,
  "013-refunds": refunds_exports,
  "014-busy-branch": busy_branch_exports,
  "015-zone-sums": zone_sums_exports,
  "016-folder-keys": folder_keys_exports,
  "017-fiscal": fiscal_exports,
  "018-fiscal-outbox": fiscal_outbox_exports,
  "019-card-attempts": card_attempts_exports
};
var provider = { getMigrations: async () => MIGRATIONS };
var EMBEDDED = {
  startParams: [
    ...PGlite.defaultStartParams,
    "-c",
    "shared_buffers=16MB"
  ]
};
function openDatabase(options) {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      application_name: options.applicationName ?? options.pgSchema ?? "dasturxon",
      ...options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}
    });
    pool.on("error", (error) => log.warn(`database: idle connection lost (${error.message})`));
    watchPool(pool);
    return new Kysely({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.dataDir.startsWith("memory://"))
    return new Kysely({
      dialect: new PGliteDialect(
        new PGlite({ ...EMBEDDED, ...options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {} })
      )
    });
  const dir = join4(options.dataDir, "pg");
  mkdirSync3(dir, { recursive: true });
  return new Kysely({ dialect: new PGliteDialect(new PGlite(dir, EMBEDDED)) });
}
async function pendingMigrations(db2, schema) {
  const migrator = new Migrator({ db: db2, provider, ...schema ? { migrationTableSchema: schema } : {} });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}
async function migrate(db2, schema) {
  const migrator = new Migrator({ db: db2, provider, ...schema ? { migrationTableSchema: schema } : {} });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? [])
    if (r.status === "Error") console.error(`migration ${r.migrationName} failed`);
  if (error) throw error;
}

// server/http/body-rules.ts
import { STATUS_CODES } from "node:http";
var BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function parseJsonBody(raw) {
  if (raw.trim() === "") return void 0;
  let parsed2;
  try {
    parsed2 = JSON.parse(raw, (key, value) => {
      if (key === "__proto__" || key === "constructor") throw fail(400, "VALIDATION", `property ${key}`);
      if (typeof value !== "string") return value;
      if (value.includes("\0")) throw fail(400, "VALIDATION", "NUL character in a string");
      if (LONE_SURROGATE.test(value)) throw fail(400, "VALIDATION", "a lone surrogate in a string");
      return value.replace(BIDI_CONTROLS, "").trim();
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fail(400, "VALIDATION", "the body is not valid JSON");
  }
  return parsed2;
}
function registerBodyRules(app2, contract) {
  const bodyRequired = new Set(
    Object.values(contract.paths).flatMap((item) => Object.values(item)).filter((op) => op.requestBody?.required === true && op.operationId).map((op) => op.operationId)
  );
  app2.removeAllContentTypeParsers();
  app2.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body));
    } catch (error) {
      done(error, void 0);
    }
  });
  app2.addHook("onRoute", (route) => {
    const operationId = route.schema?.operationId;
    if (!operationId || !bodyRequired.has(operationId)) return;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [
      ...existing,
      async (request) => {
        if (request.body === void 0 || request.body === null)
          throw fail(400, "VALIDATION", "a JSON body is required");
      }
    ];
  });
}
function answerClientError(error, socket) {
  if (!socket.writable) return void socket.destroy();
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    tooLarge ? { code: "HEADERS_TOO_LARGE", message: "The URL or headers are too large" } : { code: "BAD_REQUEST", message: "The request could not be read" }
  );
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r
Content-Type: application/json\r
Content-Length: ${Buffer.byteLength(body)}\r
Connection: close\r
\r
${body}`
  );
}

// server/db/unavailable.ts
function isDatabaseUnavailable(error) {
  const { code } = error ?? {};
  if (typeof code !== "string") return false;
  return /^(57P0[1-3]|08\d{3}|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND)$/.test(code);
}

// server/http/security-headers.ts
import { randomBytes as randomBytes4 } from "node:crypto";
var FRAME_ANCESTORS = "'self' https://web.telegram.org https://*.web.telegram.org";
function storefrontPolicy({
  nonce,
  yandexMap,
  yandexGeocoder = false,
  metrika,
  amoCrm,
  cdnOrigin
}) {
  const yandex = yandexMap ? ["https://api-maps.yandex.ru", "https://*.yandex.ru", "https://*.yandex.net"] : [];
  const geocoder = yandexGeocoder ? ["https://geocode-maps.yandex.ru"] : [];
  const ym = metrika ? ["https://mc.yandex.ru"] : [];
  const amo = amoCrm ? ["https://gso.amocrm.ru", "https://*.amocrm.ru"] : [];
  const tiles = ["https://tile.openstreetmap.org", "https://*.tile.openstreetmap.org"];
  const cdn = cdnOrigin ? [cdnOrigin] : [];
  const list = (...hosts) => [...new Set(hosts)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, ...yandex, ...ym, ...amo)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...amo)}`,
    `img-src ${list("'self'", "data:", "blob:", ...cdn, ...tiles, ...yandex, ...ym, ...amo)}`,
    `connect-src ${list("'self'", ...yandex, ...geocoder, ...ym, ...metrika ? ["wss://mc.yandex.ru"] : [], ...amo)}`,
    `frame-src ${list(...yandex, ...ym, ...amo) || "'none'"}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${FRAME_ANCESTORS}`
  ].join("; ");
}
var API_POLICY = `default-src 'none'; frame-ancestors 'none'`;
var newNonce = () => randomBytes4(16).toString("base64");
function cdnOriginOf(url) {
  if (!url || !/^https?:\/\//.test(url)) return null;
  return new URL(url).origin;
}
function registerSecurityHeaders(app2, production = false) {
  app2.addHook("onSend", async (request, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    if (production) reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", API_POLICY);
    const api = request.url.startsWith("/api/");
    if (request.headers.authorization || api && !reply.hasHeader("Cache-Control"))
      reply.header("Cache-Control", "no-store");
    return payload;
  });
}

// server/payments/click.ts
import { createHash as createHash5, timingSafeEqual as timingSafeEqual3 } from "node:crypto";

// server/payments/paid.ts
async function markPaid(tx, orderId) {
  const row = await tx.updateTable("orders").set({ is_paid: true }).where("id", "=", orderId).where("is_paid", "=", false).returningAll().executeTakeFirst();
  if (!row) return null;
  await tx.insertInto("order_log").values({ order_id: row.id, kind: "PAID", status: row.status, courier_status: row.courier_status }).execute();
  return row;
}
async function markRefunded(tx, orderId) {
  const row = await tx.updateTable("orders").set({ is_paid: false, refund_due: false }).where("id", "=", orderId).returningAll().executeTakeFirstOrThrow();
  await tx.insertInto("order_log").values({ order_id: row.id, kind: "UPDATE", status: row.status, courier_status: row.courier_status }).execute();
  if (isFinal(row.status)) return row;
  try {
    return await transitionOrder(tx, row, { to: "CANCELED", actor: "SYSTEM", reason: "Payment refunded" });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return row;
    throw error;
  }
}

// server/payments/transactions.ts
var lockOrder = (tx, orderId) => tx.selectFrom("orders").selectAll().where("id", "=", orderId).forUpdate().executeTakeFirstOrThrow();
var byProviderId = (tx, provider2, providerId) => tx.selectFrom("payment_transactions").selectAll().where("provider", "=", provider2).where("provider_id", "=", providerId).executeTakeFirst();
async function openTransaction(db2, values, exclusive) {
  return db2.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, values.order_id);
    const replay = await byProviderId(tx, values.provider, values.provider_id);
    if (replay) return { row: replay };
    if (order.is_paid) return { refused: "PAID" };
    if (order.status === "CANCELED") return { refused: "CANCELLED" };
    if (exclusive) {
      const other = await tx.selectFrom("payment_transactions").select("id").where("order_id", "=", order.id).where("state", "in", [1, 2]).executeTakeFirst();
      if (other) return { refused: "BUSY" };
    }
    return {
      row: await tx.insertInto("payment_transactions").values(values).returningAll().executeTakeFirstOrThrow()
    };
  });
}
var reread = (db2, id) => db2.selectFrom("payment_transactions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
async function performTransaction(db2, id, cancelRefused) {
  return db2.transaction().execute(async (tx) => {
    const before = await reread(tx, id);
    const order = await lockOrder(tx, before.order_id);
    const t = await reread(tx, id);
    if (t.state !== 1) return { row: t, paid: null };
    const refused = order.status === "CANCELED" ? "CANCELLED" : order.is_paid ? "PAID" : null;
    if (refused) {
      const row = cancelRefused ? await tx.updateTable("payment_transactions").set({ state: -1, cancel_time: Date.now(), reason: null }).where("id", "=", id).returningAll().executeTakeFirstOrThrow() : t;
      return { row, paid: null, refused };
    }
    const performed = await tx.updateTable("payment_transactions").set({ state: 2, perform_time: Date.now() }).where("id", "=", id).where("state", "=", 1).returningAll().executeTakeFirstOrThrow();
    const paid = await markPaid(tx, performed.order_id);
    if (paid && performed.provider === "CLICK")
      await tx.insertInto("fiscal_outbox").values({
        merchant_id: paid.merchant_id,
        order_id: paid.id,
        provider: "CLICK",
        payment_id: performed.provider_id
      }).execute();
    return { row: performed, paid };
  });
}
async function cancelTransaction(db2, t, reason = null) {
  return db2.transaction().execute(async (tx) => {
    await lockOrder(tx, t.order_id);
    const current = await reread(tx, t.id);
    if (current.state < 0) return { row: current, refunded: null };
    const state = current.state === 2 ? -2 : -1;
    const cancelled = await tx.updateTable("payment_transactions").set({ state, cancel_time: Date.now(), reason }).where("id", "=", t.id).returningAll().executeTakeFirstOrThrow();
    return { row: cancelled, refunded: state === -2 ? await markRefunded(tx, t.order_id) : null };
  });
}
function merchantBySub(db2, sub) {
  return db2.selectFrom("merchants").selectAll().where("sub", "=", sub).executeTakeFirst();
}

// server/payments/click.ts
var CODES = {
  OK: [0, "Success"],
  SIGN: [-1, "SIGN CHECK FAILED!"],
  AMOUNT: [-2, "Incorrect parameter amount"],
  ACTION: [-3, "Action not found"],
  PAID: [-4, "Already paid"],
  NO_ORDER: [-5, "Order does not exist"],
  NO_TRANSACTION: [-6, "Transaction does not exist"],
  REQUEST: [-8, "Error in request from click"],
  CANCELLED: [-9, "Transaction cancelled"]
};
var md5 = (text2) => createHash5("md5").update(text2).digest("hex");
var same = (a, b) => a.length === b.length && timingSafeEqual3(Buffer.from(a), Buffer.from(b));
function registerClick(app2, deps) {
  const { db: db2, events } = deps;
  return app2.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body)))
    );
    for (const step of ["prepare", "complete"]) {
      scope.post(
        `/api/callbacks/click/:sub/${step}`,
        async (request, reply) => {
          const form = request.body ?? {};
          const answer = (code, extra = {}) => reply.code(200).header("Cache-Control", "no-store").send({
            click_trans_id: Number(form.click_trans_id) || null,
            merchant_trans_id: form.merchant_trans_id ?? null,
            ...extra,
            error: CODES[code][0],
            error_note: CODES[code][1]
          });
          const merchant = await merchantBySub(db2, request.params.sub);
          const secret = merchant?.secrets.clickSecretKey;
          const required = [
            "click_trans_id",
            "service_id",
            "merchant_trans_id",
            "amount",
            "action",
            "sign_time",
            "sign_string"
          ];
          if (!merchant || !secret || required.some((k) => !form[k])) return answer("REQUEST");
          const prepareId = step === "complete" ? form.merchant_prepare_id ?? "" : "";
          const signed = md5(
            `${form.click_trans_id}${form.service_id}${secret}${form.merchant_trans_id}${prepareId}${form.amount}${form.action}${form.sign_time}`
          );
          if (!same(signed, String(form.sign_string))) return answer("SIGN");
          if (form.action !== (step === "prepare" ? "0" : "1")) return answer("ACTION");
          if (!/^\d{1,12}(\.\d{1,2})?$/.test(String(form.amount))) return answer("AMOUNT");
          const orderId = Number(form.merchant_trans_id);
          const order = Number.isInteger(orderId) ? await db2.selectFrom("orders").selectAll().where("merchant_id", "=", merchant.id).where("id", "=", orderId).where("payment_type", "=", "CLICK").executeTakeFirst() : void 0;
          if (!order) return answer("NO_ORDER");
          if (Math.abs(Number(form.amount) - order.total_price) >= 0.01) return answer("AMOUNT");
          if (step === "prepare") {
            if (order.is_paid) return answer("PAID");
            if (order.status === "CANCELED") return answer("CANCELLED");
            const opened = await openTransaction(
              db2,
              {
                merchant_id: merchant.id,
                order_id: order.id,
                provider: "CLICK",
                provider_id: String(form.click_trans_id),
                amount: Math.round(order.total_price * 100),
                state: 1,
                reason: null,
                create_time: Date.now()
              },
              false
            );
            if (opened.refused) return answer(opened.refused === "CANCELLED" ? "CANCELLED" : "PAID");
            const row2 = opened.row;
            if (row2.order_id !== order.id) return answer("NO_TRANSACTION");
            return answer(row2.state < 0 ? "CANCELLED" : "OK", { merchant_prepare_id: row2.id });
          }
          const prepared = await db2.selectFrom("payment_transactions").selectAll().where("provider", "=", "CLICK").where("provider_id", "=", String(form.click_trans_id)).where("id", "=", Number(form.merchant_prepare_id) || 0).executeTakeFirst();
          if (!prepared || prepared.order_id !== order.id) return answer("NO_TRANSACTION");
          if (prepared.state === 2) return answer("PAID", { merchant_confirm_id: prepared.id });
          if (prepared.state < 0) return answer("CANCELLED", { merchant_confirm_id: prepared.id });
          if (Number(form.error) < 0) {
            await cancelTransaction(db2, prepared);
            return answer("CANCELLED", { merchant_confirm_id: prepared.id });
          }
          const { row, paid, refused } = await performTransaction(db2, prepared.id, true);
          if (paid) events.publish(orderEvent(paid), paid.merchant_id);
          if (refused)
            return answer(refused === "CANCELLED" ? "CANCELLED" : "PAID", { merchant_confirm_id: row.id });
          if (!paid) return answer(row.state === 2 ? "PAID" : "CANCELLED", { merchant_confirm_id: row.id });
          return answer("OK", { merchant_confirm_id: row.id });
        }
      );
    }
  });
}

// server/payments/basic-auth.ts
import { timingSafeEqual as timingSafeEqual4 } from "node:crypto";
function basicAuthMatches(header, login, password) {
  if (!header?.startsWith("Basic ")) return false;
  const given = Buffer.from(Buffer.from(header.slice(6).trim(), "base64").toString("utf8"));
  const expected = Buffer.from(`${login}:${password}`);
  return given.length === expected.length && timingSafeEqual4(given, expected);
}

// server/payments/payme-protocol.ts
var ERRORS = {
  HTTP_METHOD: [
    -32300,
    "Faqat POST so'rovi",
    "\u041C\u0435\u0442\u043E\u0434 \u0437\u0430\u043F\u0440\u043E\u0441\u0430 \u0434\u043E\u043B\u0436\u0435\u043D \u0431\u044B\u0442\u044C POST",
    "The request method must be POST"
  ],
  PARSE: [-32700, "JSON xato", "\u041E\u0448\u0438\u0431\u043A\u0430 \u0440\u0430\u0437\u0431\u043E\u0440\u0430 JSON", "Parse error"],
  REQUEST: [-32600, "So'rov noto'g'ri", "\u041D\u0435\u0432\u0435\u0440\u043D\u044B\u0439 \u0437\u0430\u043F\u0440\u043E\u0441", "Invalid request"],
  METHOD: [-32601, "Usul topilmadi", "\u041C\u0435\u0442\u043E\u0434 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D", "Method not found"],
  AUTH: [-32504, "Ruxsat yo'q", "\u041D\u0435\u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u043E \u043F\u0440\u0438\u0432\u0438\u043B\u0435\u0433\u0438\u0439", "Insufficient privilege"],
  AMOUNT: [-31001, "Summa noto'g'ri", "\u041D\u0435\u0432\u0435\u0440\u043D\u0430\u044F \u0441\u0443\u043C\u043C\u0430", "Invalid amount"],
  NO_TRANSACTION: [-31003, "Tranzaksiya topilmadi", "\u0422\u0440\u0430\u043D\u0437\u0430\u043A\u0446\u0438\u044F \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D\u0430", "Transaction not found"],
  CANNOT_CANCEL: [
    -31007,
    "Buyurtma bajarilgan, bekor qilib bo'lmaydi",
    "\u0417\u0430\u043A\u0430\u0437 \u0432\u044B\u043F\u043E\u043B\u043D\u0435\u043D, \u043E\u0442\u043C\u0435\u043D\u0430 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u0430",
    "The order is fulfilled and cannot be cancelled"
  ],
  CANNOT_PERFORM: [
    -31008,
    "Amalni bajarib bo'lmaydi",
    "\u041D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u043E \u0432\u044B\u043F\u043E\u043B\u043D\u0438\u0442\u044C \u043E\u043F\u0435\u0440\u0430\u0446\u0438\u044E",
    "Unable to perform the operation"
  ],
  NO_ORDER: [-31050, "Buyurtma topilmadi", "\u0417\u0430\u043A\u0430\u0437 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D", "Order not found"],
  ORDER_BUSY: [
    -31051,
    "Buyurtma uchun boshqa to'lov kutilmoqda",
    "\u041F\u043E \u0437\u0430\u043A\u0430\u0437\u0443 \u043E\u0436\u0438\u0434\u0430\u0435\u0442\u0441\u044F \u0434\u0440\u0443\u0433\u043E\u0439 \u043F\u043B\u0430\u0442\u0451\u0436",
    "Another payment of this order is pending"
  ]
};
var isText = (v) => typeof v === "string" && v.length > 0;
var isCount = (v) => typeof v === "number" && Number.isSafeInteger(v) && v > 0;
var isTime = (v) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var REQUIRED = {
  CheckPerformTransaction: { amount: isCount, account: isObject },
  CreateTransaction: { id: isText, time: isTime, amount: isCount, account: isObject },
  PerformTransaction: { id: isText },
  CancelTransaction: { id: isText, reason: (v) => typeof v === "number" && Number.isInteger(v) },
  CheckTransaction: { id: isText },
  GetStatement: { from: isTime, to: isTime },
  SetFiscalData: {
    id: isText,
    type: (v) => v === "PERFORM" || v === "CANCEL",
    fiscal_data: isObject
  }
};

// server/payments/payme.ts
var TIMEOUT_MS = 12 * 36e5;
var PaymeError = class extends Error {
  constructor(kind, data) {
    super(kind);
    this.kind = kind;
    this.data = data;
  }
  kind;
  data;
};
function registerPayme(app2, deps) {
  const { db: db2, events } = deps;
  const url = "/api/callbacks/payme/:sub";
  return app2.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    const answer = (reply, id, payload) => reply.code(200).header("Cache-Control", "no-store").send({ jsonrpc: "2.0", id: id ?? null, ...payload });
    const refusal2 = (reply, id, error) => {
      const [code, uz, ru, en] = ERRORS[error.kind];
      return answer(reply, id, {
        error: { code, message: { uz, ru, en }, ...error.data ? { data: error.data } : {} }
      });
    };
    scope.route({
      method: ["GET", "PUT", "PATCH", "DELETE"],
      url,
      handler: (_request, reply) => refusal2(reply, null, new PaymeError("HTTP_METHOD"))
    });
    scope.post(url, async (request, reply) => {
      let body;
      try {
        const parsed2 = parseJsonBody(typeof request.body === "string" ? request.body : "");
        if (!isObject(parsed2)) throw new Error("not an object");
        body = parsed2;
      } catch {
        return refusal2(reply, null, new PaymeError("PARSE"));
      }
      try {
        const merchant = await merchantBySub(db2, request.params.sub);
        const key = merchant?.secrets.paymeKey;
        if (!merchant || !key || !basicAuthMatches(request.headers.authorization, "Paycom", key))
          throw new PaymeError("AUTH");
        if (typeof body.method !== "string" || !isObject(body.params)) throw new PaymeError("REQUEST");
        const method = METHODS[body.method];
        if (!method) throw new PaymeError("METHOD", String(body.method));
        const params = body.params;
        const wrong = Object.entries(REQUIRED[body.method] ?? {}).find(([field, ok]) => !ok(params[field]));
        if (wrong) throw new PaymeError("REQUEST", wrong[0]);
        const { result, changed } = await method(db2, merchant, params);
        if (changed) events.publish(orderEvent(changed), changed.merchant_id);
        return answer(reply, body.id, { result });
      } catch (error) {
        if (!(error instanceof PaymeError)) throw error;
        return refusal2(reply, body.id, error);
      }
    });
  });
}
async function orderFor(db2, merchant, params) {
  const id = Number(params.account?.order_id);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw new PaymeError("NO_ORDER", "order_id");
  const order = await db2.selectFrom("orders").selectAll().where("merchant_id", "=", merchant.id).where("id", "=", id).executeTakeFirst();
  if (!order) throw new PaymeError("NO_ORDER", "order_id");
  return order;
}
async function payableOrder(db2, merchant, params) {
  const order = await orderFor(db2, merchant, params);
  const viaPayme = order.payment_type === "PAYME" || order.payment_type === "OTHER";
  if (!viaPayme || order.is_paid || order.status === "CANCELED") throw new PaymeError("CANNOT_PERFORM");
  if (Number(params.amount) !== Math.round(order.total_price * 100)) throw new PaymeError("AMOUNT");
  return order;
}
async function transactionOf(db2, merchant, params) {
  const row = await db2.selectFrom("payment_transactions").selectAll().where("merchant_id", "=", merchant.id).where("provider", "=", "PAYME").where("provider_id", "=", String(params.id ?? "")).executeTakeFirst();
  if (!row) throw new PaymeError("NO_TRANSACTION");
  return row;
}
var view = (t) => ({
  transaction: String(t.id),
  state: t.state,
  create_time: Number(t.create_time),
  perform_time: Number(t.perform_time),
  cancel_time: Number(t.cancel_time)
});
async function expireIfLate(db2, t) {
  if (t.state !== 1 || Date.now() - Number(t.create_time) <= TIMEOUT_MS) return;
  await db2.updateTable("payment_transactions").set({ state: -1, reason: 4, cancel_time: Date.now() }).where("id", "=", t.id).where("state", "=", 1).execute();
  throw new PaymeError("CANNOT_PERFORM");
}
var METHODS = {
  async CheckPerformTransaction(db2, merchant, params) {
    const order = await payableOrder(db2, merchant, params);
    const detail = fiscalDetail(order, merchant.delivery_fiscal);
    return { result: { allow: true, ...detail ? { detail } : {} } };
  },
  async CreateTransaction(db2, merchant, params) {
    const existing = await transactionOf(db2, merchant, params).catch(() => null);
    if (existing) {
      if (existing.state !== 1) throw new PaymeError("CANNOT_PERFORM");
      await expireIfLate(db2, existing);
      return {
        result: { create_time: Number(existing.create_time), transaction: String(existing.id), state: 1 }
      };
    }
    const order = await payableOrder(db2, merchant, params);
    const opened = await openTransaction(
      db2,
      {
        merchant_id: merchant.id,
        order_id: order.id,
        provider: "PAYME",
        provider_id: String(params.id),
        amount: Number(params.amount),
        state: 1,
        reason: null,
        create_time: Number(params.time)
      },
      true
    );
    if (opened.refused === "BUSY") throw new PaymeError("ORDER_BUSY", "order_id");
    if (opened.refused) throw new PaymeError("CANNOT_PERFORM");
    const row = opened.row;
    if (row.state !== 1) throw new PaymeError("CANNOT_PERFORM");
    return {
      result: { create_time: Number(row.create_time), transaction: String(row.id), state: row.state }
    };
  },
  async PerformTransaction(db2, merchant, params) {
    const t = await transactionOf(db2, merchant, params);
    if (t.state === 2)
      return { result: { transaction: String(t.id), perform_time: Number(t.perform_time), state: 2 } };
    if (t.state !== 1) throw new PaymeError("CANNOT_PERFORM");
    await expireIfLate(db2, t);
    const { row, paid } = await performTransaction(db2, t.id, false);
    if (row.state !== 2) throw new PaymeError("CANNOT_PERFORM");
    return {
      result: { transaction: String(row.id), perform_time: Number(row.perform_time), state: 2 },
      changed: paid
    };
  },
  async CancelTransaction(db2, merchant, params) {
    const t = await transactionOf(db2, merchant, params);
    if (t.state < 0)
      return { result: { transaction: String(t.id), cancel_time: Number(t.cancel_time), state: t.state } };
    const order = await db2.selectFrom("orders").select("status").where("id", "=", t.order_id).executeTakeFirstOrThrow();
    if (t.state === 2 && (order.status === "DELIVERED" || order.status === "CLOSED"))
      throw new PaymeError("CANNOT_CANCEL");
    const { row, refunded } = await cancelTransaction(db2, t, Number(params.reason));
    return {
      result: { transaction: String(row.id), cancel_time: Number(row.cancel_time), state: row.state },
      changed: refunded
    };
  },
  async CheckTransaction(db2, merchant, params) {
    const t = await transactionOf(db2, merchant, params);
    return { result: { ...view(t), reason: t.reason } };
  },
  /** The fiscal receipt Payme registered for a performed (or cancelled) transaction. */
  async SetFiscalData(db2, merchant, params) {
    const t = await transactionOf(db2, merchant, params);
    const data = params.fiscal_data;
    const str = (v) => typeof v === "string" || typeof v === "number" ? String(v) : null;
    const qrCodeUrl = str(data.qr_code_url);
    const receiptId = str(data.receipt_id);
    if (!qrCodeUrl || !/^https?:\/\//.test(qrCodeUrl) || !receiptId)
      throw new PaymeError("REQUEST", "fiscal_data");
    const receipt = {
      receiptId,
      fiscalSign: str(data.fiscal_sign),
      terminalId: str(data.terminal_id),
      qrCodeUrl,
      date: str(data.date)
    };
    if (params.type === "PERFORM" && t.state === 2)
      await db2.updateTable("orders").set({ fiscal_receipt: JSON.stringify(receipt) }).where("id", "=", t.order_id).execute();
    else if (params.type === "CANCEL" && t.state < 0)
      await db2.updateTable("orders").set({ fiscal_refund_receipt: JSON.stringify(receipt) }).where("id", "=", t.order_id).execute();
    else throw new PaymeError("CANNOT_PERFORM");
    return { result: { success: true } };
  },
  async GetStatement(db2, merchant, params) {
    const rows = await db2.selectFrom("payment_transactions").selectAll().where("merchant_id", "=", merchant.id).where("provider", "=", "PAYME").where("create_time", ">=", Number(params.from) || 0).where("create_time", "<=", Number(params.to) || 0).orderBy("create_time").execute();
    return {
      result: {
        transactions: rows.map((t) => ({
          id: t.provider_id,
          time: Number(t.create_time),
          amount: Number(t.amount),
          account: { order_id: String(t.order_id) },
          ...view(t),
          reason: t.reason
        }))
      }
    };
  }
};

// server/payments/uzum.ts
var ERRORS2 = {
  ACCESS: "10001",
  JSON: "10002",
  OPERATION: "10003",
  PARAMS: "10005",
  NO_ORDER: "10007",
  PROCESSED: "10008",
  CANCELLED: "10009",
  AMOUNT: "10011",
  NO_TRANSACTION: "10014"
};
var UzumError = class extends Error {
  constructor(kind) {
    super(kind);
    this.kind = kind;
  }
  kind;
};
var STATUS = { 1: "CREATED", 2: "CONFIRMED", [-1]: "FAILED", [-2]: "REVERSED" };
function registerUzum(app2, deps) {
  const { db: db2, events } = deps;
  app2.post(
    "/api/callbacks/uzum/:sub/:step",
    async (request, reply) => {
      const body = request.body ?? {};
      const base2 = {
        serviceId: body.serviceId ?? null,
        timestamp: Date.now(),
        transId: body.transId ?? null
      };
      try {
        const merchant = await merchantBySub(db2, request.params.sub);
        const login = merchant?.secrets.uzumLogin;
        const password = merchant?.secrets.uzumPassword;
        if (!merchant || !login || !password || !basicAuthMatches(request.headers.authorization, login, password))
          throw new UzumError("ACCESS");
        const step = STEPS[request.params.step];
        if (!step) throw new UzumError("OPERATION");
        const { result, changed } = await step(db2, merchant, body);
        if (changed) events.publish(orderEvent(changed), changed.merchant_id);
        return reply.code(200).header("Cache-Control", "no-store").send({ ...base2, ...result });
      } catch (error) {
        if (!(error instanceof UzumError)) throw error;
        return reply.code(400).header("Cache-Control", "no-store").send({ ...base2, status: "FAILED", errorCode: ERRORS2[error.kind] });
      }
    }
  );
}
async function payableOrder2(db2, merchant, body, checkAmount) {
  const id = Number(body.params?.order_id);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw new UzumError("NO_ORDER");
  const order = await db2.selectFrom("orders").selectAll().where("merchant_id", "=", merchant.id).where("id", "=", id).where("payment_type", "=", "UZUM").executeTakeFirst();
  if (!order) throw new UzumError("NO_ORDER");
  if (order.is_paid) throw new UzumError("PROCESSED");
  if (order.status === "CANCELED") throw new UzumError("CANCELLED");
  if (checkAmount && Number(body.amount) !== Math.round(order.total_price * 100))
    throw new UzumError("AMOUNT");
  return order;
}
async function transactionOf2(db2, merchant, body) {
  if (typeof body.transId !== "string" || !body.transId) throw new UzumError("PARAMS");
  const row = await db2.selectFrom("payment_transactions").selectAll().where("merchant_id", "=", merchant.id).where("provider", "=", "UZUM").where("provider_id", "=", body.transId).executeTakeFirst();
  if (!row) throw new UzumError("NO_TRANSACTION");
  return row;
}
var times = (t) => ({
  status: STATUS[t.state] ?? "FAILED",
  transTime: Number(t.create_time),
  confirmTime: Number(t.perform_time) || null,
  reverseTime: Number(t.cancel_time) || null
});
var STEPS = {
  async check(db2, merchant, body) {
    const order = await payableOrder2(db2, merchant, body, false);
    return { result: { status: "OK", data: { order_id: { value: String(order.id) } } } };
  },
  async create(db2, merchant, body) {
    if (typeof body.transId !== "string" || !body.transId) throw new UzumError("PARAMS");
    const existing = await transactionOf2(db2, merchant, body).catch(() => null);
    if (existing) return { result: { ...times(existing), amount: Number(existing.amount) } };
    const order = await payableOrder2(db2, merchant, body, true);
    const opened = await openTransaction(
      db2,
      {
        merchant_id: merchant.id,
        order_id: order.id,
        provider: "UZUM",
        provider_id: body.transId,
        amount: Number(body.amount),
        state: 1,
        reason: null,
        create_time: Date.now()
      },
      true
    );
    if (opened.refused === "CANCELLED") throw new UzumError("CANCELLED");
    if (opened.refused) throw new UzumError("PROCESSED");
    const row = opened.row;
    return { result: { ...times(row), amount: Number(row.amount) } };
  },
  async confirm(db2, merchant, body) {
    const t = await transactionOf2(db2, merchant, body);
    if (t.state === 2) return { result: { ...times(t), amount: Number(t.amount) } };
    if (t.state !== 1) throw new UzumError("CANCELLED");
    const { row, paid } = await performTransaction(db2, t.id, true);
    if (row.state !== 2) throw new UzumError("CANCELLED");
    return { result: { ...times(row), amount: Number(row.amount) }, changed: paid };
  },
  async reverse(db2, merchant, body) {
    const t = await transactionOf2(db2, merchant, body);
    if (t.state < 0) return { result: { ...times(t), amount: Number(t.amount) } };
    const { row, refunded } = await cancelTransaction(db2, t);
    return { result: { ...times(row), amount: Number(row.amount) }, changed: refunded };
  },
  async status(db2, merchant, body) {
    const t = await transactionOf2(db2, merchant, body);
    return { result: { ...times(t), amount: Number(t.amount) } };
  }
};

// server/admin/admin-api.ts
import { timingSafeEqual as timingSafeEqual5 } from "node:crypto";

// server/onboarding/apply.ts
import { readFileSync as readFileSync3 } from "node:fs";

// server/onboarding/import.ts
import { sql as sql31 } from "kysely";
import { readFileSync as readFileSync2 } from "node:fs";

// server/onboarding/import-content.ts
var EMPTY = { uz: "", ru: "", eng: "" };
var PAYMENT_TITLES = {
  CASH: { uz: "Naqd", ru: "\u041D\u0430\u043B\u0438\u0447\u043D\u044B\u0435", eng: "Cash" },
  TERMINAL: { uz: "Terminal (karta orqali)", ru: "\u0422\u0435\u0440\u043C\u0438\u043D\u0430\u043B (\u043A\u0430\u0440\u0442\u043E\u0439)", eng: "Card terminal" },
  PAYME: { uz: "Payme", ru: "Payme", eng: "Payme" },
  CLICK: { uz: "Click", ru: "Click", eng: "Click" },
  UZUM: { uz: "Uzum Bank", ru: "Uzum Bank", eng: "Uzum Bank" }
};
var ALL_PAYMENTS = Object.keys(PAYMENT_TITLES).map((type) => ({ type }));
async function importContent(tx, merchantId, config2, ids, image) {
  for (const p of config2.promos ?? [])
    await tx.insertInto("promos").values(promoRow(merchantId, p)).execute();
  await importPages(tx, merchantId, config2, ids, image);
  const content = config2.content ?? {};
  if ((content.notifications ?? []).length > 0)
    await tx.insertInto("notifications").values(
      content.notifications.map((n) => ({
        merchant_id: merchantId,
        user_id: null,
        title: JSON.stringify(n.title),
        body: JSON.stringify(n.body)
      }))
    ).execute();
}
function promoRow(merchantId, p) {
  return {
    merchant_id: merchantId,
    code: p.code,
    discount_type: p.discountType,
    product_discount: p.productDiscount ?? 0,
    delivery_discount: p.deliveryDiscount ?? 0,
    min_price: p.minPrice,
    start_date: p.startDate ? new Date(p.startDate) : null,
    end_date: p.endDate ? new Date(p.endDate) : null,
    is_active: p.active ?? true,
    first_order_only: p.firstOrderOnly ?? false,
    per_customer_limit: p.perCustomerLimit ?? null,
    description: JSON.stringify(p.description ?? EMPTY)
  };
}
async function importPages(tx, merchantId, config2, ids, image) {
  for (const [type, text2] of Object.entries(config2.policies ?? {}))
    await tx.insertInto("policies").values({ merchant_id: merchantId, type, text: JSON.stringify(text2) }).execute();
  const payments = config2.payments ?? ALL_PAYMENTS;
  if (payments.length > 0)
    await tx.insertInto("payment_methods").values(
      payments.map((p) => ({
        merchant_id: merchantId,
        type: p.type,
        name: p.type.toLowerCase(),
        icon: null,
        title: JSON.stringify(p.title ?? PAYMENT_TITLES[p.type]),
        iiko_id: null,
        web_enabled: p.web ?? true,
        bot_enabled: p.bot ?? true
      }))
    ).execute();
  const content = config2.content ?? {};
  const item = (kind, priority, data) => tx.insertInto("content_items").values({ merchant_id: merchantId, kind, priority, data: JSON.stringify(data) }).execute();
  for (const [i, s] of (content.stories ?? []).entries())
    await item("STORY", i, {
      title: s.title,
      image: image(s.image),
      slides: s.slides.map((slide) => ({
        image: image(slide.image),
        text: slide.text
      }))
    });
  for (const [i, b] of (content.banners ?? []).entries()) {
    const link = b.link;
    const linkId = link?.type === "PRODUCT" ? ids.productIds.get(link.key ?? "") : link?.type === "CATEGORY" ? ids.categoryIds.get(link.key ?? "") : void 0;
    await item("BANNER", i, {
      title: b.title,
      image: image(b.image),
      linkType: link?.type ?? null,
      linkId: linkId ?? null
    });
  }
  for (const [i, v] of (content.vacancies ?? []).entries())
    await item("VACANCY", i, {
      title: v.title,
      description: v.description,
      conditions: v.conditions ?? EMPTY,
      salary: v.salary ?? "",
      branchId: v.branch ? ids.branchIds.get(v.branch) ?? null : null,
      phone: v.phone ?? null,
      telegram: v.telegram ?? null
    });
}

// server/onboarding/import-menu.ts
import { sql as sql30 } from "kysely";

// server/onboarding/modification-groups.ts
function fiscalCodes(item) {
  return item.mxikCode && item.packageCode && item.vatPercent !== void 0 ? { mxikCode: item.mxikCode, packageCode: item.packageCode, vatPercent: item.vatPercent } : null;
}
function modificationGroups(specs, next) {
  return specs.map((g) => ({
    id: next(),
    name: g.name,
    min: g.min,
    max: g.max,
    modifications: g.modifications.map((mod) => ({
      id: next(),
      name: mod.name,
      price: mod.price,
      maxCount: 1,
      ...mod.default ? { isDefault: true } : {},
      ...fiscalCodes(mod) ? { fiscal: fiscalCodes(mod) } : {}
    }))
  }));
}

// server/onboarding/import-menu.ts
async function importMenu(tx, merchantId, config2, branchIds, image) {
  const groupIds = /* @__PURE__ */ new Map();
  for (const [i, g] of config2.menu.groups.entries()) {
    const { id } = await tx.insertInto("menu_groups").values(groupRow(merchantId, g, i, image)).returning("id").executeTakeFirstOrThrow();
    groupIds.set(g.key, id);
  }
  const categoryIds = /* @__PURE__ */ new Map();
  for (const [i, c] of config2.menu.categories.entries()) {
    const { id } = await tx.insertInto("categories").values(categoryRow(merchantId, c, i, groupIds, image)).returning("id").executeTakeFirstOrThrow();
    categoryIds.set(c.key, id);
  }
  const productIds = /* @__PURE__ */ new Map();
  for (const [i, p] of config2.menu.products.entries()) {
    const { id } = await tx.insertInto("products").values(productRow(merchantId, p, i, { categoryIds, branchIds }, image)).returning("id").executeTakeFirstOrThrow();
    productIds.set(p.key, id);
    const groups = await numberedGroups(tx, p.modificationGroups ?? []);
    if (groups.length > 0)
      await tx.updateTable("products").set({ modification_groups: JSON.stringify(groups) }).where("id", "=", id).execute();
  }
  return { categoryIds, productIds };
}
async function modificationIds(tx, count) {
  if (count === 0) return [];
  const { rows } = await sql30`SELECT nextval('modification_ids')::int AS id FROM generate_series(1, ${count})`.execute(tx);
  return rows.map((r) => r.id);
}
async function numberedGroups(tx, specs) {
  const ids = await modificationIds(
    tx,
    specs.reduce((n, g) => n + 1 + g.modifications.length, 0)
  );
  return modificationGroups(specs, () => ids.shift());
}
function groupRow(merchantId, g, i, image) {
  return {
    merchant_id: merchantId,
    key: g.key,
    name: JSON.stringify(g.name),
    icon: image(g.icon),
    image: image(g.image),
    bg_color: g.bgColor ?? null,
    icon_bg_color: g.iconBgColor ?? null,
    priority: i + 1
  };
}
function categoryRow(merchantId, c, i, groupIds, image) {
  return {
    merchant_id: merchantId,
    key: c.key,
    group_id: c.group ? groupIds.get(c.group) ?? null : null,
    name: JSON.stringify(c.name),
    image: image(c.image),
    priority: i + 1,
    text_color: c.textColor ?? null,
    view_type: c.viewType ?? "MEDIUM",
    scroll_type: c.scrollType ?? "VERTICAL",
    is_without_cart: c.isWithoutCart ?? false,
    navigation_type: c.navigationType ?? null
  };
}
function productRow(merchantId, p, i, ids, image) {
  const gallery = (p.gallery ?? (p.image ? [p.image] : [])).map((name) => image(name));
  return {
    merchant_id: merchantId,
    key: p.key,
    category_id: ids.categoryIds.get(p.category),
    name: JSON.stringify(p.name),
    description: JSON.stringify(p.description ?? { uz: "", ru: "", eng: "" }),
    cost_price: p.price,
    discount: p.discount ?? 0,
    priority: i + 1,
    image: image(p.image ?? p.gallery?.[0]),
    gallery: JSON.stringify(gallery),
    type: (p.modificationGroups ?? []).length > 0 ? "MODIFICATION" : "NONE",
    unit: p.unit ?? "COUNT",
    measure: p.measure ?? null,
    calorie: p.calorie ?? null,
    time_cooking_min: p.cookingTime?.min ?? null,
    time_cooking_max: p.cookingTime?.max ?? null,
    labels: JSON.stringify(p.labels ?? []),
    tags: JSON.stringify(p.tags ?? []),
    is_cart_recommendation: p.recommend ?? false,
    active: p.active ?? true,
    branches: JSON.stringify(
      p.branches ? p.branches.map((k) => ids.branchIds.get(k)) : [...ids.branchIds.values()]
    ),
    channels: JSON.stringify(p.channels ?? ["WEB", "TG"]),
    telegram_price: p.telegramPrice ?? null,
    modification_groups: JSON.stringify([]),
    stock: null,
    grade_sum: p.rating ? Math.round(p.rating.average * p.rating.count) : 0,
    grade_count: p.rating?.count ?? 0,
    fiscal: fiscalCodes(p) ? JSON.stringify(fiscalCodes(p)) : null
  };
}

// server/onboarding/branch-settings.ts
function branchSettings(b, zoneCount) {
  const services = b.services ?? {};
  return {
    bookingEnabled: b.booking ?? false,
    deliveryEnabled: (services.delivery ?? true) && zoneCount > 0,
    pickupEnabled: services.pickup ?? true,
    dineinEnabled: services.dineIn ?? true,
    expressEnabled: false,
    kitchenEnabled: true,
    payOfficeEnabled: false,
    storageEnabled: false,
    yandexEnabled: false
  };
}

// server/onboarding/languages.ts
var KEYS = ["uz", "ru", "eng"];
var NAMES = { uz: "Uzbek", ru: "Russian", eng: "English" };
var ACTIVE = { uz: "uzLangActive", ru: "ruLangActive", eng: "engLangActive" };
var isText2 = (value) => typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 && Object.entries(value).every(([k, v]) => KEYS.includes(k) && typeof v === "string");
function offeredLanguages(settings) {
  return KEYS.filter((k) => settings?.[ACTIVE[k]] !== false);
}
function* texts(value, path = "") {
  if (isText2(value)) yield [path || "/", value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* texts(v, `${path}/${i}`);
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) yield* texts(v, `${path}/${k}`);
}
function languageProblems(config2) {
  const offered = offeredLanguages(config2.settings);
  const problems = [];
  for (const [file, doc] of Object.entries(config2))
    if (file !== "images" && file !== "layout") {
      for (const [path, text2] of texts(doc))
        for (const lang of offered)
          if (text2[lang] === void 0)
            problems.push({
              file: `${file}.json`,
              path,
              message: `needs its ${NAMES[lang]} text ("${lang}"): the merchant offers ${NAMES[lang]}`
            });
          else if (text2[lang]?.trim() === "" && Object.values(text2).some((v) => v?.trim()))
            problems.push({
              file: `${file}.json`,
              path: `${path}/${lang}`,
              message: `the ${NAMES[lang]} text is empty: the merchant offers ${NAMES[lang]}, write it (or turn ${ACTIVE[lang]} off)`
            });
    }
  return problems;
}
function fillLanguages(value, main) {
  const first = KEYS.includes(main) ? main : "uz";
  const fill2 = (v) => {
    if (isText2(v)) {
      const fallback = v[first]?.trim() ? v[first] : KEYS.map((k) => v[k]).find((t) => t?.trim()) ?? "";
      return Object.fromEntries(KEYS.map((k) => [k, v[k]?.trim() ? v[k] : fallback]));
    }
    if (Array.isArray(v)) return v.map(fill2);
    if (typeof v === "object" && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill2(x)]));
    return v;
  };
  return fill2(value);
}
var withAllLanguages = (config2) => ({
  ...fillLanguages(config2, String(config2.settings?.mainLanguage ?? "uz")),
  images: config2.images
});

// server/onboarding/references.ts
var isAddress = (value) => /^(https?:)?\/\//i.test(value) || value.startsWith("/");
var keys = (items) => new Set((items ?? []).map((i) => i.key));
function referenceProblems(config2) {
  const problems = [];
  const say = (file, path, message) => problems.push({ file: `${file}.json`, path, message });
  const branches = config2.branches?.branches ?? [];
  const branchKeys = keys(branches);
  const cityKeys = keys(config2.branches?.cities);
  const groupKeys = keys(config2.menu?.groups);
  const products = config2.menu?.products ?? [];
  const categories = config2.menu?.categories ?? [];
  const categoryKeys = keys(categories);
  const productKeys = keys(products);
  const images = config2.images ?? {};
  const picture = (file, path, name) => {
    if (typeof name === "string" && !Object.hasOwn(images, name))
      say(file, path, `no file images/${name} in the folder`);
  };
  for (const key of ["logo", "favicon"]) {
    const value = config2.settings?.[key];
    if (typeof value === "string" && !isAddress(value)) picture("settings", `/${key}`, value);
  }
  branches.forEach((b, i) => {
    if (!cityKeys.has(b.city)) say("branches", `/branches/${i}/city`, `no city "${b.city}"`);
    const tableIds = /* @__PURE__ */ new Set();
    (b.tables ?? []).forEach((t, k) => {
      if (tableIds.has(t.id))
        say("branches", `/branches/${i}/tables/${k}/id`, `table ${t.id} is listed twice in this branch`);
      tableIds.add(t.id);
    });
    (b.zones ?? []).forEach((z, k) => {
      if (Array.isArray(z.polygon) && !isClosedRing(z.polygon))
        say(
          "branches",
          `/branches/${i}/zones/${k}/polygon`,
          "a zone must be a closed ring: the last point equals the first"
        );
      if (z.minOrder !== void 0 && z.freeFrom !== void 0 && z.freeFrom < z.minOrder)
        say(
          "branches",
          `/branches/${i}/zones/${k}/freeFrom`,
          `free delivery from ${z.freeFrom} is below the zone's minimum order ${z.minOrder}: make it at least ${z.minOrder}`
        );
    });
  });
  (config2.branches?.couriers ?? []).forEach((c, i) => {
    if (!branchKeys.has(c.branch)) say("branches", `/couriers/${i}/branch`, `no branch "${c.branch}"`);
  });
  (config2.menu?.groups ?? []).forEach((g, i) => {
    picture("menu", `/groups/${i}/icon`, g.icon);
    picture("menu", `/groups/${i}/image`, g.image);
  });
  categories.forEach((c, i) => {
    if (c.group && !groupKeys.has(c.group)) say("menu", `/categories/${i}/group`, `no group "${c.group}"`);
    picture("menu", `/categories/${i}/image`, c.image);
  });
  const seen = /* @__PURE__ */ new Set();
  products.forEach((p, i) => {
    const at = `/products/${i}`;
    if (seen.has(p.key)) say("menu", `${at}/key`, `duplicate key "${p.key}"`);
    seen.add(p.key);
    if (!categoryKeys.has(p.category)) say("menu", `${at}/category`, `no category "${p.category}"`);
    (p.branches ?? []).forEach((b, k) => {
      if (!branchKeys.has(b)) say("menu", `${at}/branches/${k}`, `no branch "${b}"`);
    });
    picture("menu", `${at}/image`, p.image);
    (p.gallery ?? []).forEach((name, k) => picture("menu", `${at}/gallery/${k}`, name));
    if (p.cookingTime && p.cookingTime.min > p.cookingTime.max)
      say("menu", `${at}/cookingTime`, `min (${p.cookingTime.min}) is above max (${p.cookingTime.max})`);
    (p.modificationGroups ?? []).forEach((g, k) => {
      if (g.min > g.max)
        say("menu", `${at}/modificationGroups/${k}`, `min (${g.min}) is above max (${g.max})`);
      if (g.min > g.modifications.length)
        say("menu", `${at}/modificationGroups/${k}`, `min (${g.min}) is above the number of choices`);
    });
  });
  const content = config2.content ?? {};
  (content.stories ?? []).forEach((s, i) => {
    picture("content", `/stories/${i}/image`, s.image);
    (s.slides ?? []).forEach(
      (slide, k) => picture("content", `/stories/${i}/slides/${k}/image`, slide.image)
    );
  });
  (content.banners ?? []).forEach((b, i) => {
    picture("content", `/banners/${i}/image`, b.image);
    const link = b.link;
    if (link?.type === "PRODUCT" && !productKeys.has(link.key ?? ""))
      say("content", `/banners/${i}/link/key`, `no product "${link.key ?? ""}"`);
    if (link?.type === "CATEGORY" && !categoryKeys.has(link.key ?? ""))
      say("content", `/banners/${i}/link/key`, `no category "${link.key ?? ""}"`);
  });
  (content.vacancies ?? []).forEach((v, i) => {
    if (v.branch && !branchKeys.has(v.branch))
      say("content", `/vacancies/${i}/branch`, `no branch "${v.branch}"`);
  });
  return problems;
}

// server/onboarding/import.ts
function zoneName(value) {
  const { text: text2, translations } = textAndTranslations(value);
  return { name: text2, name_translations: translations && JSON.stringify(translations) };
}
var folderImage = (sub) => (name) => name ? `${sub}-${name}` : null;
function merchantColumns(config2) {
  const m = config2.merchant;
  return {
    name: m.name,
    color: m.color ?? null,
    theme: m.theme ?? "LIGHT",
    map_type: m.mapType ?? "YANDEX",
    sms_gateway: m.smsGateway ?? "ESKIZ",
    secrets: JSON.stringify(m.secrets ?? {}),
    layout: JSON.stringify(config2.layout),
    delivery_fiscal: config2.menu.delivery ? JSON.stringify(config2.menu.delivery) : null
  };
}
function merchantSettings(config2, merchantId) {
  const image = folderImage(config2.merchant.sub);
  const picture = (value) => typeof value === "string" && !isAddress(value) ? image(value) : value ?? null;
  return JSON.stringify({
    ...config2.settings,
    logo: picture(config2.settings.logo),
    favicon: picture(config2.settings.favicon),
    merchantId
  });
}
async function importInto(tx, folder, options = {}) {
  const config2 = withAllLanguages(folder);
  const m = config2.merchant;
  const exists = await tx.selectFrom("merchants").select("id").where("sub", "=", m.sub).executeTakeFirst();
  if (exists) throw new Error(`a merchant with sub "${m.sub}" already exists`);
  const domain = config2.settings.domain?.toLowerCase();
  if (domain) {
    const owner = await tx.selectFrom("merchants").select("sub").where(sql31`lower(settings->>'domain')`, "=", domain).executeTakeFirst();
    if (owner) throw new Error(`the domain "${domain}" is already merchant "${owner.sub}"'s`);
  }
  const image = folderImage(m.sub);
  const { id: merchantId } = await tx.insertInto("merchants").values({
    sub: m.sub,
    ...merchantColumns(config2),
    logo: null,
    app_id: null,
    main_city_id: null,
    settings: JSON.stringify({})
  }).returning("id").executeTakeFirstOrThrow();
  const cityIds = /* @__PURE__ */ new Map();
  for (const c of config2.branches.cities) {
    const { id } = await tx.insertInto("cities").values({
      merchant_id: merchantId,
      key: c.key,
      name: JSON.stringify(c.name),
      description: null,
      latitude: c.latitude,
      longitude: c.longitude,
      is_main: c.isMain ?? false
    }).returning("id").executeTakeFirstOrThrow();
    cityIds.set(c.key, id);
  }
  const mainCity = config2.branches.cities.find((c) => c.isMain) ?? config2.branches.cities[0];
  await tx.updateTable("merchants").set({
    main_city_id: cityIds.get(mainCity.key) ?? null,
    settings: merchantSettings(config2, merchantId)
  }).where("id", "=", merchantId).execute();
  const branchIds = await importBranches(tx, merchantId, config2, cityIds);
  const keys2 = await importMenu(tx, merchantId, config2, branchIds, image);
  await importContent(tx, merchantId, config2, { ...keys2, branchIds }, image);
  for (const c of config2.branches.couriers ?? []) {
    const home = config2.branches.branches.find((b) => b.key === c.branch);
    await tx.insertInto("couriers").values({
      merchant_id: merchantId,
      branch_id: branchIds.get(c.branch) ?? null,
      first_name: c.firstName,
      last_name: c.lastName ?? "",
      phone: c.phone,
      image: null,
      status: "FREE",
      latitude: home?.latitude ?? null,
      longitude: home?.longitude ?? null
    }).execute();
  }
  for (const member of config2.staff ?? [])
    await tx.insertInto("staff").values({ merchant_id: merchantId, phone: member.phone, name: member.name, role: member.role }).execute();
  if (options.pictures && config2.images)
    for (const [name, path] of Object.entries(config2.images))
      await options.pictures.write(image(name), readFileSync2(path));
  return merchantId;
}
async function importBranches(tx, merchantId, config2, cityIds) {
  const branchIds = /* @__PURE__ */ new Map();
  for (const [i, b] of config2.branches.branches.entries()) {
    const { id } = await tx.insertInto("branches").values(branchRow(merchantId, b, i, cityIds)).returning("id").executeTakeFirstOrThrow();
    branchIds.set(b.key, id);
    for (const z of zonesOf(b))
      await tx.insertInto("delivery_zones").values(zoneRow(merchantId, z, id, cityIds.get(b.city))).execute();
    for (const p of b.places ?? [])
      await tx.insertInto("places").values({ merchant_id: merchantId, branch_id: id, name: JSON.stringify(p.name), chairs: p.chairs }).execute();
  }
  return branchIds;
}
var zonesOf = (b) => b.zones ?? [];
function branchRow(merchantId, b, i, cityIds) {
  const zones = zonesOf(b);
  const address = textAndTranslations(b.address);
  return {
    merchant_id: merchantId,
    city_id: cityIds.get(b.city),
    name: JSON.stringify(b.name),
    latitude: b.latitude,
    longitude: b.longitude,
    address: address.text,
    address_translations: address.translations && JSON.stringify(address.translations),
    open: b.open,
    close: b.close,
    phone: b.phone ?? null,
    booking_phone: b.booking ? b.phone ?? null : null,
    is_main: i === 0,
    delivery_price: zones[0]?.price ?? 0,
    settings: JSON.stringify(branchSettings(b, zones.length)),
    work_hours: JSON.stringify([]),
    key: b.key,
    tables: JSON.stringify(b.tables ?? [])
  };
}
function zoneRow(merchantId, z, branchId, cityId) {
  return {
    merchant_id: merchantId,
    city_id: cityId,
    branch_id: branchId,
    ...zoneName(z.name),
    polygon: JSON.stringify(z.polygon),
    color: z.color,
    price: z.price,
    min_order: z.minOrder ?? null,
    free_from: z.freeFrom ?? null
  };
}

// server/onboarding/plan.ts
var planLine = (kind, action, key, detail) => detail === void 0 ? { kind, action, key } : { kind, action, key, detail };

// server/onboarding/apply-match.ts
var nameOf = (name) => typeof name === "string" ? name : (name.eng || name.uz || name.ru) ?? "";
function matcher(rows) {
  const free = new Set(rows);
  return (item) => {
    const row = [...free].find((r) => r.key === item.key) ?? [...free].find((r) => r.key === null && nameOf(r.name) === nameOf(item.name));
    if (row) free.delete(row);
    return row;
  };
}

// server/onboarding/apply-branches.ts
async function updateBranches(tx, merchantId, config2, cityIds, plan) {
  const rows = await tx.selectFrom("branches").selectAll().where("merchant_id", "=", merchantId).execute();
  const branch = matcher(rows);
  const branchIds = /* @__PURE__ */ new Map();
  for (const [i, b] of config2.branches.branches.entries()) {
    const row = branch(b);
    const values = { ...branchRow(merchantId, b, i, cityIds), is_active: true };
    let branchId;
    if (row) {
      branchId = row.id;
      await tx.updateTable("branches").set(values).where("id", "=", row.id).execute();
      if (!row.is_active) plan.push(planLine("branch", "added", b.key, nameOf(b.name)));
    } else {
      branchId = (await tx.insertInto("branches").values(values).returning("id").executeTakeFirstOrThrow()).id;
      plan.push(planLine("branch", "added", b.key, nameOf(b.name)));
    }
    branchIds.set(b.key, branchId);
    const before = await tx.selectFrom("delivery_zones").selectAll().where("branch_id", "=", branchId).execute();
    const after = zonesOf(b).map((z) => zoneRow(merchantId, z, branchId, cityIds.get(b.city)));
    const sums = (z) => stableJson([z.price, z.min_order, z.free_from, z.polygon]);
    for (const z of after) {
      const old = before.find((o) => o.name === z.name);
      if (!old) plan.push(planLine("zone", "added", `${b.key}/${z.name}`));
      else if (sums(old) !== sums({ ...z, polygon: JSON.parse(z.polygon) }))
        plan.push(planLine("zone", "changed", `${b.key}/${z.name}`, zoneChanges(old, z)));
    }
    for (const o of before)
      if (!after.some((z) => z.name === o.name)) plan.push(planLine("zone", "removed", `${b.key}/${o.name}`));
    await tx.deleteFrom("delivery_zones").where("branch_id", "=", branchId).execute();
    if (after.length > 0) await tx.insertInto("delivery_zones").values(after).execute();
    const places = await tx.selectFrom("places").selectAll().where("branch_id", "=", branchId).execute();
    for (const p of b.places ?? []) {
      const old = places.find((o) => nameOf(o.name) === nameOf(p.name));
      if (old)
        await tx.updateTable("places").set({ name: JSON.stringify(p.name), chairs: p.chairs }).where("id", "=", old.id).execute();
      else
        await tx.insertInto("places").values({
          merchant_id: merchantId,
          branch_id: branchId,
          name: JSON.stringify(p.name),
          chairs: p.chairs
        }).execute();
    }
  }
  for (const row of rows)
    if (![...branchIds.values()].includes(row.id) && row.is_active) {
      await tx.updateTable("branches").set({ is_active: false }).where("id", "=", row.id).execute();
      plan.push(planLine("branch", "removed", row.key ?? String(row.id), nameOf(row.name)));
    }
  return branchIds;
}
function zoneChanges(old, now) {
  const parts = [
    ["price", old.price, now.price],
    ["minimum", old.min_order, now.min_order],
    ["free from", old.free_from, now.free_from]
  ].filter(([, was, is]) => was !== is).map(([what, was, is]) => `${what} ${was ?? "\u2014"} \u2192 ${is ?? "\u2014"}`);
  return parts.length > 0 ? parts.join(", ") : "its area";
}

// server/onboarding/kept-modifications.ts
var same2 = (a, b) => a.eng && a.eng === b.eng || a.uz && a.uz === b.uz || a.ru === b.ru;
async function keptGroups(tx, stored, specs) {
  const plan = [];
  const wanted = [];
  for (const g of specs) {
    const old = stored.find((s) => same2(s.name, g.name));
    wanted.push(old?.id ?? null);
    for (const m of g.modifications) {
      const was = old?.modifications.find((o) => same2(o.name, m.name));
      wanted.push(was?.id ?? null);
      const key = `${g.name.eng || g.name.uz}/${m.name.eng || m.name.uz}`;
      if (!was) plan.push(planLine("modifier", "added", key));
      else if (was.price !== m.price)
        plan.push(planLine("modifier", "changed", key, `price ${was.price} \u2192 ${m.price}`));
    }
  }
  for (const s of stored)
    for (const m of s.modifications)
      if (!specs.some((g) => same2(s.name, g.name) && g.modifications.some((n) => same2(m.name, n.name))))
        plan.push(planLine("modifier", "removed", `${s.name.eng || s.name.uz}/${m.name.eng || m.name.uz}`));
  const fresh = await modificationIds(tx, wanted.filter((id) => id === null).length);
  const groups = modificationGroups(specs, () => {
    const id = wanted.shift();
    return id ?? fresh.shift();
  });
  return { groups, plan };
}

// server/onboarding/apply-menu.ts
async function updateMenu(tx, merchantId, config2, branchIds, image, plan) {
  const groups = await tx.selectFrom("menu_groups").selectAll().where("merchant_id", "=", merchantId).execute();
  const group = matcher(groups);
  const groupIds = /* @__PURE__ */ new Map();
  for (const [i, g] of config2.menu.groups.entries()) {
    const row = group(g);
    const values = groupRow(merchantId, g, i, image);
    if (row) await tx.updateTable("menu_groups").set(values).where("id", "=", row.id).execute();
    else plan.push(planLine("group", "added", g.key, nameOf(g.name)));
    groupIds.set(
      g.key,
      row?.id ?? (await tx.insertInto("menu_groups").values(values).returning("id").executeTakeFirstOrThrow()).id
    );
  }
  const categories = await tx.selectFrom("categories").selectAll().where("merchant_id", "=", merchantId).execute();
  const category = matcher(categories);
  const categoryIds = /* @__PURE__ */ new Map();
  for (const [i, c] of config2.menu.categories.entries()) {
    const row = category(c);
    const values = categoryRow(merchantId, c, i, groupIds, image);
    if (row) {
      await tx.updateTable("categories").set(values).where("id", "=", row.id).execute();
      if (nameOf(row.name) !== nameOf(c.name))
        plan.push(planLine("category", "changed", c.key, `${nameOf(row.name)} \u2192 ${nameOf(c.name)}`));
    } else plan.push(planLine("category", "added", c.key, nameOf(c.name)));
    categoryIds.set(
      c.key,
      row?.id ?? (await tx.insertInto("categories").values(values).returning("id").executeTakeFirstOrThrow()).id
    );
  }
  const products = await tx.selectFrom("products").selectAll().where("merchant_id", "=", merchantId).execute();
  const product = matcher(products);
  const productIds = /* @__PURE__ */ new Map();
  for (const [i, p] of config2.menu.products.entries()) {
    const row = product(p);
    const kept = await keptGroups(tx, row?.modification_groups ?? [], p.modificationGroups ?? []);
    const values = {
      ...productRow(merchantId, p, i, { categoryIds, branchIds }, image),
      modification_groups: JSON.stringify(kept.groups)
    };
    if (row) {
      await tx.updateTable("products").set(values).where("id", "=", row.id).execute();
      const changes = [
        row.cost_price !== p.price && `price ${row.cost_price} \u2192 ${p.price}`,
        nameOf(row.name) !== nameOf(p.name) && `name ${nameOf(row.name)} \u2192 ${nameOf(p.name)}`,
        row.discount !== (p.discount ?? 0) && `discount ${row.discount} \u2192 ${p.discount ?? 0}`,
        !row.active && (p.active ?? true) && "shown again"
      ].filter(Boolean);
      if (changes.length > 0) plan.push(planLine("dish", "changed", p.key, changes.join(", ")));
    } else plan.push(planLine("dish", "added", p.key, nameOf(p.name)));
    for (const line of kept.plan) plan.push({ ...line, key: `${p.key}/${line.key}` });
    productIds.set(
      p.key,
      row?.id ?? (await tx.insertInto("products").values(values).returning("id").executeTakeFirstOrThrow()).id
    );
  }
  for (const row of products)
    if (![...productIds.values()].includes(row.id) && row.active) {
      await tx.updateTable("products").set({ active: false }).where("id", "=", row.id).execute();
      plan.push(planLine("dish", "removed", row.key ?? String(row.id), nameOf(row.name)));
    }
  for (const row of categories)
    if (![...categoryIds.values()].includes(row.id))
      plan.push(planLine("category", "removed", row.key ?? String(row.id), nameOf(row.name)));
  return { categoryIds, productIds };
}

// server/onboarding/apply-people.ts
async function updatePromos(tx, merchantId, config2, plan) {
  const rows = await tx.selectFrom("promos").selectAll().where("merchant_id", "=", merchantId).execute();
  const codes = /* @__PURE__ */ new Set();
  for (const p of config2.promos ?? []) {
    const values = promoRow(merchantId, p);
    codes.add(values.code);
    const row = rows.find((r) => r.code === values.code);
    if (row) await tx.updateTable("promos").set(values).where("id", "=", row.id).execute();
    else {
      await tx.insertInto("promos").values(values).execute();
      plan.push(planLine("promo", "added", values.code));
    }
  }
  for (const row of rows)
    if (!codes.has(row.code) && row.is_active) {
      await tx.updateTable("promos").set({ is_active: false }).where("id", "=", row.id).execute();
      plan.push(planLine("promo", "removed", row.code));
    }
}
async function updatePeople(tx, merchantId, config2, branchIds, plan) {
  const staff = await tx.selectFrom("staff").selectAll().where("merchant_id", "=", merchantId).execute();
  const phones = /* @__PURE__ */ new Set();
  for (const member of config2.staff ?? []) {
    phones.add(member.phone);
    const row = staff.find((s) => s.phone === member.phone);
    if (row)
      await tx.updateTable("staff").set({ name: member.name, role: member.role, is_active: true }).where("id", "=", row.id).execute();
    else {
      await tx.insertInto("staff").values({ merchant_id: merchantId, ...member }).execute();
      plan.push(planLine("staff", "added", member.phone, member.name));
    }
  }
  for (const row of staff)
    if (!phones.has(row.phone) && row.is_active) {
      await tx.updateTable("staff").set({ is_active: false }).where("id", "=", row.id).execute();
      await tx.updateTable("staff_tokens").set({ revoked: true }).where("staff_id", "=", row.id).execute();
      plan.push(planLine("staff", "removed", row.phone, row.name));
    }
  const couriers = await tx.selectFrom("couriers").selectAll().where("merchant_id", "=", merchantId).execute();
  for (const c of config2.branches.couriers ?? []) {
    const values = {
      branch_id: branchIds.get(c.branch) ?? null,
      first_name: c.firstName,
      last_name: c.lastName ?? ""
    };
    const row = couriers.find((r) => r.phone === c.phone);
    if (row) await tx.updateTable("couriers").set(values).where("id", "=", row.id).execute();
    else
      await tx.insertInto("couriers").values({
        merchant_id: merchantId,
        ...values,
        phone: c.phone,
        image: null,
        status: "FREE",
        latitude: null,
        longitude: null
      }).execute();
  }
}

// server/onboarding/apply.ts
var DryRun = class extends Error {
  constructor(result) {
    super("dry run");
    this.result = result;
  }
  result;
};
async function applyConfig(db2, config2, options = {}) {
  const sub = config2.merchant.sub;
  let result;
  try {
    result = await db2.transaction().execute(async (tx) => {
      const existing = await tx.selectFrom("merchants").selectAll().where("sub", "=", sub).forUpdate().executeTakeFirst();
      const done = existing ? { sub, merchantId: existing.id, created: false, dryRun: !!options.dryRun, plan: [] } : { sub, merchantId: 0, created: true, dryRun: !!options.dryRun, plan: [] };
      if (existing) done.plan = await updateInto(tx, existing, withAllLanguages(config2));
      else {
        done.merchantId = await importInto(tx, config2);
        done.plan = [planLine("merchant", "added", sub)];
        for (const p of config2.menu.products)
          done.plan.push(planLine("dish", "added", p.key, nameOf(p.name)));
        for (const b of config2.branches.branches)
          done.plan.push(planLine("branch", "added", b.key, nameOf(b.name)));
      }
      if (options.dryRun) throw new DryRun(done);
      return done;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
  if (options.pictures && config2.images) {
    const image = folderImage(sub);
    for (const [name, path] of Object.entries(config2.images))
      await options.pictures.write(image(name), readFileSync3(path));
  }
  return result;
}
function changedKeys(before, after) {
  return [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => stableJson(before[k]) !== stableJson(after[k])
  );
}
async function updateInto(tx, merchant, config2) {
  const plan = [];
  const id = merchant.id;
  const image = folderImage(merchant.sub);
  const columns = merchantColumns(config2);
  const settings = JSON.parse(merchantSettings(config2, id));
  for (const key of changedKeys(merchant.settings, settings))
    plan.push(planLine("setting", "changed", key));
  const layout = config2.layout;
  for (const key of changedKeys(merchant.layout, layout))
    plan.push(planLine("layout", "changed", key));
  for (const key of ["name", "color", "theme"])
    if (merchant[key] !== columns[key])
      plan.push(planLine("merchant", "changed", key, `${merchant[key] ?? ""} \u2192 ${columns[key] ?? ""}`));
  const cities = await tx.selectFrom("cities").selectAll().where("merchant_id", "=", id).execute();
  const city = matcher(cities);
  const cityIds = /* @__PURE__ */ new Map();
  for (const c of config2.branches.cities) {
    const row = city(c);
    const values = {
      key: c.key,
      name: JSON.stringify(c.name),
      latitude: c.latitude,
      longitude: c.longitude,
      is_main: c.isMain ?? false
    };
    if (row) {
      await tx.updateTable("cities").set(values).where("id", "=", row.id).execute();
      cityIds.set(c.key, row.id);
    } else {
      const added = await tx.insertInto("cities").values({ merchant_id: id, description: null, ...values }).returning("id").executeTakeFirstOrThrow();
      cityIds.set(c.key, added.id);
    }
  }
  const mainCity = config2.branches.cities.find((c) => c.isMain) ?? config2.branches.cities[0];
  await tx.updateTable("merchants").set({ ...columns, settings: JSON.stringify(settings), main_city_id: cityIds.get(mainCity.key) ?? null }).where("id", "=", id).execute();
  const branchIds = await updateBranches(tx, id, config2, cityIds, plan);
  const { categoryIds, productIds } = await updateMenu(tx, id, config2, branchIds, image, plan);
  await updatePromos(tx, id, config2, plan);
  await updatePeople(tx, id, config2, branchIds, plan);
  await tx.deleteFrom("policies").where("merchant_id", "=", id).execute();
  await tx.deleteFrom("payment_methods").where("merchant_id", "=", id).execute();
  await tx.deleteFrom("content_items").where("merchant_id", "=", id).where("kind", "in", ["STORY", "BANNER", "VACANCY"]).execute();
  await importPages(tx, id, config2, { branchIds, categoryIds, productIds }, image);
  return plan;
}

// server/onboarding/config.ts
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

// schemas/layout.schema.json
var layout_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://dasturxon.uz/schemas/layout.schema.json",
  title: "Storefront layout document",
  description: "Pages, each an ordered list of blocks. `when` names merchant settings (booleans) that must all hold for the block to render. Labels are translation keys of locales/, never display strings.",
  type: "object",
  required: ["version", "pages"],
  additionalProperties: false,
  properties: {
    version: {
      const: 2,
      description: "Documents of older versions are migrated before validation (src/engine/migrate.ts)"
    },
    pages: {
      type: "object",
      additionalProperties: false,
      required: ["home"],
      properties: {
        home: {
          $ref: "#/$defs/page"
        },
        product: {
          $ref: "#/$defs/page"
        },
        basket: {
          $ref: "#/$defs/page"
        },
        profile: {
          $ref: "#/$defs/page"
        },
        category: {
          $ref: "#/$defs/page"
        },
        search: {
          $ref: "#/$defs/page"
        }
      }
    },
    telegram: {
      type: "object",
      additionalProperties: false,
      description: "Pages as the Telegram Mini App shows them (for example without the footer or the stories); a page left out here is the web's.",
      properties: {
        pages: {
          type: "object",
          additionalProperties: false,
          properties: {
            home: {
              $ref: "#/$defs/page"
            },
            product: {
              $ref: "#/$defs/page"
            },
            basket: {
              $ref: "#/$defs/page"
            },
            profile: {
              $ref: "#/$defs/page"
            },
            category: {
              $ref: "#/$defs/page"
            },
            search: {
              $ref: "#/$defs/page"
            }
          }
        }
      }
    }
  },
  $defs: {
    labelKey: {
      type: "string",
      pattern: "^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$",
      description: "A translation key, e.g. basket.recommendations"
    },
    settingFlag: {
      enum: [
        "bannersActive",
        "uzLangActive",
        "ruLangActive",
        "engLangActive",
        "deliveryActive",
        "pickupActive",
        "dineInActive",
        "branchesActive",
        "storiesActive",
        "vacanciesActive",
        "privacyActive",
        "aboutMerchantActive",
        "termsOfUseActive",
        "notificationsActive",
        "balanceActive",
        "cartInMainActive",
        "cartPageActive",
        "chatActive",
        "bookingActive",
        "cashActive",
        "terminalActive",
        "paymeActive",
        "clickActive",
        "uzumActive",
        "cardActive",
        "cashbackActive",
        "promoActive",
        "favouriteActive",
        "cancelOrderActive",
        "receiverActive",
        "groupView",
        "categoryView",
        "isDark",
        "isVisibleAtProfileTop",
        "isNavigationViewEnabled",
        "amoCRMActive",
        "yandexMetricsEnabled",
        "iosAppActive",
        "androidAppActive",
        "telegramBotActive",
        "phoneActive",
        "telegramActive",
        "instagramActive",
        "facebookActive"
      ]
    },
    page: {
      type: "object",
      required: ["blocks"],
      additionalProperties: false,
      properties: {
        blocks: {
          type: "array",
          items: {
            $ref: "#/$defs/block"
          },
          maxItems: 30,
          contains: {
            type: "object",
            properties: {
              type: {
                const: "menu"
              }
            },
            required: ["type"]
          },
          minContains: 0,
          maxContains: 1
        }
      }
    },
    block: {
      type: "object",
      required: ["id", "type"],
      additionalProperties: false,
      properties: {
        id: {
          type: "string",
          pattern: "^[a-z0-9][a-z0-9-]{0,39}$"
        },
        type: {
          enum: [
            "stories",
            "banners",
            "menu",
            "branches-teaser",
            "promo",
            "footer",
            "basket",
            "cart-recommendations",
            "profile-header",
            "cashback",
            "profile-links",
            "product-details",
            "notifications",
            "search"
          ]
        },
        props: {
          type: "object"
        },
        when: {
          type: "array",
          items: {
            $ref: "#/$defs/settingFlag"
          }
        }
      },
      allOf: [
        {
          if: {
            properties: {
              type: {
                const: "stories"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/stories"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "banners"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/banners"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "menu"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/menu"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "branches-teaser"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/branches-teaser"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "promo"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/promo"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "footer"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/footer"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "basket"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/basket"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "cart-recommendations"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/cart-recommendations"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "profile-header"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/profile-header"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "cashback"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/cashback"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "profile-links"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/profile-links"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "product-details"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/product-details"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "notifications"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/notifications"
              }
            }
          }
        },
        {
          if: {
            properties: {
              type: {
                const: "search"
              }
            },
            required: ["type"]
          },
          then: {
            properties: {
              props: {
                $ref: "#/$defs/props/search"
              }
            }
          }
        }
      ]
    },
    props: {
      stories: {
        type: "object",
        additionalProperties: false,
        properties: {}
      },
      banners: {
        type: "object",
        additionalProperties: false,
        properties: {
          autoplaySeconds: {
            type: "integer",
            minimum: 0,
            maximum: 30,
            default: 5
          }
        }
      },
      menu: {
        type: "object",
        additionalProperties: false,
        properties: {
          showGroups: {
            type: "boolean",
            default: true
          }
        }
      },
      "branches-teaser": {
        type: "object",
        additionalProperties: false,
        properties: {
          title: {
            $ref: "#/$defs/labelKey"
          }
        }
      },
      promo: {
        type: "object",
        additionalProperties: false,
        properties: {
          title: {
            $ref: "#/$defs/labelKey"
          }
        }
      },
      footer: {
        type: "object",
        additionalProperties: false,
        properties: {}
      },
      basket: {
        type: "object",
        additionalProperties: false,
        properties: {}
      },
      "cart-recommendations": {
        type: "object",
        additionalProperties: false,
        properties: {
          title: {
            $ref: "#/$defs/labelKey"
          },
          limit: {
            type: "integer",
            minimum: 1,
            maximum: 20,
            default: 8
          }
        }
      },
      "profile-header": {
        type: "object",
        additionalProperties: false,
        properties: {}
      },
      cashback: {
        type: "object",
        additionalProperties: false,
        properties: {}
      },
      "profile-links": {
        type: "object",
        additionalProperties: false,
        properties: {}
      },
      "product-details": {
        type: "object",
        additionalProperties: false,
        properties: {}
      },
      notifications: {
        type: "object",
        additionalProperties: false,
        properties: {}
      },
      search: {
        type: "object",
        additionalProperties: false,
        properties: {}
      }
    }
  }
};

// schemas/merchant-config.schema.json
var merchant_config_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://dasturxon.uz/schemas/merchant-config.schema.json",
  title: "Merchant configuration folder (onboarding)",
  description: "The files of a merchant configuration folder besides settings.json (merchant-settings.schema.json) and layout.json (layout.schema.json), plus an images/ folder with every picture they name. Keys connect the files; ids are assigned on import.",
  $defs: {
    l10n: {
      type: "object",
      description: "A text in each language the merchant offers (uzLangActive, ruLangActive, engLangActive); a language it does not offer may be left out",
      minProperties: 1,
      additionalProperties: false,
      properties: {
        uz: {
          type: "string"
        },
        ru: {
          type: "string"
        },
        eng: {
          type: "string"
        }
      }
    },
    key: {
      type: "string",
      pattern: "^[a-z0-9][a-z0-9-]{0,63}$"
    },
    time: {
      type: "string",
      pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"
    },
    money: {
      type: "integer",
      minimum: 0,
      maximum: 1e8
    },
    merchant: {
      type: "object",
      required: ["sub", "name"],
      additionalProperties: false,
      properties: {
        sub: {
          $ref: "#/$defs/key"
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 100
        },
        color: {
          type: "string",
          pattern: "^#[0-9A-Fa-f]{6}$"
        },
        theme: {
          enum: ["LIGHT", "DARK"]
        },
        mapType: {
          enum: ["YANDEX", "LEAFLET", "LAMENU_YANDEX"]
        },
        smsGateway: {
          enum: ["ESKIZ", "PLAY_MOBILE"]
        },
        secrets: {
          type: "object",
          additionalProperties: false,
          properties: {
            smsUsername: {
              type: "string"
            },
            smsPassword: {
              type: "string"
            },
            botToken: {
              type: "string"
            },
            yandexDeliveryKey: {
              type: "string"
            },
            iikoApiLogin: {
              type: "string"
            },
            paymeMerchantId: {
              type: "string"
            },
            clickServiceId: {
              type: "string"
            },
            clickMerchantId: {
              type: "string"
            },
            clickMerchantUserId: {
              type: "string",
              description: "Click merchant user id (the Auth header of Click's merchant API: fiscal receipts)"
            },
            uzumServiceId: {
              type: "string"
            },
            paymeKey: {
              type: "string",
              description: "Payme merchant API key (Basic auth Paycom:<key>)"
            },
            clickSecretKey: {
              type: "string",
              description: "Click SHOP API secret key (sign_string)"
            },
            uzumLogin: {
              type: "string"
            },
            uzumPassword: {
              type: "string"
            }
          }
        }
      }
    },
    branches: {
      type: "object",
      required: ["cities", "branches"],
      additionalProperties: false,
      properties: {
        cities: {
          type: "array",
          minItems: 1,
          items: {
            type: "object",
            required: ["key", "name", "latitude", "longitude"],
            additionalProperties: false,
            properties: {
              key: {
                $ref: "#/$defs/key"
              },
              name: {
                $ref: "#/$defs/l10n"
              },
              latitude: {
                type: "number"
              },
              longitude: {
                type: "number"
              },
              isMain: {
                type: "boolean"
              }
            }
          }
        },
        branches: {
          type: "array",
          minItems: 1,
          items: {
            type: "object",
            required: ["key", "city", "name", "address", "latitude", "longitude", "open", "close"],
            additionalProperties: false,
            properties: {
              key: {
                $ref: "#/$defs/key"
              },
              city: {
                $ref: "#/$defs/key"
              },
              name: {
                $ref: "#/$defs/l10n"
              },
              address: {
                description: "One text for every language, or one per language",
                oneOf: [
                  {
                    type: "string",
                    minLength: 1
                  },
                  {
                    $ref: "#/$defs/l10n"
                  }
                ]
              },
              latitude: {
                type: "number",
                minimum: -90,
                maximum: 90
              },
              longitude: {
                type: "number",
                minimum: -180,
                maximum: 180
              },
              open: {
                $ref: "#/$defs/time"
              },
              close: {
                $ref: "#/$defs/time"
              },
              phone: {
                type: "string"
              },
              booking: {
                type: "boolean"
              },
              places: {
                type: "array",
                items: {
                  type: "object",
                  required: ["name", "chairs"],
                  additionalProperties: false,
                  properties: {
                    name: {
                      $ref: "#/$defs/l10n"
                    },
                    chairs: {
                      type: "integer",
                      minimum: 1
                    }
                  }
                }
              },
              zones: {
                type: "array",
                items: {
                  type: "object",
                  required: ["name", "price", "color", "polygon"],
                  additionalProperties: false,
                  properties: {
                    name: {
                      description: "One text for every language, or one per language",
                      oneOf: [
                        {
                          type: "string"
                        },
                        {
                          $ref: "#/$defs/l10n"
                        }
                      ]
                    },
                    price: {
                      $ref: "#/$defs/money"
                    },
                    minOrder: {
                      description: "The least a delivery to this zone orders, in sum (the dishes after discounts); none when left out",
                      $ref: "#/$defs/money"
                    },
                    freeFrom: {
                      description: "Delivery to this zone is free from this sum of dishes (after discounts), at least minOrder; never when left out",
                      $ref: "#/$defs/money"
                    },
                    color: {
                      type: "string",
                      pattern: "^#[0-9A-Fa-f]{6}$"
                    },
                    polygon: {
                      type: "array",
                      minItems: 4,
                      items: {
                        type: "array",
                        minItems: 2,
                        maxItems: 2,
                        items: {
                          type: "number"
                        }
                      }
                    }
                  }
                }
              },
              services: {
                type: "object",
                additionalProperties: false,
                description: "which services this branch offers (each true when left out; delivery also needs zones)",
                properties: {
                  delivery: {
                    type: "boolean"
                  },
                  pickup: {
                    type: "boolean"
                  },
                  dineIn: {
                    type: "boolean"
                  }
                }
              },
              tables: {
                type: "array",
                description: "the branch's tables: a QR code per table (npm run merchant -- qr) opens the storefront for ordering at it",
                items: {
                  type: "object",
                  required: ["id"],
                  additionalProperties: false,
                  properties: {
                    id: {
                      type: "integer",
                      minimum: 1,
                      maximum: 9999,
                      description: "the table's number, unique in the branch"
                    },
                    name: {
                      $ref: "#/$defs/l10n"
                    }
                  }
                }
              }
            }
          }
        },
        couriers: {
          type: "array",
          items: {
            type: "object",
            required: ["branch", "firstName", "phone"],
            additionalProperties: false,
            properties: {
              branch: {
                $ref: "#/$defs/key"
              },
              firstName: {
                type: "string",
                minLength: 1
              },
              lastName: {
                type: "string"
              },
              phone: {
                type: "string",
                pattern: "^998[0-9]{9}$"
              }
            }
          }
        }
      }
    },
    menu: {
      type: "object",
      required: ["groups", "categories", "products"],
      additionalProperties: false,
      properties: {
        groups: {
          type: "array",
          items: {
            type: "object",
            required: ["key", "name"],
            additionalProperties: false,
            properties: {
              key: {
                $ref: "#/$defs/key"
              },
              name: {
                $ref: "#/$defs/l10n"
              },
              bgColor: {
                $ref: "#/$defs/color",
                description: "the group's band behind its title; the text on it is black or white, whichever reads"
              },
              icon: {
                $ref: "#/$defs/image",
                description: "a small picture beside the group's title"
              },
              iconBgColor: {
                $ref: "#/$defs/color",
                description: "the circle behind the icon"
              },
              image: {
                $ref: "#/$defs/image",
                description: "a wide cover picture (3:1) above the group's title"
              }
            }
          }
        },
        categories: {
          type: "array",
          items: {
            type: "object",
            required: ["key", "name"],
            additionalProperties: false,
            properties: {
              key: {
                $ref: "#/$defs/key"
              },
              group: {
                $ref: "#/$defs/key"
              },
              name: {
                $ref: "#/$defs/l10n"
              },
              viewType: {
                enum: ["BIG", "MEDIUM", "SMALL"]
              },
              scrollType: {
                enum: ["VERTICAL", "HORIZONTAL"]
              },
              navigationType: {
                enum: ["SHEET", "POP_UP", "FULL_SCREEN"]
              },
              isWithoutCart: {
                type: "boolean"
              },
              image: {
                $ref: "#/$defs/image",
                description: "a small picture in the category's chip and beside its title"
              },
              textColor: {
                $ref: "#/$defs/color",
                description: "the category title's colour, used where it reads on the page (3:1)"
              }
            }
          }
        },
        products: {
          type: "array",
          items: {
            type: "object",
            required: ["key", "category", "name", "price"],
            additionalProperties: false,
            properties: {
              key: {
                $ref: "#/$defs/key"
              },
              category: {
                $ref: "#/$defs/key"
              },
              name: {
                $ref: "#/$defs/l10n"
              },
              description: {
                $ref: "#/$defs/l10n"
              },
              price: {
                $ref: "#/$defs/money"
              },
              discount: {
                type: "number",
                minimum: 0,
                maximum: 100
              },
              image: {
                $ref: "#/$defs/image"
              },
              unit: {
                enum: ["KG", "LITER", "GRAMM", "COUNT"]
              },
              measure: {
                type: "number"
              },
              calorie: {
                type: "number"
              },
              recommend: {
                type: "boolean"
              },
              branches: {
                type: "array",
                items: {
                  $ref: "#/$defs/key"
                }
              },
              modificationGroups: {
                type: "array",
                items: {
                  type: "object",
                  required: ["name", "min", "max", "modifications"],
                  additionalProperties: false,
                  properties: {
                    name: {
                      $ref: "#/$defs/l10n"
                    },
                    min: {
                      type: "integer",
                      minimum: 0
                    },
                    max: {
                      type: "integer",
                      minimum: 1
                    },
                    modifications: {
                      type: "array",
                      minItems: 1,
                      items: {
                        type: "object",
                        required: ["name", "price"],
                        additionalProperties: false,
                        properties: {
                          name: {
                            $ref: "#/$defs/l10n"
                          },
                          price: {
                            $ref: "#/$defs/money"
                          },
                          default: {
                            type: "boolean",
                            description: "Chosen when the product opens (the customer can change it)"
                          },
                          mxikCode: {
                            type: "string",
                            pattern: "^[0-9]{17}$",
                            description: "IKPU (MXIK) code of the tax committee's catalogue, 17 digits"
                          },
                          packageCode: {
                            type: "string",
                            pattern: "^[0-9]{1,20}$",
                            description: "package (unit) code of the IKPU catalogue"
                          },
                          vatPercent: {
                            type: "number",
                            minimum: 0,
                            maximum: 100,
                            description: "VAT rate in percent (0 for a merchant that pays none)"
                          }
                        }
                      }
                    }
                  }
                }
              },
              gallery: {
                type: "array",
                items: {
                  $ref: "#/$defs/image"
                },
                description: "pictures of the product page; the first picture is `image` when left out"
              },
              cookingTime: {
                type: "object",
                required: ["min", "max"],
                additionalProperties: false,
                description: "minutes",
                properties: {
                  min: {
                    type: "integer",
                    minimum: 0
                  },
                  max: {
                    type: "integer",
                    minimum: 0
                  }
                }
              },
              labels: {
                type: "array",
                items: {
                  type: "object",
                  required: ["name", "color"],
                  additionalProperties: false,
                  properties: {
                    name: {
                      $ref: "#/$defs/l10n"
                    },
                    color: {
                      $ref: "#/$defs/color"
                    }
                  }
                }
              },
              tags: {
                type: "array",
                items: {
                  type: "string",
                  minLength: 1,
                  maxLength: 50
                }
              },
              active: {
                type: "boolean",
                description: "false hides the product from the menu"
              },
              rating: {
                type: "object",
                required: ["average", "count"],
                additionalProperties: false,
                description: "ratings carried over from a previous platform",
                properties: {
                  average: {
                    type: "number",
                    minimum: 1,
                    maximum: 5
                  },
                  count: {
                    type: "integer",
                    minimum: 1
                  }
                }
              },
              channels: {
                type: "array",
                minItems: 1,
                uniqueItems: true,
                items: {
                  enum: ["WEB", "TG"]
                },
                description: "where the product is offered: WEB (the web storefront), TG (the Telegram Mini App); both when left out"
              },
              telegramPrice: {
                $ref: "#/$defs/money",
                description: "its price in the Telegram Mini App, where it differs from price"
              },
              mxikCode: {
                type: "string",
                pattern: "^[0-9]{17}$",
                description: "IKPU (MXIK) code of the tax committee's catalogue, 17 digits"
              },
              packageCode: {
                type: "string",
                pattern: "^[0-9]{1,20}$",
                description: "package (unit) code of the IKPU catalogue"
              },
              vatPercent: {
                type: "number",
                minimum: 0,
                maximum: 100,
                description: "VAT rate in percent (0 for a merchant that pays none)"
              }
            }
          }
        },
        delivery: {
          type: "object",
          description: "Delivery as a fiscal receipt names it (required when delivery and an online payment are on)",
          required: ["mxikCode", "packageCode", "vatPercent"],
          additionalProperties: false,
          properties: {
            title: {
              $ref: "#/$defs/l10n"
            },
            mxikCode: {
              type: "string",
              pattern: "^[0-9]{17}$",
              description: "IKPU (MXIK) code of the tax committee's catalogue, 17 digits"
            },
            packageCode: {
              type: "string",
              pattern: "^[0-9]{1,20}$",
              description: "package (unit) code of the IKPU catalogue"
            },
            vatPercent: {
              type: "number",
              minimum: 0,
              maximum: 100,
              description: "VAT rate in percent (0 for a merchant that pays none)"
            }
          }
        }
      }
    },
    promos: {
      type: "array",
      items: {
        type: "object",
        required: ["code", "discountType", "minPrice"],
        additionalProperties: false,
        properties: {
          code: {
            type: "string",
            pattern: "^[A-Z0-9]{3,32}$"
          },
          discountType: {
            enum: ["AMOUNT", "PERCENTAGE"]
          },
          productDiscount: {
            type: "number",
            minimum: 0
          },
          deliveryDiscount: {
            type: "number",
            minimum: 0
          },
          minPrice: {
            $ref: "#/$defs/money"
          },
          startDate: {
            type: "string",
            format: "date-time"
          },
          endDate: {
            type: "string",
            format: "date-time"
          },
          description: {
            $ref: "#/$defs/l10n"
          },
          active: {
            type: "boolean",
            description: "false pauses the code"
          },
          firstOrderOnly: {
            type: "boolean",
            description: "only a customer's first order may use the code"
          },
          perCustomerLimit: {
            type: "integer",
            minimum: 1,
            description: "how many orders one customer may use the code on"
          }
        }
      }
    },
    policies: {
      type: "object",
      additionalProperties: false,
      properties: {
        TERMS: {
          $ref: "#/$defs/l10n"
        },
        ABOUT_COMPANY: {
          $ref: "#/$defs/l10n"
        },
        PRIVACY_POLICY: {
          $ref: "#/$defs/l10n"
        }
      }
    },
    image: {
      type: "string",
      pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,100}\\.(svg|png|jpe?g|webp)$",
      description: "a file in the folder's images/ directory"
    },
    color: {
      type: "string",
      pattern: "^#[0-9A-Fa-f]{6}$"
    },
    payments: {
      type: "array",
      description: "payment methods offered (default: all five, on the web and in the bot)",
      items: {
        type: "object",
        required: ["type"],
        additionalProperties: false,
        properties: {
          type: {
            enum: ["CASH", "TERMINAL", "PAYME", "CLICK", "UZUM"]
          },
          title: {
            $ref: "#/$defs/l10n"
          },
          web: {
            type: "boolean"
          },
          bot: {
            type: "boolean"
          }
        }
      }
    },
    content: {
      type: "object",
      additionalProperties: false,
      properties: {
        stories: {
          type: "array",
          items: {
            type: "object",
            required: ["title", "image", "slides"],
            additionalProperties: false,
            properties: {
              title: {
                $ref: "#/$defs/l10n"
              },
              image: {
                $ref: "#/$defs/image"
              },
              slides: {
                type: "array",
                minItems: 1,
                items: {
                  type: "object",
                  required: ["image", "text"],
                  additionalProperties: false,
                  properties: {
                    image: {
                      $ref: "#/$defs/image"
                    },
                    text: {
                      $ref: "#/$defs/l10n"
                    }
                  }
                }
              }
            }
          }
        },
        banners: {
          type: "array",
          items: {
            type: "object",
            required: ["title", "image"],
            additionalProperties: false,
            properties: {
              title: {
                $ref: "#/$defs/l10n"
              },
              image: {
                $ref: "#/$defs/image"
              },
              link: {
                type: "object",
                required: ["type"],
                additionalProperties: false,
                description: "PRODUCT and CATEGORY name a key of menu.json",
                properties: {
                  type: {
                    enum: ["PRODUCT", "CATEGORY", "PROMO"]
                  },
                  key: {
                    $ref: "#/$defs/key"
                  }
                }
              }
            }
          }
        },
        vacancies: {
          type: "array",
          items: {
            type: "object",
            required: ["title", "description"],
            additionalProperties: false,
            properties: {
              title: {
                $ref: "#/$defs/l10n"
              },
              description: {
                $ref: "#/$defs/l10n"
              },
              conditions: {
                $ref: "#/$defs/l10n"
              },
              salary: {
                type: "string"
              },
              branch: {
                $ref: "#/$defs/key"
              },
              phone: {
                type: "string"
              },
              telegram: {
                type: "string",
                format: "uri"
              }
            }
          }
        },
        notifications: {
          type: "array",
          items: {
            type: "object",
            required: ["title", "body"],
            additionalProperties: false,
            properties: {
              title: {
                $ref: "#/$defs/l10n"
              },
              body: {
                $ref: "#/$defs/l10n"
              }
            }
          }
        }
      }
    },
    staff: {
      type: "array",
      description: "the merchant's staff for the order desk: operators see and move every order, the kitchen cooks",
      items: {
        type: "object",
        required: ["phone", "name", "role"],
        additionalProperties: false,
        properties: {
          phone: {
            type: "string",
            pattern: "^998[0-9]{9}$"
          },
          name: {
            type: "string",
            minLength: 1,
            maxLength: 100
          },
          role: {
            enum: ["OPERATOR", "KITCHEN"]
          }
        }
      }
    }
  }
};

// schemas/merchant-settings.schema.json
var merchant_settings_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://dasturxon.uz/schemas/merchant-settings.schema.json",
  title: "Merchant web settings",
  description: "Every web setting of spec section 3. Link fields (iosApp \u2026 facebook) each come with an \u2026Active flag.",
  type: "object",
  required: [
    "merchantId",
    "mainColor",
    "mainColorType",
    "mainLanguage",
    "productNavigationType",
    "basketPosition"
  ],
  additionalProperties: false,
  properties: {
    merchantId: {
      type: "integer",
      minimum: 1,
      description: "The merchant the settings belong to"
    },
    logo: {
      type: ["string", "null"],
      default: null
    },
    brand: {
      type: ["string", "null"],
      default: null
    },
    favicon: {
      type: ["string", "null"],
      default: null
    },
    domain: {
      type: ["string", "null"],
      default: null,
      description: "the merchant's own host name (order.example.uz): the storefront there is this merchant's, without a sub-domain or ?vendor",
      pattern: "^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$",
      maxLength: 253
    },
    smsContent: {
      type: ["string", "null"],
      default: null,
      pattern: "\\{code\\}",
      maxLength: 300,
      description: "the login SMS text; {code} is the code, {merchant} the merchant's name. Null: a text in uz/ru/en."
    },
    yandexMapKey: {
      type: ["string", "null"],
      default: null
    },
    amoCRMId: {
      type: ["string", "null"],
      default: null
    },
    amoCRMHash: {
      type: ["string", "null"],
      default: null
    },
    yandexMetricsId: {
      type: ["string", "null"],
      default: null
    },
    yandexMetricsKeys: {
      type: ["string", "null"],
      default: null,
      description: "the goals to report to Metrika, comma-separated: ADD_TO_BASKET, BEGIN_CHECKOUT, ORDER_PLACED, LOGIN"
    },
    iosApp: {
      type: ["string", "null"],
      default: null
    },
    androidApp: {
      type: ["string", "null"],
      default: null
    },
    telegramBot: {
      type: ["string", "null"],
      default: null
    },
    phone: {
      type: ["string", "null"],
      default: null
    },
    telegram: {
      type: ["string", "null"],
      default: null
    },
    instagram: {
      type: ["string", "null"],
      default: null
    },
    facebook: {
      type: ["string", "null"],
      default: null
    },
    mainColor: {
      type: "string",
      pattern: "^#[0-9A-Fa-f]{6}$",
      default: "#FCE000",
      description: "Primary colour (spec default FCE000)"
    },
    mainColorType: {
      enum: ["dark", "light"],
      default: "light",
      description: "dark: white text on the primary colour; light: black"
    },
    mainLanguage: {
      enum: ["uz", "ru", "eng"],
      default: "uz"
    },
    mapType: {
      enum: ["YANDEX", "LEAFLET", "LAMENU_YANDEX"],
      default: "YANDEX"
    },
    productNavigationType: {
      enum: ["SHEET", "POP_UP", "FULL_SCREEN"],
      default: "SHEET"
    },
    basketPosition: {
      enum: ["NAVIGATION_BAR", "FLOATING_OVER_PRODUCT"],
      default: "NAVIGATION_BAR"
    },
    title: {
      $ref: "#/$defs/localizedText"
    },
    leftCopyWrite: {
      $ref: "#/$defs/localizedText"
    },
    rightCopyWrite: {
      $ref: "#/$defs/localizedText"
    },
    bannersActive: {
      type: "boolean",
      default: false
    },
    uzLangActive: {
      type: "boolean",
      default: true
    },
    ruLangActive: {
      type: "boolean",
      default: true
    },
    engLangActive: {
      type: "boolean",
      default: true
    },
    deliveryActive: {
      type: "boolean",
      default: true
    },
    pickupActive: {
      type: "boolean",
      default: true
    },
    dineInActive: {
      type: "boolean",
      default: false
    },
    branchesActive: {
      type: "boolean",
      default: true
    },
    storiesActive: {
      type: "boolean",
      default: false
    },
    vacanciesActive: {
      type: "boolean",
      default: false
    },
    privacyActive: {
      type: "boolean",
      default: true
    },
    aboutMerchantActive: {
      type: "boolean",
      default: true
    },
    termsOfUseActive: {
      type: "boolean",
      default: true
    },
    notificationsActive: {
      type: "boolean",
      default: false
    },
    balanceActive: {
      type: "boolean",
      default: false,
      description: "the customer's cashback balance may pay part of an order at checkout (with cashbackActive)"
    },
    cartInMainActive: {
      type: "boolean",
      default: true
    },
    cartPageActive: {
      type: "boolean",
      default: true
    },
    chatActive: {
      type: "boolean",
      default: false,
      description: "the customer chat (amoCRM's button, with amoCRMActive, amoCRMId and amoCRMHash)"
    },
    bookingActive: {
      type: "boolean",
      default: false
    },
    cashActive: {
      type: "boolean",
      default: true
    },
    terminalActive: {
      type: "boolean",
      default: false
    },
    paymeActive: {
      type: "boolean",
      default: false
    },
    clickActive: {
      type: "boolean",
      default: false
    },
    uzumActive: {
      type: "boolean",
      default: false
    },
    cardActive: {
      type: "boolean",
      default: false
    },
    cashbackActive: {
      type: "boolean",
      default: false
    },
    promoActive: {
      type: "boolean",
      default: true
    },
    favouriteActive: {
      type: "boolean",
      default: true
    },
    cancelOrderActive: {
      type: "boolean",
      default: false
    },
    receiverActive: {
      type: "boolean",
      default: false
    },
    groupView: {
      type: "boolean",
      default: true
    },
    categoryView: {
      type: "boolean",
      default: true
    },
    isDark: {
      type: "boolean",
      default: false
    },
    isVisibleAtProfileTop: {
      type: "boolean",
      default: false,
      description: "the cashback balance shows at the top of the profile, in its header"
    },
    isNavigationViewEnabled: {
      type: "boolean",
      default: true
    },
    amoCRMActive: {
      type: "boolean",
      default: false
    },
    yandexMetricsEnabled: {
      type: "boolean",
      default: false
    },
    iosAppActive: {
      type: "boolean",
      default: false
    },
    androidAppActive: {
      type: "boolean",
      default: false
    },
    telegramBotActive: {
      type: "boolean",
      default: false
    },
    telegramThemeActive: {
      type: "boolean",
      default: false,
      description: "Inside the Telegram Mini App, backgrounds and text follow the user's Telegram theme (the brand colour stays)"
    },
    phoneActive: {
      type: "boolean",
      default: false
    },
    telegramActive: {
      type: "boolean",
      default: false
    },
    instagramActive: {
      type: "boolean",
      default: false
    },
    facebookActive: {
      type: "boolean",
      default: false
    }
  },
  $defs: {
    localizedText: {
      type: "object",
      description: "A text in each language the merchant offers (uzLangActive, ruLangActive, engLangActive); a language it does not offer may be left out",
      minProperties: 1,
      additionalProperties: false,
      properties: {
        uz: {
          type: "string"
        },
        ru: {
          type: "string"
        },
        eng: {
          type: "string"
        }
      }
    }
  }
};

// src/domain/layout-migrate.ts
var LAYOUT_VERSION = 2;
var MIGRATIONS2 = [
  {
    from: 1,
    up: (doc) => ({
      ...doc,
      version: 2,
      pages: Object.fromEntries(
        Object.entries(doc.pages ?? {}).map(([name, page]) => [
          name,
          {
            ...page,
            blocks: (page.blocks ?? []).map(
              (block) => typeof block.when === "string" ? { ...block, when: [block.when] } : block
            )
          }
        ])
      )
    })
  }
];
var LayoutVersionError = class extends Error {
};
function migrateLayout(input) {
  if (typeof input !== "object" || input === null) return { doc: input, applied: [] };
  let doc = input;
  const applied = [];
  let version = typeof doc.version === "number" ? doc.version : 1;
  if (version > LAYOUT_VERSION)
    throw new LayoutVersionError(
      `Layout version ${version} is newer than this storefront (${LAYOUT_VERSION})`
    );
  while (version < LAYOUT_VERSION) {
    const step = MIGRATIONS2.find((m) => m.from === version);
    if (!step) throw new LayoutVersionError(`No migration from layout version ${version}`);
    doc = step.up(doc);
    applied.push(version);
    version += 1;
  }
  return { doc, applied };
}

// src/domain/theme.ts
var DEFAULT_PRIMARY = "#FCE000";
var LIGHT = {
  "--bg": "#F6F5F2",
  "--surface": "#FFFFFF",
  "--surface-2": "#EFEEEA",
  "--text": "#141414",
  "--muted": "#5E5E5E",
  "--border": "#E2E0DA",
  "--danger": "#B42318",
  "--success": "#067647"
};
var DARK = {
  "--bg": "#0E0E13",
  "--surface": "#1A1A22",
  "--surface-2": "#262630",
  "--text": "#F4F4F6",
  "--muted": "#A9A9B4",
  "--border": "#33333F",
  "--danger": "#FDA29B",
  "--success": "#75E0A7"
};
function normalizeColor(color) {
  const hex2 = (color ?? "").trim().replace(/^#/, "");
  return /^[0-9a-f]{6}$/i.test(hex2) ? `#${hex2.toUpperCase()}` : DEFAULT_PRIMARY;
}
var hex = (value) => value && /^#[0-9a-f]{6}$/i.test(value) ? value : void 0;
function telegramVars(theme) {
  const p = theme.themeParams ?? {};
  const base2 = theme.colorScheme === "dark" ? DARK : LIGHT;
  return {
    ...base2,
    "--bg": hex(p.secondary_bg_color) ?? hex(p.bg_color) ?? base2["--bg"],
    "--surface": hex(p.bg_color) ?? base2["--surface"],
    "--text": hex(p.text_color) ?? base2["--text"],
    "--muted": hex(p.hint_color) ?? base2["--muted"],
    "--border": hex(p.section_separator_color) ?? base2["--border"],
    "color-scheme": theme.colorScheme === "dark" ? "dark" : "light"
  };
}
function themeVars(settings, telegram = null) {
  return {
    ...settings.isDark ? DARK : LIGHT,
    "color-scheme": settings.isDark ? "dark" : "light",
    ...telegram && settings.telegramThemeActive ? telegramVars(telegram) : {},
    "--primary": normalizeColor(settings.mainColor),
    "--on-primary": textOnPrimary(settings)
  };
}
function luminance(color) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrastRatio(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
var READABLE = 4.5;
function textOnPrimary(settings) {
  const primary = normalizeColor(settings.mainColor);
  const chosen = settings.mainColorType === "dark" ? "#FFFFFF" : "#000000";
  return contrastRatio(primary, chosen) >= READABLE ? chosen : readableOn(primary);
}
var readableOn = (background) => contrastRatio(normalizeColor(background), "#000000") >= contrastRatio(normalizeColor(background), "#FFFFFF") ? "#000000" : "#FFFFFF";
var themeCss = (settings) => `:root{${Object.entries(themeVars(settings)).map(([k, v]) => `${k}:${v}`).join(";")}}`;

// locales/en/blocks.json
var blocks_default = {
  stories: "Stories",
  banners: "Offers",
  branches: {
    title: "Our branches"
  },
  allBranches: "All branches",
  promos: "Promo codes",
  minimum: "For orders from {{sum}}",
  basketEmpty: "Your basket is empty",
  toMenu: "Go to the menu",
  basket: {
    recommendations: "Goes well with your order"
  },
  guestTitle: "Log in to your profile",
  guestText: "Orders, addresses, favourites and cashback are kept in your profile.",
  login: "Log in",
  noName: "My profile",
  cashback: "Cashback",
  notifications: "Notifications",
  unread: "{{count}} new",
  history: "History",
  close: "Close",
  slide: "{{title}}: {{n}} of {{of}}",
  previous: "Back",
  next: "Next"
};

// server/onboarding/layout-rules.ts
var LABEL = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;
var known = (key) => key.split(".").reduce(
  (node, part) => node?.[part],
  blocks_default
) !== void 0;
var blank = (text2) => !!text2 && ![text2.uz, text2.ru, text2.eng].some((t) => t?.trim());
function layoutProblems(config2) {
  const problems = [];
  let layout;
  try {
    layout = migrateLayout(config2.layout).doc;
  } catch {
    return problems;
  }
  const pages = [
    ...Object.entries(layout?.pages ?? {}).map(([name, page]) => [
      `/pages/${name}`,
      page
    ]),
    ...Object.entries(layout?.telegram?.pages ?? {}).map(([name, page]) => [
      `/telegram/pages/${name}`,
      page
    ])
  ];
  for (const [page, { blocks = [] }] of pages) {
    const seen = /* @__PURE__ */ new Set();
    blocks.forEach((block, i) => {
      if (block.id && seen.has(block.id))
        problems.push({
          file: "layout.json",
          path: `${page}/blocks/${i}/id`,
          message: `duplicate block id "${block.id}"`
        });
      if (block.id) seen.add(block.id);
      for (const [prop, value] of Object.entries(block.props ?? {}))
        if (typeof value === "string" && LABEL.test(value) && !known(value))
          problems.push({
            file: "layout.json",
            path: `${page}/blocks/${i}/props/${prop}`,
            message: `"${value}" is not a label the storefront has (locales/*/blocks.json)`
          });
    });
  }
  const named = [
    ...(config2.menu?.groups ?? []).map(
      (g, i) => ["menu", `/groups/${i}/name`, g.name]
    ),
    ...(config2.menu?.categories ?? []).map(
      (c, i) => ["menu", `/categories/${i}/name`, c.name]
    ),
    ...(config2.menu?.products ?? []).map(
      (p, i) => ["menu", `/products/${i}/name`, p.name]
    ),
    ...(config2.branches?.branches ?? []).map(
      (b, i) => ["branches", `/branches/${i}/name`, b.name]
    ),
    ...(config2.branches?.cities ?? []).map(
      (c, i) => ["branches", `/cities/${i}/name`, c.name]
    )
  ];
  for (const [file, path, name] of named)
    if (blank(name))
      problems.push({ file: `${file}.json`, path, message: "a name in at least one language is required" });
  return problems;
}

// server/onboarding/messages.ts
function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(above + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}
function schemaMessage(e, what) {
  if (e.keyword === "additionalProperties") {
    const name = String(e.params.additionalProperty);
    const known2 = Object.keys(e.parentSchema?.properties ?? {});
    if (name === "en" && known2.includes("eng")) return '"en" is not a language key: use eng, not en';
    const nearest = known2.map((k) => [k, distance(name.toLowerCase(), k.toLowerCase())]).sort((a, b) => a[1] - b[1])[0];
    const hint = nearest && nearest[1] <= Math.max(2, Math.floor(name.length / 3)) ? ` \u2014 did you mean ${nearest[0]}?` : "";
    return `"${name}" is not ${what}${hint}`;
  }
  if (e.keyword === "pattern" && e.params.pattern.startsWith("^#[0-9A-Fa-f]{6}"))
    return `${JSON.stringify(e.data)} is not a colour: use #RRGGBB (six hex digits, e.g. #F59E0B)`;
  if (e.keyword === "oneOf") {
    const description = e.parentSchema?.description;
    if (!description) return "matches none of the forms this value may take";
    const example = /language/i.test(description) ? ', e.g. "Chilonzor" or {"uz": "\u2026", "ru": "\u2026"}' : "";
    return `must be ${description.charAt(0).toLowerCase()}${description.slice(1)}${example}`;
  }
  if (e.keyword === "enum") {
    const allowed = e.params.allowedValues.map((v) => JSON.stringify(v));
    return `must be one of ${allowed.slice(0, 5).join(", ")}${allowed.length > 5 ? ", \u2026" : ""}`;
  }
  return e.message ?? e.keyword;
}
function jsonErrorMessage(error, text2) {
  const position2 = Number(/position (\d+)/.exec(error.message)?.[1]);
  if (!Number.isFinite(position2)) return `not JSON: ${error.message}`;
  const before = text2.slice(0, position2).split("\n");
  return `not JSON at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}: ${error.message.replace(/ in JSON at position \d+.*$/, "")}`;
}

// server/onboarding/payment-rules.ts
var FISCAL = ["mxikCode", "packageCode", "vatPercent"];
var nameOf2 = (item) => item.name?.eng || item.name?.ru || item.name?.uz || item.key || "";
var lacking = (item) => FISCAL.filter((field) => item[field] === void 0);
function paymentProblems(config2) {
  const settings = config2.settings ?? {};
  const online = onlinePaymentsOn(settings);
  if (online.length === 0) return [];
  const problems = [];
  const secrets = config2.merchant?.secrets ?? {};
  const asked = /* @__PURE__ */ new Set();
  for (const payment of online) {
    const { setting: setting2, name, keys: keys2 } = PROVIDER_CREDENTIALS[payment];
    for (const key of keys2.filter((k) => !secrets[k] && !asked.has(k))) {
      asked.add(key);
      problems.push({
        file: "merchant.json",
        path: `/secrets/${key}`,
        message: `${name} is on (settings.json ${setting2}) but merchant.json has no secrets.${key}: write the one ${name} gave the merchant, or turn ${setting2} off`
      });
    }
  }
  const codes = "mxikCode (IKPU, 17 digits), packageCode and vatPercent";
  (config2.menu?.products ?? []).forEach((product, i) => {
    const missing = lacking(product);
    if (missing.length > 0)
      problems.push({
        file: "menu.json",
        path: `/products/${i}`,
        message: `"${nameOf2(product)}" has no ${missing.join(", ")}: online payments print a fiscal receipt, which names every dish by ${codes}`
      });
    (product.modificationGroups ?? []).forEach(
      (group, g) => group.modifications.forEach((mod, m) => {
        const gaps = (mod.price ?? 0) > 0 ? lacking(mod) : [];
        if (gaps.length > 0)
          problems.push({
            file: "menu.json",
            path: `/products/${i}/modificationGroups/${g}/modifications/${m}`,
            message: `"${nameOf2(product)}: ${nameOf2(mod)}" costs extra and has no ${gaps.join(", ")}: the fiscal receipt names it by ${codes}`
          });
      })
    );
  });
  if (settings.deliveryActive === true && config2.menu && !config2.menu.delivery)
    problems.push({
      file: "menu.json",
      path: "/delivery",
      message: `delivery is on with online payments: add "delivery": { ${codes} } for the delivery line of the fiscal receipt`
    });
  return problems;
}

// server/onboarding/config.ts
var FILES = [
  "merchant",
  "settings",
  "layout",
  "branches",
  "menu",
  "promos",
  "policies",
  "payments",
  "content",
  "staff"
];
var OPTIONAL = /* @__PURE__ */ new Set(["promos", "policies", "payments", "content", "staff"]);
var ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
addFormats(ajv);
ajv.addSchema(merchant_config_schema_default, "config");
ajv.addSchema(merchant_settings_schema_default, "settings");
ajv.addSchema(layout_schema_default, "layout");
var SCHEMA = {
  merchant: "config#/$defs/merchant",
  settings: "settings",
  layout: "layout",
  branches: "config#/$defs/branches",
  menu: "config#/$defs/menu",
  promos: "config#/$defs/promos",
  policies: "config#/$defs/policies",
  payments: "config#/$defs/payments",
  content: "config#/$defs/content",
  staff: "config#/$defs/staff"
};
function parseFolder(texts2, images) {
  const config2 = {};
  const problems = [];
  for (const name of FILES) {
    const text2 = texts2[`${name}.json`];
    if (text2 === void 0) {
      if (!OPTIONAL.has(name)) problems.push({ file: `${name}.json`, path: "/", message: "file is missing" });
      continue;
    }
    try {
      config2[name] = JSON.parse(text2);
    } catch (error) {
      problems.push({ file: `${name}.json`, path: "/", message: jsonErrorMessage(error, text2) });
    }
  }
  if (images) config2.images = images;
  return { config: config2, problems };
}
function layoutIsValid(doc) {
  try {
    return ajv.getSchema("layout")?.(migrateLayout(doc).doc) === true;
  } catch {
    return false;
  }
}
function validateConfig(config2) {
  const problems = [];
  for (const name of FILES) {
    if (config2[name] === void 0) continue;
    let doc = config2[name];
    if (name === "layout") {
      try {
        doc = migrateLayout(doc).doc;
      } catch (error) {
        problems.push({ file: "layout.json", path: "/version", message: error.message });
        continue;
      }
    }
    if (name === "settings") doc = { ...doc, merchantId: 1 };
    const validate = ajv.getSchema(SCHEMA[name]);
    if (validate && !validate(doc)) {
      const oneOf = (validate.errors ?? []).filter((e) => e.keyword === "oneOf");
      const errors = (validate.errors ?? []).filter(
        (e) => !oneOf.some(
          (o) => o !== e && (e.instancePath === o.instancePath || e.instancePath.startsWith(`${o.instancePath}/`))
        )
      );
      for (const e of errors)
        problems.push({
          file: `${name}.json`,
          path: e.instancePath || "/",
          message: schemaMessage(e, name === "settings" ? "a setting" : "a known property here")
        });
    }
  }
  return [
    ...problems,
    ...referenceProblems(config2),
    ...layoutProblems(config2),
    ...languageProblems(config2),
    ...paymentProblems(config2)
  ];
}
function configWarnings(config2) {
  const settings = config2.settings;
  const warnings = [];
  if (config2.staff === void 0)
    warnings.push({
      file: "staff.json",
      path: "/",
      message: "the folder has no staff.json: nobody can log into the order desk (/ops) \u2014 list the operators and kitchen staff with their phones"
    });
  if (!settings) return warnings;
  if (settings.mapType !== "LEAFLET" && !settings.yandexMapKey)
    warnings.push({
      file: "settings.json",
      path: "/yandexMapKey",
      message: "Yandex Maps needs its API key: without one the maps are drawn with Leaflet (OpenStreetMap)"
    });
  if (!settings.mainColor || !/^#[0-9a-f]{6}$/i.test(settings.mainColor)) return warnings;
  const primary = normalizeColor(settings.mainColor);
  const chosen = settings.mainColorType === "dark" ? "#FFFFFF" : "#000000";
  const ratio = contrastRatio(primary, chosen);
  if (ratio < READABLE)
    warnings.push({
      file: "settings.json",
      path: "/mainColorType",
      message: `"${settings.mainColorType ?? "light"}" puts ${chosen === "#FFFFFF" ? "white" : "black"} text on ${primary} at ${ratio.toFixed(1)}:1 (under 4.5:1); the storefront uses ${textOnPrimary(settings) === "#FFFFFF" ? "white" : "black"} instead`
    });
  return warnings;
}

// server/onboarding/read-folder.ts
import { existsSync as existsSync3, readdirSync, readFileSync as readFileSync4 } from "node:fs";
import { join as join5 } from "node:path";
function readConfig(dir) {
  const texts2 = {};
  for (const name of FILES) {
    const path = join5(dir, `${name}.json`);
    if (existsSync3(path)) texts2[`${name}.json`] = readFileSync4(path, "utf8");
  }
  const imagesDir2 = join5(dir, "images");
  const images = existsSync3(imagesDir2) ? Object.fromEntries(readdirSync(imagesDir2).map((name) => [name, join5(imagesDir2, name)])) : void 0;
  return parseFolder(texts2, images);
}

// server/onboarding/unpack-folder.ts
import { mkdirSync as mkdirSync4, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join as join6 } from "node:path";
import { unzipSync } from "fflate";
var MAX_UNPACKED = 100 * 1024 * 1024;
var FolderTooBig = class extends Error {
  constructor() {
    super("the folder unpacks to over 100 MB");
  }
};
function unpackFolder(zip) {
  const out = mkdtempSync(join6(tmpdir(), "merchant-"));
  let unpacked = 0;
  const files = unzipSync(zip, {
    filter: (file) => {
      unpacked += file.originalSize;
      if (unpacked > MAX_UNPACKED) throw new FolderTooBig();
      return !file.name.endsWith("/") && !file.name.split(/[\\/]/).includes("..");
    }
  });
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync4(dirname(join6(out, name)), { recursive: true });
    writeFileSync(join6(out, name), bytes);
  }
  const names = Object.keys(files);
  const top = names[0]?.split("/")[0];
  const oneTop = top && names.every((n) => n.startsWith(`${top}/`));
  return { dir: oneTop ? join6(out, top) : out, remove: () => rmSync(out, { recursive: true, force: true }) };
}

// server/admin/admin-api.ts
var sameKey = (given, key) => {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual5(a, b);
};
function registerAdminApi(app2, deps) {
  const url = "/api/admin/v1/merchants/:sub/config";
  const cors = (reply) => reply.header("Access-Control-Allow-Origin", "*").header("Access-Control-Allow-Methods", "PUT").header("Access-Control-Allow-Headers", "authorization, content-type").header("Access-Control-Max-Age", "600");
  app2.register(async (scope) => {
    scope.addHook("onSend", async (request, reply) => {
      if (request.routeOptions.url === url) cors(reply);
    });
    scope.options(url, async (_request, reply) => reply.code(204).send());
    scope.addContentTypeParser(
      ["application/zip", "application/octet-stream"],
      { parseAs: "buffer", bodyLimit: 64 * 1024 * 1024 },
      (_request, body, done) => done(null, body)
    );
    scope.put(
      url,
      async (request, reply) => {
        if (!deps.key) throw fail(404, "NOT_FOUND", request.url.split("?")[0]);
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
        if (!sameKey(given, deps.key)) throw fail(401, "UNAUTHORIZED");
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw fail(400, "NOT_A_ZIP");
        let folder;
        try {
          folder = unpackFolder(request.body);
        } catch (error) {
          throw error instanceof FolderTooBig ? fail(413, "FOLDER_TOO_BIG") : fail(400, "NOT_A_ZIP");
        }
        try {
          const { config: config2, problems: unread } = readConfig(folder.dir);
          const problems = [...unread, ...validateConfig(config2)];
          if (problems.length > 0)
            return reply.code(422).send({ ...fail(422, "INVALID_FOLDER").toBody(), problems });
          if (config2.merchant?.sub !== request.params.sub)
            throw fail(422, "SUB_MISMATCH", `${config2.merchant?.sub} \u2260 ${request.params.sub}`);
          const dryRun = request.query.dryRun === "true";
          const result = await applyConfig(deps.db, config2, {
            pictures: deps.pictures,
            dryRun
          });
          if (!dryRun) deps.merchants.changed(result.merchantId);
          return { ...result, warnings: configWarnings(config2) };
        } finally {
          folder.remove();
        }
      }
    );
  });
}

// server/http/validators.ts
import { Ajv } from "ajv";
import addFormats2 from "ajv-formats";
var base = { strict: false, useDefaults: true, removeAdditional: false, allErrors: false };
function registerValidators(app2) {
  const strict = new Ajv({ ...base, coerceTypes: false });
  const coercing = new Ajv({ ...base, coerceTypes: "array" });
  addFormats2.default(strict);
  addFormats2.default(coercing);
  app2.setValidatorCompiler(
    ({ schema, httpPart }) => (httpPart === "body" ? strict : coercing).compile(schema)
  );
}

// server/orders/events.ts
import { EventEmitter } from "node:events";
import pg2 from "pg";
var OrderEvents = class _OrderEvents {
  constructor(bus) {
    this.bus = bus;
    this.emitter.setMaxListeners(0);
  }
  bus;
  emitter = new EventEmitter();
  client = null;
  closed = false;
  /** the LISTEN connection runs one query at a time: notifications wait their turn here */
  sending = Promise.resolve();
  retryMs = 0;
  /** Events within this process only. */
  static local() {
    return new _OrderEvents();
  }
  /** Events shared by every process on this PostgreSQL database (and schema, by channel). */
  static async shared(url, channel = "order_events") {
    const events = new _OrderEvents({ url, channel });
    await events.connect();
    return events;
  }
  async connect() {
    const bus = this.bus;
    const client2 = new pg2.Client({ connectionString: bus.url, application_name: bus.channel });
    client2.on("notification", (message) => {
      if (message.channel === bus.channel && message.payload) {
        const { merchantId, event } = JSON.parse(message.payload);
        this.emit(event, merchantId);
      }
    });
    client2.on("error", (error) => {
      if (this.client !== client2) return;
      log.error(`order events: connection lost, reconnecting (${error.message})`);
      this.client = null;
      void client2.end().catch(() => void 0);
      this.reconnect();
    });
    try {
      await client2.connect();
      await client2.query(`LISTEN ${pg2.escapeIdentifier(bus.channel)}`);
    } catch (error) {
      void client2.end().catch(() => void 0);
      throw error;
    }
    if (this.closed) return void client2.end().catch(() => void 0);
    this.client = client2;
    this.retryMs = 0;
  }
  /** Tries again and again, waiting longer each time (up to 30 s), until the database answers. */
  reconnect() {
    if (this.closed) return;
    this.retryMs = Math.min(3e4, Math.max(500, this.retryMs * 2));
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connect().catch((error) => {
        log.error(`order events: still no database (${error.message}), trying again`);
        this.reconnect();
      });
    }, this.retryMs).unref();
  }
  emit(event, merchantId) {
    this.emitter.emit(String(event.orderId), event);
    this.emitter.emit(`merchant:${merchantId}`, event);
  }
  /** An order changed: its customer's stream and its merchant's staff desk hear it. */
  publish(event, merchantId) {
    if (!this.bus) return this.emit(event, merchantId);
    const client2 = this.client;
    if (!client2) return this.emit(event, merchantId);
    const payload = JSON.stringify({ merchantId, event });
    const channel = this.bus.channel;
    this.sending = this.sending.then(() => client2.query("SELECT pg_notify($1, $2)", [channel, payload])).catch((error) => {
      log.error(`order events: notify failed (${error.message})`);
      this.emit(event, merchantId);
    });
  }
  /** One order's events (the customer's order page). */
  subscribe(orderId, listener) {
    this.emitter.on(String(orderId), listener);
    return () => this.emitter.off(String(orderId), listener);
  }
  /** Every order event of one merchant (the staff desk). */
  subscribeMerchant(merchantId, listener) {
    this.emitter.on(`merchant:${merchantId}`, listener);
    return () => this.emitter.off(`merchant:${merchantId}`, listener);
  }
  async close() {
    this.closed = true;
    await this.client?.end().catch(() => void 0);
    this.client = null;
  }
};

// server/orders/scheduler.ts
import { sql as sql32 } from "kysely";
var OPEN_BEFORE_MS = 60 * 6e4;
var SCHEDULER_LOCK = 7420002;
function startScheduler(db2, events, everyMs = 3e4) {
  return startTimedJob(
    "order scheduler",
    everyMs,
    async () => {
      const opened = await openDueOrders(db2);
      for (const row of opened) events.publish(orderEvent(row), row.merchant_id);
    },
    { now: true }
  );
}
async function openDueOrders(db2, now = Date.now()) {
  return db2.transaction().execute(async (tx) => {
    const lock = await sql32`SELECT pg_try_advisory_xact_lock(${SCHEDULER_LOCK}) AS locked`.execute(tx);
    if (!lock.rows[0]?.locked) return [];
    const due = await tx.selectFrom("orders").selectAll().where("status", "=", "AT_TIME").where("delivery_at", "<=", new Date(now + OPEN_BEFORE_MS)).orderBy("delivery_at").limit(100).execute();
    const moved = [];
    for (const order of due) {
      try {
        moved.push(await transitionOrder(tx, order, { to: "OPEN", actor: "SYSTEM" }));
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      }
    }
    return moved;
  });
}

// server/seed/seed.ts
import { join as join7 } from "node:path";
import { sql as sql33 } from "kysely";
var DEMO_FOLDERS = ["demo", "osh", "night"].map((sub) => join7(ROOT, "server", "seed", sub));
var SEED_LOCK = 720011;
async function seedIfEmpty(db2, options) {
  const existing = await db2.selectFrom("merchants").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  const configs = DEMO_FOLDERS.map((dir) => {
    const { config: config2, problems } = readConfig(dir);
    const all = [...problems, ...validateConfig(config2)];
    if (all.length > 0)
      throw new Error(
        `demo merchant ${dir} is invalid: ${all.map((p) => `${p.file} ${p.path} ${p.message}`).join("; ")}`
      );
    return config2;
  });
  return db2.transaction().execute(async (tx) => {
    await sql33`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx);
    if (await tx.selectFrom("merchants").select("id").limit(1).executeTakeFirst()) return false;
    for (const config2 of configs) await importInto(tx, config2, options);
    return true;
  });
}

// server/payments/click-fiscal.ts
import { createHash as createHash6 } from "node:crypto";
var CLICK_API_URL = "https://api.click.uz";
var FiscalError = class extends Error {
  constructor(message, permanent = false) {
    super(message);
    this.permanent = permanent;
  }
  permanent;
};
function clickAuth(userId, secretKey2, now = Date.now()) {
  const timestamp = Math.floor(now / 1e3);
  const digest = createHash6("sha1").update(`${timestamp}${secretKey2}`).digest("hex");
  return `${userId}:${digest}:${timestamp}`;
}
async function sendDueFiscalReceipts(db2, apiUrl, now = /* @__PURE__ */ new Date()) {
  const due = await claimDue(db2, "fiscal_outbox", now);
  let done = 0;
  for (const row of due) {
    try {
      const merchant = await db2.selectFrom("merchants").select(["secrets", "delivery_fiscal"]).where("id", "=", row.merchant_id).executeTakeFirstOrThrow();
      const { clickServiceId, clickMerchantUserId, clickSecretKey } = merchant.secrets;
      if (!clickServiceId || !clickMerchantUserId || !clickSecretKey)
        throw new FiscalError("the merchant has no Click service id, merchant user id or secret key", true);
      const call = async (path, body) => {
        const res = await fetch(`${apiUrl.replace(/\/$/, "")}/v2/merchant/payment/ofd_data${path}`, {
          method: body ? "POST" : "GET",
          headers: {
            accept: "application/json",
            "content-type": "application/json",
            auth: clickAuth(clickMerchantUserId, clickSecretKey)
          },
          ...body ? { body: JSON.stringify(body) } : {},
          signal: AbortSignal.timeout(15e3)
        });
        const answer = await res.json().catch(() => ({}));
        if (!res.ok)
          throw new FiscalError(
            `HTTP ${res.status}`,
            res.status >= 400 && res.status < 500 && res.status !== 429
          );
        return answer;
      };
      if (!row.submitted_at) {
        const order = await db2.selectFrom("orders").selectAll().where("id", "=", row.order_id).executeTakeFirstOrThrow();
        const detail = fiscalDetail(order, merchant.delivery_fiscal, { deliveryAsItem: true });
        if (!detail) throw new FiscalError("a sold item has no fiscal codes", true);
        const answer = await call("/submit_items", {
          service_id: Number(clickServiceId),
          payment_id: Number(row.payment_id),
          items: detail.items.map((i) => {
            const price = i.price * i.count - (i.discount ?? 0);
            return {
              Name: i.title,
              SPIC: i.code,
              PackageCode: i.package_code,
              Price: price,
              Amount: i.count,
              VAT: Math.round(price * i.vat_percent / (100 + i.vat_percent)),
              VATPercent: i.vat_percent,
              CommissionInfo: {}
            };
          }),
          received_ecash: 0,
          received_cash: 0,
          received_card: Math.round(order.total_price * 100)
        });
        if (answer.error_code !== 0)
          throw new FiscalError(`Click ${String(answer.error_code)}: ${String(answer.error_note ?? "")}`);
        await db2.updateTable("fiscal_outbox").set({ submitted_at: /* @__PURE__ */ new Date() }).where("id", "=", row.id).execute();
      }
      const receipt = await call(`/${clickServiceId}/${row.payment_id}`);
      const qrCodeUrl = typeof receipt.qrCodeURL === "string" ? receipt.qrCodeURL : null;
      if (!qrCodeUrl) throw new FiscalError("the receipt has no link yet");
      await db2.transaction().execute(async (tx) => {
        await tx.updateTable("orders").set({
          fiscal_receipt: JSON.stringify({
            receiptId: String(receipt.receipt_id ?? row.payment_id),
            fiscalSign: typeof receipt.fiscal_sign === "string" ? receipt.fiscal_sign : null,
            terminalId: typeof receipt.terminal_id === "string" ? receipt.terminal_id : null,
            qrCodeUrl,
            date: typeof receipt.date === "string" ? receipt.date : null
          })
        }).where("id", "=", row.order_id).execute();
        await tx.updateTable("fiscal_outbox").set({ sent_at: /* @__PURE__ */ new Date() }).where("id", "=", row.id).execute();
      });
      done += 1;
    } catch (error) {
      const failure = error instanceof FiscalError ? error : new FiscalError(String(error));
      await db2.updateTable("fiscal_outbox").set({
        attempts: failure.permanent ? MAX_ATTEMPTS : row.attempts + 1,
        last_error: failure.message.slice(0, 500),
        next_attempt_at: new Date(Date.now() + backoffMs(row.attempts))
      }).where("id", "=", row.id).execute();
    }
  }
  return done;
}
function startFiscalSender(db2, apiUrl, everyMs) {
  if (everyMs <= 0) return () => void 0;
  return startTimedJob("fiscal receipts", everyMs, async () => {
    while (await sendDueFiscalReceipts(db2, apiUrl) > 0) ;
  });
}

// server/payments/fake-subscribe-route.ts
import { sql as sql34 } from "kysely";

// server/payments/fake-payme-subscribe.ts
import { randomBytes as randomBytes5 } from "node:crypto";
var FAKE_SUBSCRIBE_PATH = "/api/dev/payme-subscribe";
var TEST_CODE = "666666";
var POOR_CARD = "8600000000000007";
var refuse = (code, ru, uz, en) => ({
  error: { code, message: { ru, uz, en } }
});
function fakeSubscribe(options) {
  const cards = /* @__PURE__ */ new Map();
  const receipts = /* @__PURE__ */ new Map();
  const mask = (n) => `${n.slice(0, 6)}******${n.slice(-4)}`;
  return async function handle(xAuth, body) {
    const [id = "", key] = xAuth.split(":");
    const kassa2 = await options.kassa(id);
    if (!kassa2) return refuse(-32504, "\u041D\u0435\u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u043E \u043F\u0440\u0438\u0432\u0438\u043B\u0435\u0433\u0438\u0439", "Ruxsat yo'q", "Insufficient privilege");
    const p = body.params ?? {};
    const needsKey = String(body.method).startsWith("receipts.");
    if (needsKey && key !== kassa2.key)
      return refuse(-32504, "\u041D\u0435\u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u043E \u043F\u0440\u0438\u0432\u0438\u043B\u0435\u0433\u0438\u0439", "Ruxsat yo'q", "Insufficient privilege");
    switch (body.method) {
      case "cards.create": {
        const number = String(p.card?.number ?? "");
        const expire = String(p.card?.expire ?? "");
        if (!/^\d{16}$/.test(number))
          return refuse(-31300, "\u041D\u043E\u043C\u0435\u0440 \u043A\u0430\u0440\u0442\u044B \u043D\u0435\u0432\u0435\u0440\u0435\u043D", "Karta raqami noto'g'ri", "Invalid card number");
        const [mm, yy] = [Number(expire.slice(0, 2)), Number(expire.slice(2))];
        const now = /* @__PURE__ */ new Date();
        if (!/^\d{4}$/.test(expire) || 2e3 + yy < now.getFullYear() || 2e3 + yy === now.getFullYear() && mm < now.getMonth() + 1)
          return refuse(-31301, "\u0421\u0440\u043E\u043A \u0434\u0435\u0439\u0441\u0442\u0432\u0438\u044F \u043A\u0430\u0440\u0442\u044B \u0438\u0441\u0442\u0451\u043A", "Karta muddati o'tgan", "The card has expired");
        const token = randomBytes5(12).toString("hex");
        cards.set(token, { number, expire, verified: false, kassa: id });
        return { result: { card: { number: mask(number), expire, token, recurrent: true, verify: false } } };
      }
      case "cards.get_verify_code": {
        const card = cards.get(String(p.token));
        if (!card || card.kassa !== id)
          return refuse(-31400, "\u041A\u0430\u0440\u0442\u0430 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D\u0430", "Karta topilmadi", "Card not found");
        return { result: { sent: true, phone: "99890*****31", wait: 6e4 } };
      }
      case "cards.verify": {
        const card = cards.get(String(p.token));
        if (!card || card.kassa !== id)
          return refuse(-31400, "\u041A\u0430\u0440\u0442\u0430 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D\u0430", "Karta topilmadi", "Card not found");
        if (String(p.code) !== TEST_CODE)
          return refuse(-31103, "\u041D\u0435\u0432\u0435\u0440\u043D\u044B\u0439 \u043A\u043E\u0434", "Kod noto'g'ri", "Wrong code");
        card.verified = true;
        return {
          result: {
            card: {
              number: mask(card.number),
              expire: card.expire,
              token: p.token,
              recurrent: true,
              verify: true
            }
          }
        };
      }
      case "cards.remove":
        return { result: { success: cards.delete(String(p.token)) } };
      case "receipts.create": {
        const amount = Number(p.amount);
        if (!Number.isSafeInteger(amount) || amount <= 0)
          return refuse(-31611, "\u041D\u0435\u0432\u0435\u0440\u043D\u0430\u044F \u0441\u0443\u043C\u043C\u0430", "Summa noto'g'ri", "Invalid amount");
        const receiptId = randomBytes5(12).toString("hex");
        receipts.set(receiptId, {
          kassa: id,
          amount,
          account: p.account ?? {},
          detail: p.detail,
          state: 0,
          time: Date.now()
        });
        return { result: { receipt: { _id: receiptId, create_time: Date.now(), state: 0, amount } } };
      }
      case "receipts.pay": {
        const receipt = receipts.get(String(p.id));
        const card = cards.get(String(p.token));
        if (!receipt || receipt.kassa !== id)
          return refuse(-31401, "\u0427\u0435\u043A \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D", "Chek topilmadi", "Receipt not found");
        if (receipt.state === 4)
          return refuse(-31402, "\u0427\u0435\u043A \u0443\u0436\u0435 \u043E\u043F\u043B\u0430\u0447\u0435\u043D", "Chek allaqachon to'langan", "Receipt already paid");
        if (!card || !card.verified)
          return refuse(-31400, "\u041A\u0430\u0440\u0442\u0430 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D\u0430", "Karta topilmadi", "Card not found");
        if (card.number === POOR_CARD)
          return refuse(
            -31630,
            "\u041D\u0435\u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u043E \u0441\u0440\u0435\u0434\u0441\u0442\u0432 \u043D\u0430 \u043A\u0430\u0440\u0442\u0435",
            "Kartada mablag' yetarli emas",
            "Insufficient funds on the card"
          );
        const params = { amount: receipt.amount, account: receipt.account };
        for (const [method, args] of [
          ["CheckPerformTransaction", params],
          ["CreateTransaction", { ...params, id: p.id, time: receipt.time }],
          ["PerformTransaction", { id: p.id }]
        ]) {
          const answer = await options.callMerchant(kassa2.sub, kassa2.key, method, args);
          if (answer.error) return { error: answer.error };
        }
        receipt.state = 4;
        const fiscal = {
          status_code: 0,
          message: "accepted",
          terminal_id: "EP000000000025",
          receipt_id: Math.floor(Math.random() * 1e6),
          date: (/* @__PURE__ */ new Date()).toISOString(),
          fiscal_sign: String(Math.floor(Math.random() * 1e12)),
          qr_code_url: `https://ofd.soliq.uz/epi?t=EP000000000025&r=${String(p.id)}`
        };
        await options.callMerchant(kassa2.sub, kassa2.key, "SetFiscalData", {
          id: p.id,
          type: "PERFORM",
          fiscal_data: fiscal
        });
        return {
          result: {
            receipt: { _id: p.id, state: 4, amount: receipt.amount, card: { number: mask(card.number) } }
          }
        };
      }
      case "receipts.cancel": {
        const receipt = receipts.get(String(p.id));
        if (!receipt || receipt.kassa !== id)
          return refuse(-31401, "\u0427\u0435\u043A \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D", "Chek topilmadi", "Receipt not found");
        const answer = await options.callMerchant(kassa2.sub, kassa2.key, "CancelTransaction", {
          id: p.id,
          reason: 5
        });
        if (answer.error) return { error: answer.error };
        receipt.state = 50;
        return { result: { receipt: { _id: p.id, state: 50 } } };
      }
      default:
        return refuse(-32601, "\u041C\u0435\u0442\u043E\u0434 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D", "Usul topilmadi", "Method not found");
    }
  };
}

// server/payments/fake-subscribe-route.ts
function registerFakeSubscribe(app2, db2) {
  const handle = fakeSubscribe({
    async kassa(id) {
      const row = await db2.selectFrom("merchants").select(["sub", "secrets"]).where(sql34`secrets->>'paymeMerchantId' = ${id}`).executeTakeFirst();
      return row?.secrets.paymeKey ? { sub: row.sub, key: row.secrets.paymeKey } : null;
    },
    async callMerchant(sub, key, method, params) {
      const res = await app2.inject({
        method: "POST",
        url: `/api/callbacks/payme/${sub}`,
        headers: {
          authorization: `Basic ${Buffer.from(`Paycom:${key}`).toString("base64")}`,
          "content-type": "application/json"
        },
        payload: { jsonrpc: "2.0", id: Date.now(), method, params }
      });
      return res.json();
    }
  });
  app2.post(FAKE_SUBSCRIBE_PATH, async (request) => ({
    jsonrpc: "2.0",
    id: request.body?.id ?? null,
    ...await handle(String(request.headers["x-auth"] ?? ""), request.body ?? {})
  }));
}

// server/http/health.ts
import { sql as sql35 } from "kysely";
var within = (ms, work) => Promise.race([
  work,
  new Promise(
    (_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()
  )
]);
function registerHealth(app2, db2, schema) {
  app2.get(
    "/api/health",
    async (_request, reply) => reply.header("Cache-Control", "no-store").send({ status: "ok" })
  );
  app2.get("/api/ready", async (_request, reply) => {
    const checks = {};
    try {
      await within(2e3, sql35`select 1`.execute(db2));
      checks.database = "ok";
      const pending = await within(2e3, pendingMigrations(db2, schema));
      checks.migrations = pending.length === 0 ? "ok" : `not applied: ${pending.join(", ")}`;
    } catch (error) {
      checks.database = `unreachable: ${error.message}`;
    }
    const stalled = stalledJobs();
    checks.jobs = stalled.length === 0 ? "ok" : `stalled: ${stalled.join(", ")}`;
    const ready = Object.values(checks).every((c) => c === "ok");
    return reply.code(ready ? 200 : 503).header("Cache-Control", "no-store").send({ status: ready ? "ready" : "not ready", checks });
  });
}

// server/http/tls-ask.ts
import { sql as sql36 } from "kysely";
function registerTlsAsk(app2, db2, storefrontUrl) {
  const suffix = /\{sub\}(\.[^/:]+)/.exec(storefrontUrl)?.[1]?.toLowerCase() ?? null;
  app2.get("/internal/tls/ask", async (request, reply) => {
    const domain = String(request.query.domain ?? "").toLowerCase().replace(/\.$/, "");
    if (!/^[a-z0-9.-]{1,253}$/.test(domain))
      return reply.code(404).send({ code: "NOT_FOUND", message: "Not ours" });
    const sub = suffix && domain.endsWith(suffix) ? domain.slice(0, -suffix.length) : null;
    const merchant = await db2.selectFrom("merchants").select("id").where("is_active", "=", true).where("deleted", "=", false).where(
      (eb) => eb.or([
        eb(sql36`lower(settings->>'domain')`, "=", domain),
        ...sub && /^[a-z0-9-]+$/.test(sub) ? [eb("sub", "=", sub)] : []
      ])
    ).executeTakeFirst();
    return merchant ? reply.code(200).send({ domain }) : reply.code(404).send({ code: "NOT_FOUND", message: `${domain} is no merchant's` });
  });
}

// server/spa.ts
import { existsSync as existsSync4, readFileSync as readFileSync5, statSync } from "node:fs";
import { join as join8, resolve as resolve2 } from "node:path";
import { brotliCompressSync, constants, gzipSync as gzipSync2 } from "node:zlib";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";

// src/domain/tenant.ts
var DEMO_SUB = "demo";
var SUB = /^[a-z0-9-]{1,63}$/;
var RESERVED = /* @__PURE__ */ new Set(["www", "app", "api", "cdn"]);
function isDevelopmentHost(hostname) {
  const host = hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]" || host === "::1";
}
function subFromHost(hostname) {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":")) return null;
  const labels = hostname.toLowerCase().split(".");
  const dev = isDevelopmentHost(hostname);
  const minLabels = dev ? 2 : 3;
  const first = labels[0] ?? "";
  if (labels.length < minLabels || RESERVED.has(first) || !SUB.test(first)) return null;
  return first;
}
function resolveTenant({ hostname, search, stored }) {
  const development = isDevelopmentHost(hostname);
  const vendor = new URLSearchParams(search).get("vendor")?.toLowerCase() ?? null;
  const sub = subFromHost(hostname) ?? (vendor && SUB.test(vendor) ? vendor : null) ?? (stored && SUB.test(stored) ? stored : null) ?? (development ? DEMO_SUB : null);
  return { sub: sub ?? DEMO_SUB, development };
}

// locales/en/common.json
var common_default = {
  nav: {
    home: "Menu",
    search: "Search",
    basket: "Basket",
    profile: "Profile",
    back: "Back",
    product: "Dish",
    inBasket: "in the basket: "
  },
  language: {
    label: "Language",
    uz: "O\u02BBzbekcha",
    ru: "\u0420\u0443\u0441\u0441\u043A\u0438\u0439",
    en: "English"
  },
  city: {
    label: "City",
    choose: "Choose a city"
  },
  branch: {
    label: "Branch",
    atAGlance: "The restaurant at a glance",
    nearest: "Nearest branch",
    all: "All branches",
    open: "Open",
    closed: "Closed",
    hours: "{{open}}\u2013{{close}}",
    openUntil: "Open until {{time}}",
    closedOpens: "Closed \xB7 opens at {{time}}",
    deliveryFrom: "Delivery from {{price}}"
  },
  startup: {
    loading: "Loading the menu\u2026",
    errorTitle: "Can\u2019t reach the restaurant",
    errorText: "Check your connection. We\u2019ll load the menu as soon as the server answers.",
    retry: "Try again"
  },
  errors: {
    notFoundTitle: "Page not found",
    notFound: "Page not found: {{path}}",
    home: "Back to the menu",
    status: "Error {{status}}",
    internal: "Internal Server Error",
    logOut401: "Your session is out of date. Please log in again.",
    geolocation: "Please allow access to your location so we can find the nearest branch.",
    required: "Please fill in this field!",
    network: "No connection to the server. Please try again.",
    language: "The chosen language did not load. Check your connection and try again."
  },
  actions: {
    close: "Close",
    save: "Save",
    cancel: "Cancel",
    login: "Log in",
    logout: "Log out",
    retry: "Try again",
    more: "Show more"
  },
  footer: {
    app: "App Store",
    android: "Google Play",
    bot: "Telegram bot",
    phone: "Call us",
    telegram: "Telegram",
    instagram: "Instagram",
    facebook: "Facebook"
  },
  address: {
    entrance: "entrance",
    floor: "floor",
    apartment: "apt."
  },
  table: {
    chip: "Table {{n}}",
    at: "{{table}} \xB7 {{branch}}",
    leave: "Leave the table",
    welcome: "You are at {{table}}, {{branch}}. Order here: we will bring it to your table.",
    fixed: "We will bring the order to {{table}}."
  },
  deepLink: {
    unknown: "That link is out of date. Here is the menu.",
    promo: "Promo code {{code}} is waiting for you at checkout."
  },
  meta: {
    description: "{{brand}}: order online with delivery, pick-up or at your table.",
    desk: "Order desk"
  }
};

// locales/ru/common.json
var common_default2 = {
  nav: {
    home: "\u041C\u0435\u043D\u044E",
    search: "\u041F\u043E\u0438\u0441\u043A",
    basket: "\u041A\u043E\u0440\u0437\u0438\u043D\u0430",
    profile: "\u041F\u0440\u043E\u0444\u0438\u043B\u044C",
    back: "\u041D\u0430\u0437\u0430\u0434",
    product: "\u0411\u043B\u044E\u0434\u043E",
    inBasket: "\u0432 \u043A\u043E\u0440\u0437\u0438\u043D\u0435: "
  },
  language: {
    label: "\u042F\u0437\u044B\u043A",
    uz: "O\u02BBzbekcha",
    ru: "\u0420\u0443\u0441\u0441\u043A\u0438\u0439",
    en: "English"
  },
  city: {
    label: "\u0413\u043E\u0440\u043E\u0434",
    choose: "\u0412\u044B\u0431\u0435\u0440\u0438\u0442\u0435 \u0433\u043E\u0440\u043E\u0434"
  },
  branch: {
    label: "\u0424\u0438\u043B\u0438\u0430\u043B",
    atAGlance: "\u041A\u043E\u0440\u043E\u0442\u043A\u043E \u043E \u0440\u0435\u0441\u0442\u043E\u0440\u0430\u043D\u0435",
    nearest: "\u0411\u043B\u0438\u0436\u0430\u0439\u0448\u0438\u0439 \u0444\u0438\u043B\u0438\u0430\u043B",
    all: "\u0412\u0441\u0435 \u0444\u0438\u043B\u0438\u0430\u043B\u044B",
    open: "\u041E\u0442\u043A\u0440\u044B\u0442\u043E",
    closed: "\u0417\u0430\u043A\u0440\u044B\u0442\u043E",
    hours: "{{open}}\u2013{{close}}",
    openUntil: "\u041E\u0442\u043A\u0440\u044B\u0442\u043E \u0434\u043E {{time}}",
    closedOpens: "\u0417\u0430\u043A\u0440\u044B\u0442\u043E \xB7 \u043E\u0442\u043A\u0440\u043E\u0435\u0442\u0441\u044F \u0432 {{time}}",
    deliveryFrom: "\u0414\u043E\u0441\u0442\u0430\u0432\u043A\u0430 \u043E\u0442 {{price}}"
  },
  startup: {
    loading: "\u0417\u0430\u0433\u0440\u0443\u0436\u0430\u0435\u043C \u043C\u0435\u043D\u044E\u2026",
    errorTitle: "\u041D\u0435 \u0443\u0434\u0430\u0451\u0442\u0441\u044F \u0441\u0432\u044F\u0437\u0430\u0442\u044C\u0441\u044F \u0441 \u0440\u0435\u0441\u0442\u043E\u0440\u0430\u043D\u043E\u043C",
    errorText: "\u041F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u0438\u0435. \u041C\u0435\u043D\u044E \u0437\u0430\u0433\u0440\u0443\u0437\u0438\u0442\u0441\u044F, \u043A\u0430\u043A \u0442\u043E\u043B\u044C\u043A\u043E \u0441\u0435\u0440\u0432\u0435\u0440 \u043E\u0442\u0432\u0435\u0442\u0438\u0442.",
    retry: "\u041F\u043E\u0432\u0442\u043E\u0440\u0438\u0442\u044C"
  },
  errors: {
    notFoundTitle: "\u0421\u0442\u0440\u0430\u043D\u0438\u0446\u0430 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D\u0430",
    notFound: "\u0421\u0442\u0440\u0430\u043D\u0438\u0446\u0430 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D\u0430: {{path}}",
    home: "\u0412\u0435\u0440\u043D\u0443\u0442\u044C\u0441\u044F \u0432 \u043C\u0435\u043D\u044E",
    status: "\u041E\u0448\u0438\u0431\u043A\u0430 {{status}}",
    internal: "\u0412\u043D\u0443\u0442\u0440\u0435\u043D\u043D\u044F\u044F \u043E\u0448\u0438\u0431\u043A\u0430 \u0441\u0435\u0440\u0432\u0435\u0440\u0430",
    logOut401: "\u0414\u0430\u043D\u043D\u044B\u0435 \u0443\u0441\u0442\u0430\u0440\u0435\u043B\u0438. \u041F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u0432\u043E\u0439\u0434\u0438\u0442\u0435 \u0441\u043D\u043E\u0432\u0430.",
    geolocation: "\u0420\u0430\u0437\u0440\u0435\u0448\u0438\u0442\u0435 \u0434\u043E\u0441\u0442\u0443\u043F \u043A \u043C\u0435\u0441\u0442\u043E\u043F\u043E\u043B\u043E\u0436\u0435\u043D\u0438\u044E, \u0447\u0442\u043E\u0431\u044B \u043C\u044B \u043D\u0430\u0448\u043B\u0438 \u0431\u043B\u0438\u0436\u0430\u0439\u0448\u0438\u0439 \u0444\u0438\u043B\u0438\u0430\u043B.",
    required: "\u041F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u0437\u0430\u043F\u043E\u043B\u043D\u0438\u0442\u0435 \u044D\u0442\u043E \u043F\u043E\u043B\u0435!",
    network: "\u041D\u0435\u0442 \u0441\u0432\u044F\u0437\u0438 \u0441 \u0441\u0435\u0440\u0432\u0435\u0440\u043E\u043C. \u041F\u043E\u043F\u0440\u043E\u0431\u0443\u0439\u0442\u0435 \u0435\u0449\u0451 \u0440\u0430\u0437.",
    language: "\u041D\u0435 \u0443\u0434\u0430\u043B\u043E\u0441\u044C \u0437\u0430\u0433\u0440\u0443\u0437\u0438\u0442\u044C \u0432\u044B\u0431\u0440\u0430\u043D\u043D\u044B\u0439 \u044F\u0437\u044B\u043A. \u041F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435 \u0438\u043D\u0442\u0435\u0440\u043D\u0435\u0442 \u0438 \u043F\u043E\u043F\u0440\u043E\u0431\u0443\u0439\u0442\u0435 \u0435\u0449\u0451 \u0440\u0430\u0437."
  },
  actions: {
    close: "\u0417\u0430\u043A\u0440\u044B\u0442\u044C",
    save: "\u0421\u043E\u0445\u0440\u0430\u043D\u0438\u0442\u044C",
    cancel: "\u041E\u0442\u043C\u0435\u043D\u0430",
    login: "\u0412\u043E\u0439\u0442\u0438",
    logout: "\u0412\u044B\u0439\u0442\u0438",
    retry: "\u041F\u043E\u0432\u0442\u043E\u0440\u0438\u0442\u044C",
    more: "\u041F\u043E\u043A\u0430\u0437\u0430\u0442\u044C \u0435\u0449\u0451"
  },
  footer: {
    app: "App Store",
    android: "Google Play",
    bot: "Telegram-\u0431\u043E\u0442",
    phone: "\u041F\u043E\u0437\u0432\u043E\u043D\u0438\u0442\u044C",
    telegram: "Telegram",
    instagram: "Instagram",
    facebook: "Facebook"
  },
  address: {
    entrance: "\u043F\u043E\u0434\u044A\u0435\u0437\u0434",
    floor: "\u044D\u0442\u0430\u0436",
    apartment: "\u043A\u0432."
  },
  table: {
    chip: "\u0421\u0442\u043E\u043B {{n}}",
    at: "{{table}} \xB7 {{branch}}",
    leave: "\u0423\u0439\u0442\u0438 \u043E\u0442 \u0441\u0442\u043E\u043B\u0430",
    welcome: "\u0412\u044B \u0437\u0430 \u0441\u0442\u043E\u043B\u043E\u043C: {{table}}, {{branch}}. \u0417\u0430\u043A\u0430\u0437\u044B\u0432\u0430\u0439\u0442\u0435 \u0437\u0434\u0435\u0441\u044C \u2014 \u043F\u0440\u0438\u043D\u0435\u0441\u0451\u043C \u043A \u0441\u0442\u043E\u043B\u0443.",
    fixed: "\u041F\u0440\u0438\u043D\u0435\u0441\u0451\u043C \u0437\u0430\u043A\u0430\u0437 \u043A \u0441\u0442\u043E\u043B\u0443: {{table}}."
  },
  deepLink: {
    unknown: "\u0421\u0441\u044B\u043B\u043A\u0430 \u0443\u0441\u0442\u0430\u0440\u0435\u043B\u0430. \u0412\u043E\u0442 \u043C\u0435\u043D\u044E.",
    promo: "\u041F\u0440\u043E\u043C\u043E\u043A\u043E\u0434 {{code}} \u0436\u0434\u0451\u0442 \u0432\u0430\u0441 \u043F\u0440\u0438 \u043E\u0444\u043E\u0440\u043C\u043B\u0435\u043D\u0438\u0438 \u0437\u0430\u043A\u0430\u0437\u0430."
  },
  meta: {
    description: "{{brand}}: \u0437\u0430\u043A\u0430\u0436\u0438\u0442\u0435 \u043E\u043D\u043B\u0430\u0439\u043D \u2014 \u0434\u043E\u0441\u0442\u0430\u0432\u043A\u0430, \u0441\u0430\u043C\u043E\u0432\u044B\u0432\u043E\u0437 \u0438\u043B\u0438 \u0432 \u0437\u0430\u043B\u0435.",
    desk: "\u0421\u0442\u043E\u043B \u0437\u0430\u043A\u0430\u0437\u043E\u0432"
  }
};

// locales/uz/common.json
var common_default3 = {
  nav: {
    home: "Menyu",
    search: "Qidiruv",
    basket: "Savat",
    profile: "Profil",
    back: "Orqaga",
    product: "Taom",
    inBasket: "savatda: "
  },
  language: {
    label: "Til",
    uz: "O\u02BBzbekcha",
    ru: "\u0420\u0443\u0441\u0441\u043A\u0438\u0439",
    en: "English"
  },
  city: {
    label: "Shahar",
    choose: "Shaharni tanlang"
  },
  branch: {
    label: "Filial",
    atAGlance: "Restoran haqida qisqacha",
    nearest: "Eng yaqin filial",
    all: "Barcha filiallar",
    open: "Ochiq",
    closed: "Yopiq",
    hours: "{{open}}\u2013{{close}}",
    openUntil: "{{time}} gacha ochiq",
    closedOpens: "Yopiq \xB7 {{time}} da ochiladi",
    deliveryFrom: "Yetkazib berish {{price}}dan"
  },
  startup: {
    loading: "Menyu yuklanmoqda\u2026",
    errorTitle: "Restoran bilan bog'lanib bo'lmadi",
    errorText: "Internet aloqasini tekshiring. Server javob berishi bilan menyu yuklanadi.",
    retry: "Qayta urinish"
  },
  errors: {
    notFoundTitle: "Sahifa topilmadi",
    notFound: "Sahifa topilmadi: {{path}}",
    home: "Menyuga qaytish",
    status: "Xato {{status}}",
    internal: "Server xatosi",
    logOut401: "Ma'lumotlar eskirgan. Iltimos, qaytadan kiring.",
    geolocation: "Eng yaqin filialni topishimiz uchun joylashuvingizga ruxsat bering.",
    required: "Iltimos, bu maydonni to'ldiring!",
    network: "Server bilan aloqa yo'q. Qayta urinib ko'ring.",
    language: "Tanlangan til yuklanmadi. Internetni tekshirib, qayta urinib ko'ring."
  },
  actions: {
    close: "Yopish",
    save: "Saqlash",
    cancel: "Bekor qilish",
    login: "Kirish",
    logout: "Chiqish",
    retry: "Qayta urinish",
    more: "Yana ko'rsatish"
  },
  footer: {
    app: "App Store",
    android: "Google Play",
    bot: "Telegram bot",
    phone: "Qo'ng'iroq qilish",
    telegram: "Telegram",
    instagram: "Instagram",
    facebook: "Facebook"
  },
  address: {
    entrance: "podyezd",
    floor: "qavat",
    apartment: "xonadon"
  },
  table: {
    chip: "{{n}}-stol",
    at: "{{table}} \xB7 {{branch}}",
    leave: "Stoldan ketish",
    welcome: "Stol: {{table}}, {{branch}}. Shu yerda buyurtma bering \u2014 stolingizga olib kelamiz.",
    fixed: "Buyurtmani stolingizga olib kelamiz: {{table}}."
  },
  deepLink: {
    unknown: "Havola eskirgan. Mana menyu.",
    promo: "{{code}} promokodi buyurtma berishda sizni kutmoqda."
  },
  meta: {
    description: "{{brand}}: onlayn buyurtma \u2014 yetkazib berish, olib ketish yoki zalda.",
    desk: "Buyurtmalar stoli"
  }
};

// locales/en/pages.json
var pages_default = {
  home: "Menu",
  about: "About us",
  basket: "Basket",
  search: "Search",
  offerta: "Terms of use",
  privacy: "Privacy policy",
  category: "Categories",
  checkout: "Checkout",
  loginRules: "Terms of use",
  login: "Log in",
  loginConfirm: "Code from SMS",
  branches: "Branches",
  branchesMap: "Branches on the map",
  product: "Dish",
  vacancy: "Vacancies",
  vacancyOne: "Vacancy",
  profile: "Profile",
  profileUser: "My details",
  promos: "Promo codes",
  favorites: "Favourites",
  cards: "My cards",
  cardsCreate: "Add a card",
  cardsConfirm: "Confirm the card",
  orders: "My orders",
  order: "Order",
  orderMap: "Order on the map",
  addresses: "My addresses",
  addressCreate: "New address",
  pickup: "Pick-up branch",
  delivery: "Delivery address",
  chooseAddress: "Choose an address",
  reservations: "Table booking",
  favoritesEmpty: "No favourites yet: tap \u2661 on a dish to keep it here.",
  toMenu: "Go to the menu",
  table: "Table"
};

// locales/ru/pages.json
var pages_default2 = {
  home: "\u041C\u0435\u043D\u044E",
  about: "\u041E \u043D\u0430\u0441",
  basket: "\u041A\u043E\u0440\u0437\u0438\u043D\u0430",
  search: "\u041F\u043E\u0438\u0441\u043A",
  offerta: "\u041F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u0442\u0435\u043B\u044C\u0441\u043A\u043E\u0435 \u0441\u043E\u0433\u043B\u0430\u0448\u0435\u043D\u0438\u0435",
  privacy: "\u041F\u043E\u043B\u0438\u0442\u0438\u043A\u0430 \u043A\u043E\u043D\u0444\u0438\u0434\u0435\u043D\u0446\u0438\u0430\u043B\u044C\u043D\u043E\u0441\u0442\u0438",
  category: "\u041A\u0430\u0442\u0435\u0433\u043E\u0440\u0438\u0438",
  checkout: "\u041E\u0444\u043E\u0440\u043C\u043B\u0435\u043D\u0438\u0435 \u0437\u0430\u043A\u0430\u0437\u0430",
  loginRules: "\u041F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u0442\u0435\u043B\u044C\u0441\u043A\u043E\u0435 \u0441\u043E\u0433\u043B\u0430\u0448\u0435\u043D\u0438\u0435",
  login: "\u0412\u0445\u043E\u0434",
  loginConfirm: "\u041A\u043E\u0434 \u0438\u0437 SMS",
  branches: "\u0424\u0438\u043B\u0438\u0430\u043B\u044B",
  branchesMap: "\u0424\u0438\u043B\u0438\u0430\u043B\u044B \u043D\u0430 \u043A\u0430\u0440\u0442\u0435",
  product: "\u0411\u043B\u044E\u0434\u043E",
  vacancy: "\u0412\u0430\u043A\u0430\u043D\u0441\u0438\u0438",
  vacancyOne: "\u0412\u0430\u043A\u0430\u043D\u0441\u0438\u044F",
  profile: "\u041F\u0440\u043E\u0444\u0438\u043B\u044C",
  profileUser: "\u041C\u043E\u0438 \u0434\u0430\u043D\u043D\u044B\u0435",
  promos: "\u041F\u0440\u043E\u043C\u043E\u043A\u043E\u0434\u044B",
  favorites: "\u0418\u0437\u0431\u0440\u0430\u043D\u043D\u043E\u0435",
  cards: "\u041C\u043E\u0438 \u043A\u0430\u0440\u0442\u044B",
  cardsCreate: "\u0414\u043E\u0431\u0430\u0432\u0438\u0442\u044C \u043A\u0430\u0440\u0442\u0443",
  cardsConfirm: "\u041F\u043E\u0434\u0442\u0432\u0435\u0440\u0436\u0434\u0435\u043D\u0438\u0435 \u043A\u0430\u0440\u0442\u044B",
  orders: "\u041C\u043E\u0438 \u0437\u0430\u043A\u0430\u0437\u044B",
  order: "\u0417\u0430\u043A\u0430\u0437",
  orderMap: "\u0417\u0430\u043A\u0430\u0437 \u043D\u0430 \u043A\u0430\u0440\u0442\u0435",
  addresses: "\u041C\u043E\u0438 \u0430\u0434\u0440\u0435\u0441\u0430",
  addressCreate: "\u041D\u043E\u0432\u044B\u0439 \u0430\u0434\u0440\u0435\u0441",
  pickup: "\u0424\u0438\u043B\u0438\u0430\u043B \u0441\u0430\u043C\u043E\u0432\u044B\u0432\u043E\u0437\u0430",
  delivery: "\u0410\u0434\u0440\u0435\u0441 \u0434\u043E\u0441\u0442\u0430\u0432\u043A\u0438",
  chooseAddress: "\u0412\u044B\u0431\u0435\u0440\u0438\u0442\u0435 \u0430\u0434\u0440\u0435\u0441",
  reservations: "\u0411\u0440\u043E\u043D\u0438\u0440\u043E\u0432\u0430\u043D\u0438\u0435 \u0441\u0442\u043E\u043B\u0430",
  favoritesEmpty: "\u0418\u0437\u0431\u0440\u0430\u043D\u043D\u043E\u0433\u043E \u043F\u043E\u043A\u0430 \u043D\u0435\u0442: \u043D\u0430\u0436\u043C\u0438\u0442\u0435 \u2661 \u0443 \u0431\u043B\u044E\u0434\u0430, \u0447\u0442\u043E\u0431\u044B \u0441\u043E\u0445\u0440\u0430\u043D\u0438\u0442\u044C \u0435\u0433\u043E \u0437\u0434\u0435\u0441\u044C.",
  toMenu: "\u041F\u0435\u0440\u0435\u0439\u0442\u0438 \u0432 \u043C\u0435\u043D\u044E",
  table: "\u0421\u0442\u043E\u043B"
};

// locales/uz/pages.json
var pages_default3 = {
  home: "Menyu",
  about: "Biz haqimizda",
  basket: "Savat",
  search: "Qidiruv",
  offerta: "Foydalanish shartlari",
  privacy: "Maxfiylik siyosati",
  category: "Kategoriyalar",
  checkout: "Buyurtma berish",
  loginRules: "Foydalanish shartlari",
  login: "Kirish",
  loginConfirm: "SMS kod",
  branches: "Filiallar",
  branchesMap: "Filiallar xaritada",
  product: "Taom",
  vacancy: "Vakansiyalar",
  vacancyOne: "Vakansiya",
  profile: "Profil",
  profileUser: "Mening ma'lumotlarim",
  promos: "Promokodlar",
  favorites: "Sevimlilar",
  cards: "Kartalarim",
  cardsCreate: "Karta qo'shish",
  cardsConfirm: "Kartani tasdiqlash",
  orders: "Buyurtmalarim",
  order: "Buyurtma",
  orderMap: "Buyurtma xaritada",
  addresses: "Manzillarim",
  addressCreate: "Yangi manzil",
  pickup: "Olib ketish filiali",
  delivery: "Yetkazib berish manzili",
  chooseAddress: "Manzilni tanlang",
  reservations: "Stol band qilish",
  favoritesEmpty: "Sevimlilar hozircha yo'q: taomni bu yerda saqlash uchun \u2661 ni bosing.",
  toMenu: "Menyuga o'tish",
  table: "Stol"
};

// src/domain/images.ts
var DEFAULT_IMAGE = { fit: "cover", width: 480, height: 480, quality: 100 };
function imageUrl(name, cdnBase, options = {}) {
  if (!name) return null;
  if (/^(https?:)?\/\//i.test(name) || name.startsWith("data:") || name.startsWith("/")) return name;
  const { fit, width, height, quality } = { ...DEFAULT_IMAGE, ...options };
  return `${cdnBase.replace(/\/$/, "")}/resize/${fit}/${Math.round(width)}/${Math.round(height)}/${Math.round(quality)}/${encodeURIComponent(name)}`;
}
var CARD_IMAGE = {
  BIG: { width: 720, height: 420, quality: 80 },
  MEDIUM: { width: 360, height: 360, quality: 80 },
  SMALL: { width: 192, height: 192, quality: 80 }
};

// src/domain/routes.ts
var ROUTES = [
  { path: "/", layout: "default", title: "home", page: "home" },
  { path: "/about", layout: "default", title: "about", page: "account" },
  { path: "/basket", layout: "default", title: "basket", page: "basket" },
  { path: "/search", layout: "default", title: "search", page: "search" },
  { path: "/offerta", layout: "default", title: "offerta", page: "account" },
  { path: "/privacy", layout: "default", title: "privacy", page: "account" },
  { path: "/category", layout: "default", title: "category", page: "category" },
  { path: "/checkout", layout: "default", title: "checkout", page: "checkout" },
  { path: "/login/rules", layout: "default", title: "loginRules", page: "account" },
  { path: "/login", layout: "auth", title: "login", page: "account", flow: "login" },
  { path: "/login/confirm", layout: "auth", title: "loginConfirm", page: "account", flow: "login" },
  { path: "/branches", layout: "default", title: "branches", page: "places" },
  { path: "/branches/map", layout: "map", title: "branchesMap", page: "places" },
  { path: "/product/:id", layout: "default", title: "product", page: "product" },
  { path: "/vacancy", layout: "default", title: "vacancy", page: "content" },
  { path: "/vacancy/:id", layout: "default", title: "vacancyOne", page: "content" },
  { path: "/profile", layout: "default", title: "profile", page: "profile-home" },
  { path: "/profile/user", layout: "default", title: "profileUser", page: "profile" },
  { path: "/profile/promos", layout: "default", title: "promos", page: "profile" },
  { path: "/profile/favorites", layout: "default", title: "favorites", page: "favourites" },
  { path: "/profile/cards", layout: "default", title: "cards", page: "profile" },
  { path: "/profile/cards/create", layout: "default", title: "cardsCreate", page: "profile" },
  { path: "/profile/cards/confirm", layout: "default", title: "cardsConfirm", page: "profile" },
  { path: "/profile/orders", layout: "default", title: "orders", page: "orders" },
  { path: "/profile/orders/:id", layout: "default", title: "order", page: "orders" },
  { path: "/profile/orders/:id/map", layout: "map", title: "orderMap", page: "order-map" },
  { path: "/profile/address", layout: "default", title: "addresses", page: "profile" },
  { path: "/profile/address/create", layout: "default", title: "addressCreate", page: "profile" },
  { path: "/address/pickup", layout: "map", title: "pickup", page: "places" },
  { path: "/address/pickup2", layout: "map", title: "pickup", page: "places" },
  { path: "/address/delivery", layout: "map", title: "delivery", page: "places" },
  { path: "/reservations", layout: "default", title: "reservations", page: "reservations" },
  { path: "/choose-address", layout: "default", title: "chooseAddress", page: "places" },
  { path: "/t/:branch/:table", layout: "default", title: "table", page: "table" }
];
var ROUTE_FEATURES = {
  "/about": "aboutMerchantActive",
  "/offerta": "termsOfUseActive",
  "/privacy": "privacyActive",
  "/branches": "branchesActive",
  "/branches/map": "branchesActive",
  "/vacancy": "vacanciesActive",
  "/vacancy/:id": "vacanciesActive",
  "/basket": "cartPageActive",
  "/profile/favorites": "favouriteActive",
  "/profile/promos": "promoActive",
  "/profile/cards": "cardActive",
  "/profile/cards/create": "cardActive",
  "/profile/cards/confirm": "cardActive",
  "/reservations": "bookingActive",
  "/address/delivery": "deliveryActive",
  "/address/pickup": "pickupActive",
  "/address/pickup2": "pickupActive",
  "/t/:branch/:table": "dineInActive"
};
function isRouteEnabled(pattern, settings) {
  const key = ROUTE_FEATURES[pattern];
  return key === void 0 || settings[key] === true;
}
function routeOf(path, settings) {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";
  return ROUTES.find(
    (route) => isRouteEnabled(route.path, settings) && new RegExp(`^${route.path.replace(/:[a-zA-Z]+/g, "[^/]+")}$`).test(clean)
  ) ?? null;
}

// server/seo.ts
var COMMON = { uz: common_default3, ru: common_default2, en: common_default };
var PAGES = { uz: pages_default3, ru: pages_default2, en: pages_default };
var OG_LOCALE = { uz: "uz_UZ", ru: "ru_RU", en: "en_US" };
var escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
async function pageMeta(db2, page, path, lang, origin) {
  const { settings, merchant } = page;
  const brand = localized(settings.title, lang) || settings.brand || merchant.name;
  const text2 = COMMON[lang];
  const clean = path.split(/[?#]/)[0] || "/";
  const base2 = {
    status: 200,
    title: brand,
    description: text2.meta.description.replace("{{brand}}", settings.brand || merchant.name),
    canonical: `${origin}${clean}`,
    image: await sharedPicture(db2, page, origin),
    locale: OG_LOCALE[lang]
  };
  if (/^\/ops\/?$/.test(clean)) return { ...base2, title: `${text2.meta.desk} \u2014 ${brand}`, noindex: true };
  const route = routeOf(clean, settings);
  if (!route) return { ...base2, status: 404, title: `${text2.errors.notFoundTitle} \u2014 ${brand}` };
  const named = PAGES[lang][route.title];
  if (route.path !== "/product/:id")
    return route.path === "/" || !named ? base2 : { ...base2, title: `${named} \u2014 ${settings.brand || merchant.name}` };
  const id = Number(clean.split("/")[2]);
  const product = Number.isSafeInteger(id) ? await db2.selectFrom("products").select(["name", "description", "image", "channels"]).where("merchant_id", "=", merchant.id).where("id", "=", id).where("active", "=", true).executeTakeFirst() : void 0;
  if (!product || !product.channels.includes("WEB"))
    return { ...base2, status: 404, title: `${text2.errors.notFoundTitle} \u2014 ${brand}` };
  return {
    ...base2,
    title: `${localized(product.name, lang)} \u2014 ${brand}`,
    description: localized(product.description, lang) || base2.description,
    image: absolute(origin, imageUrl(product.image, "/cdn", { width: 1200, height: 630, quality: 80 })) ?? base2.image
  };
}
var absolute = (origin, url) => url ? url.startsWith("http") ? url : `${origin}${url}` : null;
function metaTags(meta) {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:locale" content="${meta.locale}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : "",
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}">`
  ];
  if (meta.status === 404 || meta.noindex) tags.push('<meta name="robots" content="noindex">');
  return tags.join("");
}
var PRIVATE = [
  "/profile",
  "/checkout",
  "/basket",
  "/login",
  "/address",
  "/choose-address",
  "/t/",
  "/api/",
  "/ops"
];
function robotsTxt(origin) {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE.map((p) => `Disallow: ${p}`),
    `Sitemap: ${origin}/sitemap.xml`,
    ""
  ].join("\n");
}
async function sitemapXml(db2, page, origin) {
  const settings = page.settings;
  const statics = ROUTES.filter(
    (r) => !r.path.includes(":") && ["home", "account", "places", "content"].includes(r.page) && !PRIVATE.some((p) => r.path.startsWith(p)) && !/login|map|pickup|delivery/.test(r.path) && routeOf(r.path, settings) !== null
  ).map((r) => r.path);
  const products = await db2.selectFrom("products").select("id").where("merchant_id", "=", page.merchant.id).where("active", "=", true).orderBy("id").execute();
  const urls = [...statics, ...products.map((p) => `/product/${p.id}`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `  <url><loc>${escapeHtml(`${origin}${u}`)}</loc></url>`),
    "</urlset>",
    ""
  ].join("\n");
}
async function sharedPicture(db2, page, origin) {
  const logo = page.settings.logo ?? page.merchant.logo;
  if (logo) return absolute(origin, imageUrl(logo, "/cdn", { width: 512, height: 512 }));
  const banner = await db2.selectFrom("content_items").select("data").where("merchant_id", "=", page.merchant.id).where("kind", "=", "BANNER").orderBy("priority").orderBy("id").limit(1).executeTakeFirst();
  const image = banner?.data?.image ?? null;
  return absolute(origin, imageUrl(image, "/cdn", { width: 1200, height: 630, quality: 80 })) ?? `${origin}${OG_CARD_PATH}?v=${page.merchant.configVersion ?? ""}`;
}
var OG_CARD_PATH = "/og-card.png";

// server/og-card.ts
import sharp2 from "sharp";
var escapeXml = (s) => s.replace(
  /[&<>"']/g,
  (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c
);
function lines(text2, width, max) {
  const out = [];
  for (const word of text2.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== void 0 && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word.length > width ? `${word.slice(0, width - 1)}\u2026` : word);
  }
  return out.length > max ? [...out.slice(0, max - 1), `${out[max - 1]}\u2026`] : out;
}
var cache = /* @__PURE__ */ new Map();
function ogCard(input) {
  const key = JSON.stringify(input);
  let hit = cache.get(key);
  if (hit) return hit;
  const primary = normalizeColor(input.color);
  const page = input.dark ? "#121212" : "#FFFFFF";
  const text2 = readableOn(page);
  const name = lines(input.name, 22, 2);
  const tagline = lines(input.tagline, 48, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${page}"/>
  <rect width="1200" height="24" fill="${primary}"/>
  <rect y="606" width="1200" height="24" fill="${primary}"/>
  <rect x="80" y="96" width="160" height="160" rx="40" fill="${primary}"/>
  <text x="160" y="206" text-anchor="middle" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="96" font-weight="700" fill="${readableOn(primary)}">${escapeXml(Array.from(input.name.trim())[0]?.toUpperCase() ?? "")}</text>
  ${name.map((line, i) => `<text x="80" y="${370 + i * 84}" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="72" font-weight="700" fill="${text2}">${escapeXml(line)}</text>`).join("")}
  ${tagline.map((line, i) => `<text x="80" y="${390 + name.length * 84 + i * 46}" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="36" fill="${text2}" fill-opacity="0.72">${escapeXml(line)}</text>`).join("")}
</svg>`;
  hit = sharp2(Buffer.from(svg)).png().toBuffer();
  hit.catch(() => cache.delete(key));
  if (cache.size > 200) cache.clear();
  cache.set(key, hit);
  return hit;
}

// server/page-scripts.ts
var EARLY_INPUT = 'window.__dxTaps=[];(function(d){function live(t){var r=d.getElementById("root");return r&&r.hasAttribute("data-ssr")&&!d.documentElement.hasAttribute("data-ready")&&r.contains(t)}d.addEventListener("click",function(e){var t=e.target&&e.target.closest&&e.target.closest("a[href],button");if(!t||!live(t))return;e.preventDefault();e.stopPropagation();window.__dxTaps.push({kind:"tap",target:t})},true);function input(e){var t=e.target;if(!t||!t.matches||!t.matches("input,select,textarea")||!live(t))return;var checkable=t.type==="checkbox"||t.type==="radio";if(checkable!==(e.type==="change"))return;window.__dxTaps.push({kind:"input",target:t,checked:!!t.checked,value:t.value})}d.addEventListener("change",input,true);d.addEventListener("input",input,true)})(document)';
var SCRIPTS_AT_LATEST_MS = 2500;
function deferScripts(html, nonce) {
  const entries2 = [];
  const preloads = [];
  const rest = html.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src) => {
    entries2.push(src);
    return "";
  }).replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
    preloads.push(href);
    return "";
  });
  if (entries2.length === 0) return html;
  const loader = `(function(){var d=document,done=0;function go(){if(done)return;done=1;${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});${JSON.stringify(entries2)}.forEach(function(h){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=h;d.head.appendChild(s)})}if(d.documentElement.hasAttribute('data-tg'))go();else{addEventListener('load',go);setTimeout(go,${SCRIPTS_AT_LATEST_MS});['pointerdown','keydown','touchstart'].forEach(function(e){addEventListener(e,go,{capture:true,once:true,passive:true})})}})()`;
  return rest.replace("</head>", `<script nonce="${nonce}">${loader}</script></head>`);
}

// server/spa.ts
var SERVER_RENDERED = /* @__PURE__ */ new Set([
  "/",
  "/category",
  "/basket",
  "/search",
  "/product/:id",
  "/about",
  "/offerta",
  "/privacy",
  "/branches",
  "/vacancy",
  "/vacancy/:id"
]);
var RESERVED2 = /^\/(api|cdn|assets)(\/|$)|\.[a-z0-9]{1,5}$/i;
var scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
var escapeHtml2 = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
async function registerSpa(app2, distDir, pageFor, seo, firstScreen = null) {
  const root = resolve2(distDir);
  const indexPath = join8(root, "index.html");
  if (!existsSync4(indexPath)) throw new Error(`${indexPath} is missing: run npm run build`);
  let cached = { mtime: 0, html: "" };
  const template = () => {
    const mtime = statSync(indexPath).mtimeMs;
    if (mtime !== cached.mtime) cached = { mtime, html: readFileSync5(indexPath, "utf8") };
    return cached.html;
  };
  const styles = /* @__PURE__ */ new Map();
  const inlineStyles = (html) => html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href) => {
    const file = join8(root, href);
    if (!existsSync4(file)) return tag;
    const mtime = statSync(file).mtimeMs;
    let hit = styles.get(file);
    if (hit?.mtime !== mtime) styles.set(file, hit = { mtime, css: readFileSync5(file, "utf8") });
    return `<style>${hit.css.replaceAll("</style", "<\\/style")}</style>`;
  });
  await app2.register(fastifyCookie);
  await app2.register(fastifyStatic, {
    root,
    wildcard: true,
    // Only files are static; every other path is a client route (the not-found handler below).
    allowedPath: (pathName) => /\.[a-z0-9]{1,5}$/i.test(pathName),
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.includes(`${root}/assets/`);
      reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    }
  });
  const tenantOf = (request) => {
    const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const { sub } = resolveTenant({ hostname: request.hostname, search, stored: null });
    return pageFor({ host: request.hostname.toLowerCase(), sub });
  };
  const originOf = (request) => `${request.protocol}://${request.host}`;
  app2.get(
    "/robots.txt",
    async (request, reply) => reply.type("text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(robotsTxt(originOf(request)))
  );
  app2.get("/sitemap.xml", async (request, reply) => {
    const page = await tenantOf(request);
    if (!page) return reply.code(404).send({ code: "NOT_FOUND", message: "Not found: /sitemap.xml" });
    return reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(await seo.sitemap(page.bootstrap, originOf(request)));
  });
  app2.get(OG_CARD_PATH, async (request, reply) => {
    const page = await tenantOf(request);
    if (!page) return reply.code(404).send({ code: "NOT_FOUND", message: `Not found: ${OG_CARD_PATH}` });
    const { settings, merchant } = page.bootstrap;
    const lang = chooseLanguage({ stored: null, settings });
    const png = await ogCard({
      name: settings.brand || merchant.name,
      tagline: localized(settings.title, lang) === (settings.brand || merchant.name) ? "" : localized(settings.title, lang) || "",
      color: settings.mainColor,
      dark: settings.isDark === true
    });
    return reply.type("image/png").header("Cache-Control", "public, max-age=86400").send(png);
  });
  async function render(request) {
    const page = await tenantOf(request);
    const nonce = newNonce();
    const cdnOrigin = cdnOriginOf(process.env.VITE_CDN_URL);
    if (!page)
      return {
        html: template(),
        policy: storefrontPolicy({ nonce, yandexMap: false, metrika: false, amoCrm: false, cdnOrigin }),
        status: 404
      };
    const data = page.bootstrap;
    const settings = data.settings;
    const policy = storefrontPolicy({
      nonce,
      cdnOrigin,
      yandexMap: data.merchant.mapType !== "LEAFLET" && !!settings.yandexMapKey,
      yandexGeocoder: !!settings.yandexMapKey,
      metrika: !!settings.yandexMetricsEnabled && !!settings.yandexMetricsId,
      amoCrm: !!settings.chatActive && !!settings.amoCRMActive && !!settings.amoCRMId
    });
    const lang = chooseLanguage({
      stored: request.cookies[LANGUAGE_COOKIE] ?? null,
      settings: data.settings
    });
    const meta = await seo.meta(data, request.url, lang, originOf(request));
    const title = escapeHtml2(meta.title);
    const icon = data.settings.favicon ?? data.settings.logo ?? data.merchant.logo;
    const route = meta.status === 200 ? routeOf(request.url, data.settings) : null;
    const screen = firstScreen && route && SERVER_RENDERED.has(route.path) ? await firstScreen({
      url: request.url,
      bootstrap: data,
      lang,
      nonce,
      development: resolveTenant({ hostname: request.hostname, search: "", stored: null }).development
    }).catch((error) => {
      request.log.error(error, "first screen");
      return null;
    }) : null;
    const head = [
      `<style id="theme">${themeCss(data.settings)}</style>`,
      metaTags(meta),
      `<link rel="icon" href="${icon ? `/cdn/${encodeURIComponent(icon)}` : "data:,"}">`,
      `<meta name="theme-color" content="${escapeHtml2(data.settings.mainColor)}">`,
      // the first dish card's picture, on the pages that open on the menu (a dish's own page, the
      // basket or the profile would only wait behind it)
      page.firstImage && (route?.path === "/" || route?.path === "/category") ? `<link rel="preload" as="image" href="${escapeHtml2(page.firstImage)}" fetchpriority="high">` : "",
      `<script id="bootstrap" type="application/json">${scriptJson(data)}</script>`,
      screen ? (
        // its data, so the client hydrates exactly what was sent; inside Telegram the client renders
        // its own first screen (its theme, its menu) and the web one stays hidden
        screen.head + `<script id="ssr" type="application/json">${scriptJson(screen.data)}</script><script nonce="${nonce}">if(location.hash.indexOf('tgWebAppData')>=0)document.documentElement.setAttribute('data-tg','')</script><script nonce="${nonce}">${EARLY_INPUT}</script><style>[data-tg] #root[data-ssr]{visibility:hidden}</style>`
      ) : "",
      // Inside Telegram the storefront asks for the TG menu itself, so the early web fetch is skipped.
      `<script nonce="${nonce}">if(!(window.Telegram&&Telegram.WebApp&&Telegram.WebApp.initData)&&location.hash.indexOf('tgWebAppData')<0){window.__dxMenuLang='${lang}';window.__dxMenu=fetch('/api/products/v1/overalls?type=WEB&lang=${lang}',{headers:{'X-Merchant-Id':'${data.merchant.id}','Accept':'application/json'}}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})}</script>`
    ];
    const html = (screen ? deferScripts(inlineStyles(template()), nonce) : template()).replace(/<html lang="[^"]*"/, `<html lang="${lang}"`).replace(
      '<div id="root"></div>',
      screen ? `<div id="root" data-ssr>${screen.html}</div>` : '<div id="root"></div>'
    ).replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`).replace(/<meta name="description"[^>]*>/, "").replace("<!--bootstrap-->", head.join(""));
    return { html, policy, status: meta.status };
  }
  app2.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (RESERVED2.test(path) || request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ code: "NOT_FOUND", message: `Not found: ${path}` });
    }
    const { html, policy, status } = await render(request);
    reply.code(status).type("text/html; charset=utf-8").header("Cache-Control", "no-cache").header("Vary", "Accept-Encoding").header("Content-Security-Policy", policy);
    const accepted = String(request.headers["accept-encoding"] ?? "");
    if (/\bbr\b/.test(accepted))
      return reply.header("Content-Encoding", "br").send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (/\bgzip\b/.test(accepted)) return reply.header("Content-Encoding", "gzip").send(gzipSync2(html));
    return reply.send(html);
  });
}

// server/first-screen.ts
import { existsSync as existsSync5 } from "node:fs";
import { join as join9 } from "node:path";
import { pathToFileURL } from "node:url";
async function loadFirstScreen(app2, ssrDir) {
  const entry = join9(ssrDir, "ssr.js");
  if (!existsSync5(entry)) return null;
  const { renderFirstScreen } = await import(pathToFileURL(entry).href);
  const inProcess = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const res = await app2.inject({
      method: request.method,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...request.method === "GET" || request.method === "HEAD" ? {} : { payload: await request.text() }
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: Object.entries(res.headers).flatMap(
        ([k, v]) => v === void 0 ? [] : (Array.isArray(v) ? v : [String(v)]).map((one) => [k, one])
      )
    });
  };
  const cache2 = /* @__PURE__ */ new Map();
  return (input) => {
    const key = `${input.bootstrap.merchant.id}|${input.lang}|${input.development}|${input.url}`;
    const hit = cache2.get(key);
    if (hit && Date.now() - hit.at < FIRST_SCREEN_TTL_MS) return hit.screen;
    const screen = renderFirstScreen({ ...input, sub: input.bootstrap.merchant.sub, fetch: inProcess });
    if (cache2.size >= 500) cache2.delete(cache2.keys().next().value);
    cache2.set(key, { at: Date.now(), screen });
    screen.then(
      (done) => done.html.includes("<script") && cache2.delete(key),
      () => cache2.delete(key)
    );
    return screen;
  };
}
var FIRST_SCREEN_TTL_MS = 5e3;

// server/app.ts
var checkedLayouts = /* @__PURE__ */ new WeakMap();
function checkedLayout(layout) {
  if (typeof layout !== "object" || layout === null) return false;
  let valid = checkedLayouts.get(layout);
  if (valid === void 0) checkedLayouts.set(layout, valid = layoutIsValid(layout));
  return valid;
}
var CONTRACT = join10(ROOT, "openapi", "storefront.yaml");
var requestId2 = (request) => {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID2();
};
function imagesDir(config2) {
  return config2.dataDir.startsWith("memory://") ? join10(".cache", "cdn", "originals") : join10(config2.dataDir, "cdn", "originals");
}
function pictureStore(config2) {
  return config2.s3 ? s3Store(config2.s3) : diskStore(imagesDir(config2));
}
async function prepareDatabase(config2, databaseUrl = config2.databaseUrl) {
  const db2 = openDatabase({ databaseUrl, dataDir: config2.dataDir });
  await migrate(db2);
  if (config2.seedDemo) await seedIfEmpty(db2, { pictures: pictureStore(config2) });
  return db2;
}
async function buildApp(options) {
  const { config: config2 } = options;
  const db2 = options.db ?? await prepareDatabase(config2);
  const app2 = Fastify({
    loggerInstance: options.logger ?? log,
    genReqId: requestId2,
    bodyLimit: 256 * 1024,
    // X-Forwarded-For only from the proxies TRUST_PROXY names; otherwise the peer is the client
    trustProxy: config2.trustProxy.length > 0 ? config2.trustProxy : false,
    clientErrorHandler: answerClientError
  });
  const contract = parse(readFileSync6(CONTRACT, "utf8"));
  registerValidators(app2);
  registerBodyRules(app2, contract);
  registerSecurityHeaders(app2, config2.production);
  endEventStreamsOnClose(app2);
  app2.decorateRequest("ctx", null);
  app2.addHook("onRequest", async (request, reply) => {
    request.ctx = { merchant: null, user: null, staff: null };
    reply.header("X-Request-Id", request.id);
  });
  app2.setErrorHandler((error, request, reply) => {
    const inner = Array.isArray(error.errors) ? error.errors.find((e) => e instanceof HttpError) : void 0;
    const known2 = error instanceof HttpError ? error : inner;
    const unreachable = [error, ...Array.isArray(error.errors) ? error.errors : []].find(
      (e) => isDatabaseUnavailable(e) || /Connection terminated/.test(e?.message ?? "")
    );
    if (unreachable) {
      request.log.warn({ err: unreachable }, "database unavailable");
      return reply.code(503).header("Retry-After", "5").send({ ...fail(503, "DATABASE_UNAVAILABLE").toBody(), requestId: request.id });
    }
    if (known2) return reply.code(known2.statusCode).send(known2.toBody());
    if (error.validation)
      return reply.code(400).send({
        code: "VALIDATION",
        message: `${error.validationContext ?? "request"} ${error.validation[0]?.instancePath ?? ""} ${error.validation[0]?.message ?? error.message}`.replace(/\s+/g, " ").trim()
      });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send({ code: error.code ?? "BAD_REQUEST", message: error.message });
    request.log.error(error);
    return reply.code(500).send({ code: "INTERNAL", message: "Internal Server Error", requestId: request.id });
  });
  const merchants = new MerchantCache(db2);
  const events = options.events ?? (config2.databaseUrl ? await OrderEvents.shared(config2.databaseUrl) : OrderEvents.local());
  if (!options.events) app2.addHook("onClose", () => events.close());
  await app2.register(openapiGlue, {
    specification: contract,
    prefix: "api",
    serviceHandlers: createHandlers({ db: db2, config: config2, merchants, events }),
    securityHandlers: {
      merchant: async (request) => void await resolveMerchant(request, merchants),
      bearer: async (request) => void await resolveUser(request, db2, merchants),
      staff: async (request) => void await resolveStaff(request, db2, merchants)
    }
  });
  for (const [path, item] of Object.entries(contract.paths)) {
    const allow = [...Object.keys(item).map((m) => m.toUpperCase()), "OPTIONS"].join(", ");
    app2.options(
      `/api${path.replace(/\{(\w+)\}/g, ":$1")}`,
      async (_request, reply) => reply.code(204).header("Allow", allow).send()
    );
  }
  await registerPayme(app2, { db: db2, events });
  await registerClick(app2, { db: db2, events });
  registerUzum(app2, { db: db2, events });
  if (!config2.production) registerFakeSubscribe(app2, db2);
  const pictures = pictureStore(config2);
  registerAdminApi(app2, { db: db2, merchants, key: config2.adminApiKey, pictures });
  registerHealth(app2, db2, options.dbSchema);
  registerMetrics(app2, db2, config2.metricsToken);
  registerTlsAsk(app2, db2, config2.storefrontUrl);
  await registerCdn(app2, { pictures, cacheDir: config2.cdnCacheDir });
  if (options.serveSpa !== false) {
    await registerSpa(
      app2,
      config2.distDir,
      async ({ host, sub }) => {
        const row = await db2.selectFrom("merchants").select("id").where(sql37`lower(settings->>'domain')`, "=", host).executeTakeFirst() ?? await db2.selectFrom("merchants").select("id").where("sub", "=", sub).executeTakeFirst();
        const merchant = row ? await merchants.get(row.id) : null;
        if (!merchant || !merchant.is_active) return null;
        const first = await firstCard(db2, merchant.id);
        const size = CARD_IMAGE[first?.view_type ?? "MEDIUM"] ?? CARD_IMAGE.MEDIUM;
        return {
          bootstrap: {
            merchant: toMerchant(merchant),
            settings: toSettings(merchant),
            layout: merchant.layout,
            layoutChecked: checkedLayout(merchant.layout)
          },
          firstImage: imageUrl(first?.image, "/cdn", size)
        };
      },
      {
        meta: (page, path, lang, origin) => pageMeta(db2, page, path, lang, origin),
        sitemap: (page, origin) => sitemapXml(db2, page, origin)
      },
      await loadFirstScreen(app2, config2.ssrDir)
    );
  } else {
    app2.setNotFoundHandler(
      (request, reply) => reply.code(404).send({ code: "NOT_FOUND", message: `Not found: ${request.url.split("?")[0]}` })
    );
  }
  const stopScheduler = startScheduler(db2, events);
  app2.addHook("onClose", async () => stopScheduler());
  const stopBot = startBotSender(
    db2,
    { apiUrl: config2.telegramApiUrl, storefrontUrl: config2.storefrontUrl },
    config2.botSendTickMs
  );
  app2.addHook("onClose", async () => stopBot());
  const stopFiscal = startFiscalSender(db2, config2.clickApiUrl, config2.botSendTickMs);
  app2.addHook("onClose", async () => stopFiscal());
  if ((options.simulator ?? !config2.production) && config2.simulatorTickMs > 0) {
    const stop = startSimulator(db2, events, config2.simulatorTickMs);
    app2.addHook("onClose", async () => stop());
  }
  if (!options.db) app2.addHook("onClose", async () => db2.destroy());
  return { app: app2, db: db2 };
}
async function firstCard(db2, merchantId) {
  return db2.selectFrom("products").innerJoin("categories", "categories.id", "products.category_id").select(["products.image", "categories.view_type"]).where("products.merchant_id", "=", merchantId).where("products.active", "=", true).orderBy("categories.priority").orderBy("categories.id").orderBy("products.priority").orderBy("products.id").limit(1).executeTakeFirst();
}

// server/build-if-needed.ts
import { existsSync as existsSync6, readdirSync as readdirSync2, statSync as statSync2 } from "node:fs";
import { join as join11 } from "node:path";
var SOURCES = ["src", "locales", "schemas", "index.html", "vite.config.ts", "package.json"];
function newestMtime(path) {
  if (!existsSync6(path)) return 0;
  const stat = statSync2(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync2(path)) newest = Math.max(newest, newestMtime(join11(path, entry)));
  return newest;
}
async function buildIfNeeded(distDir, ssrDir = `${distDir.replace(/\/+$/, "")}-ssr`) {
  const built = Math.min(newestMtime(join11(distDir, "index.html")), newestMtime(join11(ssrDir, "ssr.js")));
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built > 0 && built >= sources) return;
  console.log("Building the storefront\u2026");
  const { build } = await import("vite");
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ mode: "production", logLevel: "warn", build: { outDir: distDir } });
    await build({ mode: "production", logLevel: "warn", build: { ssr: "src/app/ssr.tsx", outDir: ssrDir } });
  } finally {
    if (mode === void 0) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}

// server/config.ts
var DEV_ADMIN_API_KEY = "dasturxon-dev-admin";
function readConfig2(env = process.env) {
  const dataDir = env.DATA_DIR ?? ".data";
  if (env.NODE_ENV === "production" && env.DEV_CLOCK)
    throw new Error("DEV_CLOCK is for development: production reads the real time");
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || void 0,
    production: env.NODE_ENV === "production",
    distDir: env.DIST_DIR ?? "dist",
    ssrDir: env.SSR_DIR ?? `${(env.DIST_DIR ?? "dist").replace(/\/+$/, "")}-ssr`,
    cdnCacheDir: env.CDN_CACHE_DIR ?? (dataDir.startsWith("memory://") ? ".cache/cdn" : `${dataDir}/cdn-cache`),
    simulatorTickMs: Number(env.SIMULATOR_TICK_MS ?? 4e3),
    otpResendSeconds: Number(env.OTP_RESEND_SECONDS ?? 60),
    otpPerIpHour: Number(env.OTP_PER_IP_HOUR ?? 20),
    trustProxy: (env.TRUST_PROXY ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    devClock: parseDevClock(env.DEV_CLOCK),
    telegramApiUrl: env.TELEGRAM_API_URL || TELEGRAM_API_URL,
    storefrontUrl: env.STOREFRONT_URL || "https://{sub}.dasturxon.uz",
    botSendTickMs: Number(env.BOT_SEND_TICK_MS ?? 1e3),
    clickApiUrl: env.CLICK_API_URL || CLICK_API_URL,
    paymeApiUrl: env.PAYME_API_URL || (env.NODE_ENV === "production" ? PAYME_API_URL : `http://127.0.0.1:${Number(env.PORT ?? 8080)}${FAKE_SUBSCRIBE_PATH}`),
    adminApiKey: env.ADMIN_API_KEY || (env.NODE_ENV === "production" ? null : DEV_ADMIN_API_KEY),
    metricsToken: env.METRICS_TOKEN || null,
    s3: s3Settings(env),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== "false" : env.NODE_ENV !== "production",
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : null
  };
}
function s3Settings(env) {
  const storage = env.CDN_STORAGE ?? "disk";
  if (storage === "disk") return null;
  if (storage !== "s3") throw new Error(`CDN_STORAGE is disk or s3, not ${storage}`);
  const missing = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter(
    (k) => !env[k]
  );
  if (missing.length > 0) throw new Error(`CDN_STORAGE=s3 needs ${missing.join(", ")}`);
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY
  };
}

// server/db/data-dir-lock.ts
import { existsSync as existsSync7, mkdirSync as mkdirSync5, readFileSync as readFileSync7, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join12 } from "node:path";
var lockFile = (dataDir) => join12(dataDir, "server.pid");
function commandLine(pid) {
  try {
    return readFileSync7(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return null;
  }
}
function dataDirHolder(dataDir) {
  if (dataDir.startsWith("memory://") || !existsSync7(lockFile(dataDir))) return null;
  const [first = "", ...rest] = readFileSync7(lockFile(dataDir), "utf8").split("\n");
  const pid = Number(first.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const marked = rest.join("\n");
  const running = commandLine(pid);
  if (marked && running !== null && running !== marked) return null;
  return pid;
}
function holdDataDir(dataDir) {
  if (dataDir.startsWith("memory://")) return () => void 0;
  const holder = dataDirHolder(dataDir);
  if (holder) throw new Error(`another server (pid ${holder}) is using ${dataDir}: stop it first`);
  mkdirSync5(dataDir, { recursive: true });
  writeFileSync2(lockFile(dataDir), `${process.pid}
${commandLine("self") ?? ""}`);
  return () => rmSync2(lockFile(dataDir), { force: true });
}
function holdDataDirOrExit(config2) {
  if (config2.databaseUrl) return;
  try {
    process.once("exit", holdDataDir(config2.dataDir));
  } catch (error) {
    console.error(`Refusing to start: ${error.message}`);
    process.exit(1);
  }
}

// server/production-check.ts
async function productionProblems(db2) {
  const merchants = await db2.selectFrom("merchants").select(["sub", "settings", "secrets"]).execute();
  const bots = merchants.filter((m) => m.settings.telegramBotActive === true).filter((m) => !m.secrets.botToken || isDevelopmentBotToken(m.secrets.botToken)).map(
    (m) => `merchant "${m.sub}" has the Telegram bot on but ${m.secrets.botToken ? "a development" : "no"} bot token: set its botToken in merchant.json and import it`
  );
  const providers = merchants.flatMap(
    (m) => ["paymeKey", "clickSecretKey", "uzumPassword"].filter((key) => m.secrets[key]?.startsWith(`${m.sub}-`)).map((key) => `merchant "${m.sub}" has the development ${key}: set the provider's real one`)
  );
  const missing = merchants.flatMap(
    (m) => onlinePaymentsOn(m.settings).flatMap(
      (payment) => missingCredentials(m.secrets, payment).map(
        (key) => `merchant "${m.sub}" takes ${PROVIDER_CREDENTIALS[payment].name} payments but has no ${key}: set it in merchant.json or turn ${PROVIDER_CREDENTIALS[payment].setting} off`
      )
    )
  );
  return [...bots, ...providers, ...missing];
}

// server/main.ts
var config = readConfig2();
holdDataDirOrExit(config);
await buildIfNeeded(config.distDir, config.ssrDir);
var { app, db } = await buildApp({ config });
if (config.production) {
  const problems = await productionProblems(db);
  if (problems.length > 0) {
    console.error(`Refusing to start in production:
- ${problems.join("\n- ")}`);
    await app.close();
    process.exit(1);
  }
}
await app.listen({ port: config.port, host: config.host });
var metricsServer = config.metricsPort ? serveMetricsOn(config.metricsPort, config.host) : null;
app.addHook("onClose", async () => void metricsServer?.close());
console.log(`Dasturxon storefront on http://localhost:${config.port} (API /api, CDN /cdn)`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), 9e3).unref();
    metricsServer?.close();
    void app.close().then(() => process.exit(0));
  });
}
//# sourceMappingURL=main.js.map
