import { z } from 'zod';

/** A PDF answer, for the API document: it is sent as bytes, so never serialised through this. */
export const PdfFileSchema = z.string().meta({ format: 'binary', description: 'A PDF file (application/pdf).' });
