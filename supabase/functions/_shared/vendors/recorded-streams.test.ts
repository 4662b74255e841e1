import assert from 'node:assert/strict';
import { createLanguageModelAdapter } from './language-model-adapter.ts';
import {
  anthropicRecordings,
  geminiRecordings,
  openaiRecordings,
  recordedPieces,
  type Recordings,
  served,
} from './recorded-streams.test-support.ts';
import type { VendorError } from './vendor-adapter.ts';
import { vendorCatalog } from './vendor-catalog.ts';

/**
 * Each wire format's recorded streams through the adapter: the pieces reach `onText` in order
 * as they were written, the answer and its usage are read whole, and every broken stream ends
 * as the one VendorError the router acts on.
 */
const formats = {
  openai: openaiRecordings,
  groq: openaiRecordings,
  anthropic: anthropicRecordings,
  google: geminiRecordings,
};

function adapterServing(vendor: keyof typeof formats, recording: string) {
  const definition = vendorCatalog.find((candidate) => candidate.id === vendor)!;
  return createLanguageModelAdapter(vendor, {
    model: definition.defaultModel,
    buildModel: (fetch) =>
      definition.createModel({
        apiKey: 'k',
        baseUrl: definition.defaultBaseUrl,
        model: definition.defaultModel,
        fetch,
      }),
    fetch: () => Promise.resolve(served(recording)),
  });
}

async function call(vendor: keyof typeof formats, recording: string) {
  const pieces: string[] = [];
  try {
    const reply = await adapterServing(vendor, recording).generate('We will utilize the survey.', {
      signal: AbortSignal.timeout(5_000),
      onText: (text) => pieces.push(text),
    });
    return { pieces, reply };
  } catch (error) {
    const { name, code, status, retryable } = error as VendorError;
    assert.equal(name, 'VendorError', String(error));
    return { pieces, failure: { code, status, retryable } };
  }
}

const answer = recordedPieces.join('');

for (const [vendor, recordings] of Object.entries(formats) as [
  keyof typeof formats,
  Recordings,
][]) {
  Deno.test(
    `${vendor}: a recorded stream arrives piece by piece, whole and with its usage`,
    async () => {
      const { pieces, reply } = await call(vendor, recordings.complete);
      assert.deepEqual(reply, { text: answer, usage: { input: 231, output: 24 } });
      assert.equal(pieces.join(''), answer);
      assert.ok(pieces.length >= 3, `${pieces.length} pieces`);
      if (vendor !== 'google') assert.deepEqual(pieces, recordedPieces);
    },
  );

  Deno.test(
    `${vendor}: an error in the stream, before or after text, is an unusable 200`,
    async () => {
      const midStream = await call(vendor, recordings.errorMidStream);
      assert.deepEqual(midStream.failure, {
        code: 'invalid_response',
        status: 200,
        retryable: true,
      });
      assert.ok(answer.startsWith(midStream.pieces.join('')) && midStream.pieces.length > 0);
      const first = await call(vendor, recordings.errorFirst);
      assert.deepEqual(first.failure, { code: 'invalid_response', status: 200, retryable: true });
      assert.deepEqual(first.pieces, []);
    },
  );

  Deno.test(`${vendor}: a content filter's stop is no answer`, async () => {
    const { failure } = await call(vendor, recordings.contentFilter);
    assert.deepEqual(failure, { code: 'invalid_response', status: undefined, retryable: true });
  });

  Deno.test(
    `${vendor}: a stream that ends before the vendor finished is a failure that fails over`,
    async () => {
      const { failure, pieces } = await call(vendor, recordings.endsUnfinished);
      // The OpenAI-compatible provider reports the missing finish as an error inside the stream.
      const expected =
        vendor === 'groq'
          ? { code: 'invalid_response', status: 200, retryable: true }
          : { code: 'network_error', status: undefined, retryable: true };
      assert.deepEqual(failure, expected);
      assert.ok(pieces.length > 0);
    },
  );
}
