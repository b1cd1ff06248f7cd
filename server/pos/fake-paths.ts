/** Where development's fake iiko and fake Poster answer on this server (never in production). */
export const FAKE_IIKO_PATH = '/api/dev/v1/fake-iiko';
export const FAKE_POSTER_PATH = '/api/dev/v1/fake-poster';
