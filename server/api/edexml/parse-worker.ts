import { parentPort } from 'node:worker_threads';
import { EdexmlError, parseEdexml, type EdexmlFile } from './parse';

export type ParseOutcome =
  | { file: EdexmlFile }
  | { refused: Pick<EdexmlError, 'code' | 'element' | 'line' | 'column' | 'detail'> }
  | { failed: string };

/** The worker side of EdexmlParser: parses each file it is sent and posts the outcome. */
parentPort!.on('message', (body: Uint8Array) => {
  let outcome: ParseOutcome;
  try {
    outcome = { file: parseEdexml(Buffer.from(body.buffer, body.byteOffset, body.byteLength)) };
  } catch (error) {
    if (error instanceof EdexmlError) {
      const { code, element, line, column, detail } = error;
      outcome = { refused: { code, element, line, column, detail } };
    } else outcome = { failed: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(outcome);
});
