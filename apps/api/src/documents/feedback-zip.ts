import { zipSync } from 'fflate';

/**
 * The feedback as one download: the client-ready PDF and the same feedback as pretty-printed JSON.
 * The PDF is stored as is (its streams are already compressed); the JSON is deflated.
 *
 * @example feedbackZip({ feedbackId: 7, pdf, json: feedback }) // feedback-7.pdf + feedback-7.json
 */
export function feedbackZip({
  feedbackId,
  pdf,
  json,
}: {
  feedbackId: number;
  pdf: Uint8Array;
  json: unknown;
}): Buffer {
  const archive = zipSync({
    [`feedback-${feedbackId}.pdf`]: [pdf, { level: 0 }],
    [`feedback-${feedbackId}.json`]: [
      new TextEncoder().encode(`${JSON.stringify(json, null, 2)}\n`),
      { level: 6 },
    ],
  });
  return Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
}
