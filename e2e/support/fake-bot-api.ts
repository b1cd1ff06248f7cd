/** The journeys' fake Telegram Bot API (playwright.config.ts starts it): `tsx e2e/support/fake-bot-api.ts <port>`. */
import { fakeBotApi } from '../../server/test/telegram-support';

const port = Number(process.argv[2] ?? 4181);
const url = await fakeBotApi().start(port);
console.log(`fake Bot API on ${url}`);
