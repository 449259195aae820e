/**
 * A random (version 4) uuid for a new item, made on this device so the item keeps its id through an
 * offline period. crypto.randomUUID exists only on secure pages (https, localhost); a household server
 * opened by its address on the home network is not one, so the same is built from getRandomValues.
 */
export function newItemId(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
