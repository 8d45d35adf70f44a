/**
 * A worker thread of the AI engine pool (ai-select.pool.ts): holds the catalog snapshot the pool last sent
 * and answers each request with the endpoint's whole answer (the success envelope around
 * chooseUniversitiesJson) as UTF-8 bytes, moved to the main thread without a copy.
 *
 * Messages are handled one at a time in arrival order, so a request always meets the catalog that the pool
 * sent before it.
 */
import { parentPort } from 'node:worker_threads';

import { okJsonText } from '../../lib/envelope.ts';
import { chooseUniversitiesJson } from './ai-select.engine.ts';
import type { FromWorker, ToWorker } from './ai-select.pool.ts';

const port = parentPort;
if (!port) throw new Error('ai-select.worker.ts runs as a worker thread of ai-select.pool.ts');

const encoder = new TextEncoder();
let catalog: Extract<ToWorker, { type: 'catalog' }>['catalog'] | undefined;

function reply(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'catalog') {
    catalog = message.catalog;
    return;
  }
  try {
    if (!catalog) throw new Error('no catalog received before the request');
    // TextEncoder gives a Uint8Array over its own ArrayBuffer (never a shared pool slab): safe to transfer
    const bytes = encoder.encode(okJsonText(chooseUniversitiesJson(catalog, message.request)));
    reply({ type: 'answer', id: message.id, bytes }, [bytes.buffer]);
  } catch (error) {
    reply({ type: 'failed', id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});

reply({ type: 'ready' });
