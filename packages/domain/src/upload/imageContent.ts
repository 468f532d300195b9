/** The image kinds recognised from their first bytes, named by MIME type. */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/gif';

/** File signatures ("magic numbers") of the formats the storefront accepts as images. */
const SIGNATURES: readonly { type: SniffedImageType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

/**
 * What an upload really is, read from its first bytes: names and declared types come from the
 * client and can lie, so the server decides by content. `null` for anything else.
 */
export function detectImageType(bytes: Uint8Array): SniffedImageType | null {
  const match = SIGNATURES.find(
    (signature) =>
      bytes.length >= signature.bytes.length && signature.bytes.every((byte, index) => bytes[index] === byte),
  );
  return match?.type ?? null;
}
