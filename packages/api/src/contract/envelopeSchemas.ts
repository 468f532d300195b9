import { z } from 'zod';

/** The envelope of spec section 7 (`Envelope`) around a call's `data`. */
export function envelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.boolean(), code: z.number().int(), msg: z.string(), data });
}

/**
 * Spec section 7: "Blob responses pass through". The `response` schema of a call that answers a
 * file (a PDF export, say) instead of an envelope: the client hands the body over as a Blob.
 */
export const blobResponseSchema = z.instanceof(Blob);
