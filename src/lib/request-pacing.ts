/**
 * The request client starts at most one fetch() per task. A page whose sections each load their own
 * list starts their requests in one flush of effects: on the home page, ten requests and the work around each
 * made one task of ~120-130 ms at 4x CPU in traces, during which a tap waited; started one per task, the same
 * ten went out ~1 ms apart with no long task among them. The first request of a task starts at once; the ones
 * after it start one per task, in the order they were asked for, with the browser free between them. Each waits
 * a message's turn (not a timer: a message is neither clamped nor throttled).
 */
type Start = () => void;

const waiting: Start[] = [];
let startedThisTask = false;
let channel: MessageChannel | undefined;

/** Posts a message whose handler runs in a later task: the next request starts there. */
function releaseLater(): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = release;
    // Node (the tests): the port must not keep the process alive
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  channel.port2.postMessage(null);
}

function release(): void {
  startedThisTask = false;
  const next = waiting.shift();
  if (!next) return;
  startedThisTask = true;
  releaseLater();
  next();
}

/**
 * Runs `start` now when no request has started in this task, else in a later task after those asked before it.
 * Its promise settles as `start`'s does.
 */
export function paced<T>(start: () => Promise<T>): Promise<T> {
  if (!startedThisTask) {
    startedThisTask = true;
    releaseLater();
    return start();
  }
  return new Promise<T>((resolve, reject) => {
    waiting.push(() => {
      try {
        start().then(resolve, reject);
      } catch (error) {
        reject(error);
      }
    });
  });
}
