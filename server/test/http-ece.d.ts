/** http_ece (the Web Push payload encryption web-push itself uses) ships no types. */
declare module 'http_ece' {
  const ece: {
    decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer;
    encrypt(buffer: Buffer, params: Record<string, unknown>): Buffer;
  };
  export default ece;
}
