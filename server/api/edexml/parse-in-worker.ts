import { Worker } from 'node:worker_threads';
import { EdexmlError, type EdexmlFile } from './parse';
import type { ParseOutcome } from './parse-worker';

/**
 * Parses EDEXML files off the event loop, in one worker thread started on first use, one file at a
 * time. A large file then costs one core for a second or two while everyone else's requests are
 * answered, and the files of several schools at once wait in line rather than taking every core.
 */
export class EdexmlParser {
  private worker: Worker | undefined;
  private line: Promise<unknown> = Promise.resolve();

  parse(body: Buffer): Promise<EdexmlFile> {
    const turn = this.line.then(() => this.parseNow(body));
    this.line = turn.catch(() => undefined);
    return turn;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private parseNow(body: Buffer): Promise<EdexmlFile> {
    const worker = (this.worker ??= this.start());
    return new Promise((resolve, reject) => {
      const settle = () => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      const onMessage = (outcome: ParseOutcome) => {
        settle();
        if ('file' in outcome) resolve(outcome.file);
        else if ('refused' in outcome) {
          const { code, element, line, column, detail } = outcome.refused;
          reject(new EdexmlError(code, element, line, column, detail));
        } else reject(new Error(`EDEXML parser: ${outcome.failed}`));
      };
      const onError = (error: Error) => {
        settle();
        reject(error);
      };
      const onExit = (code: number) => {
        settle();
        reject(new Error(`EDEXML parser stopped (exit code ${code})`));
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage(body);
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.unref();
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    return worker;
  }
}
