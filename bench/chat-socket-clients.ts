/**
 * The client side of bench/chat-socket.ts, in its own process (forked with `--import tsx`): it shares the
 * machine with the server but not its event loop. It receives the people and the plan over IPC, connects
 * every socket, sends the messages at the given pace, records when every delivery arrives and answers with
 * the figures. Only the server's 127.0.0.1 address is ever contacted.
 *
 * Every message is sent as the app sends it, over HTTP (POST send, the clientMsgId also its Idempotency-Key),
 * by one party of a conversation (a student, or a staff member writing as the platform account), and must
 * reach every socket of the conversation's parties, the sender's own included (its other tabs): a student's
 * message the student's and the staff sockets, a staff reply the same (the account's room). Any other socket
 * receiving it is a misdelivery.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { io as connect, type Socket } from 'socket.io-client';
import { z } from 'zod';

import { API } from '../src/contract/api.ts';
import { HEADERS } from '../src/contract/limits.ts';
import {
  chatMessageSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../src/contract/socket.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A send unanswered this long counts as failed (a server this far behind has failed the bench anyway). */
const ACK_TIMEOUT_MS = 120_000;

const personSchema = z.object({ id: z.string(), token: z.string() });

export const chatBenchPlanSchema = z.object({
  url: z.string(),
  accountId: z.string(),
  students: z.array(personSchema),
  staff: z.array(personSchema),
  messages: z.number().int().min(1),
  /** Messages per second, sent on a 10 ms tick. */
  rate: z.number().min(1),
  /** Share of the messages that are staff replies (to a student who has written). */
  replyShare: z.number().min(0).max(1),
  /** How long to wait for late deliveries after the last ack. */
  settleMs: z.number().int().min(0),
});
export type ChatBenchPlan = z.infer<typeof chatBenchPlanSchema>;

export const chatBenchResultSchema = z.object({
  connectMs: z.number(),
  sendMs: z.number(),
  sent: z.number(),
  acked: z.number(),
  ackFailures: z.array(z.string()),
  /** Send to the recipient's `chat` event, ms, one per first delivery. */
  deliveryMs: z.array(z.number()),
  /** Send to the HTTP answer, ms. */
  ackMs: z.array(z.number()),
  expectedDeliveries: z.number(),
  lostDeliveries: z.number(),
  duplicatedDeliveries: z.number(),
  misdeliveries: z.number(),
  /** The client process's event-loop delay while sending (p99, ms): a busy client inflates the latencies. */
  clientLoopDelayP99Ms: z.number(),
});
export type ChatBenchResult = z.infer<typeof chatBenchResultSchema>;

const answerSchema = z.object({ code: z.number(), message: z.string() });

interface Client {
  index: number;
  person: z.infer<typeof personSchema>;
  socket: ClientSocket;
}

interface Sent {
  at: number;
  /** Client indexes that must receive it, and whether they did. */
  pending: Set<number>;
  received: Set<number>;
}

function open(url: string, person: z.infer<typeof personSchema>): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, {
    transports: ['websocket'],
    auth: { token: person.token, userId: person.id },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connectedsuccess in 30 s')), 30_000);
    socket.once('connectedsuccess', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Opens the sockets `concurrency` at a time (a thousand simultaneous handshakes only measure the burst). */
async function openAll(url: string, people: z.infer<typeof personSchema>[]): Promise<ClientSocket[]> {
  const sockets: ClientSocket[] = new Array<ClientSocket>(people.length);
  let next = 0;
  const concurrency = 50;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < people.length) {
        const index = next;
        next += 1;
        const person = people[index];
        if (person) sockets[index] = await open(url, person);
      }
    }),
  );
  return sockets;
}

async function run(plan: ChatBenchPlan): Promise<ChatBenchResult> {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const connectStart = performance.now();
  const people = [...plan.students, ...plan.staff];
  const sockets = await openAll(plan.url, people);
  const clients: Client[] = people.map((person, index) => {
    const socket = sockets[index];
    if (!socket) throw new Error(`socket ${index} not open`);
    return { index, person, socket };
  });
  const connectMs = performance.now() - connectStart;
  const studentCount = plan.students.length;
  const staffClients = clients.slice(studentCount);

  const sent = new Map<string, Sent>();
  const deliveryMs: number[] = [];
  const ackMs: number[] = [];
  const ackFailures: string[] = [];
  let duplicatedDeliveries = 0;
  let misdeliveries = 0;
  let acked = 0;

  for (const client of clients) {
    client.socket.on('chat', (raw) => {
      const now = performance.now();
      const message = chatMessageSchema.parse(raw);
      const record = sent.get(message.clientMsgId ?? '');
      if (!record) {
        misdeliveries += 1;
        return;
      }
      if (record.received.has(client.index)) {
        duplicatedDeliveries += 1;
      } else if (record.pending.delete(client.index)) {
        record.received.add(client.index);
        deliveryMs.push(now - record.at);
      } else {
        misdeliveries += 1;
      }
    });
  }

  // the plan: a student message (their first opens the conversation) or a staff reply to a student who wrote
  const opened: number[] = [];
  const openedSet = new Set<number>();
  let inFlight = 0;
  const send = (from: Client, toUserId: string, fromUserId: string, recipients: number[]) => {
    const clientMsgId = randomUUID();
    const record: Sent = { at: performance.now(), pending: new Set(recipients), received: new Set() };
    sent.set(clientMsgId, record);
    inFlight += 1;
    fetch(`${plan.url}${API.chat.send}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [HEADERS.AUTH]: `${HEADERS.AUTH_PREFIX}${from.person.token}`,
        [HEADERS.IDEMPOTENCY]: clientMsgId,
      },
      body: JSON.stringify({
        fromUserId,
        toUserId,
        message: `bench ${sent.size}`,
        msgType: 'text',
        clientMsgId,
      }),
      signal: AbortSignal.timeout(ACK_TIMEOUT_MS),
    })
      .then(async (response) => answerSchema.parse(await response.json()))
      .then(
        (ack) => {
          if (ack.code === 200) {
            acked += 1;
            ackMs.push(performance.now() - record.at);
            if (from.index < studentCount && !openedSet.has(from.index)) {
              openedSet.add(from.index);
              opened.push(from.index);
            }
          } else {
            ackFailures.push(`${ack.code} ${ack.message}`);
          }
        },
        (error: unknown) => {
          ackFailures.push(error instanceof Error ? error.message : String(error));
        },
      )
      .finally(() => {
        inFlight -= 1;
      });
  };
  const staffIndexes = staffClients.map((client) => client.index);
  const sendOne = () => {
    const replyTo = opened[Math.floor(Math.random() * opened.length)];
    if (Math.random() < plan.replyShare && replyTo !== undefined && staffClients.length > 0) {
      const from = staffClients[Math.floor(Math.random() * staffClients.length)];
      const student = clients[replyTo];
      if (from && student) {
        send(from, student.person.id, plan.accountId, [replyTo, ...staffIndexes]);
        return;
      }
    }
    const from = clients[Math.floor(Math.random() * studentCount)];
    if (from) send(from, plan.accountId, from.person.id, [from.index, ...staffIndexes]);
  };

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.send?.({ phase: 'send-start' });
  const sendStart = performance.now();
  let count = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(plan.messages, Math.floor(((performance.now() - sendStart) / 1000) * plan.rate));
      while (count < due) {
        sendOne();
        count += 1;
      }
      if (count >= plan.messages) {
        clearInterval(tick);
        resolve();
      }
    }, 10);
  });
  const sendMs = performance.now() - sendStart;
  loop.disable();
  process.send?.({ phase: 'send-end' });

  // every ack back, then the late deliveries
  const waitUntil = async (done: () => boolean, ms: number) => {
    const deadline = performance.now() + ms;
    while (!done() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  };
  await waitUntil(() => inFlight === 0, ACK_TIMEOUT_MS + 5_000);
  process.send?.({ phase: 'acked' });
  const allDelivered = () => [...sent.values()].every((record) => record.pending.size === 0);
  await waitUntil(allDelivered, plan.settleMs);

  let expectedDeliveries = 0;
  let lostDeliveries = 0;
  for (const record of sent.values()) {
    expectedDeliveries += record.pending.size + record.received.size;
    lostDeliveries += record.pending.size;
  }
  for (const client of clients) client.socket.disconnect();

  return {
    connectMs,
    sendMs,
    sent: sent.size,
    acked,
    ackFailures: ackFailures.slice(0, 20),
    deliveryMs,
    ackMs,
    expectedDeliveries,
    lostDeliveries,
    duplicatedDeliveries,
    misdeliveries,
    clientLoopDelayP99Ms: loop.percentile(99) / 1e6,
  };
}

process.once('message', (message: unknown) => {
  run(chatBenchPlanSchema.parse(message)).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) =>
      process.send?.({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : error }),
  );
});
