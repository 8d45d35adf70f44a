/**
 * The rules of tasks (src/contract/journey-task.ts): what finishing each kind takes, the training video's
 * progress, and the console's assign and withdraw (only a counselor advising the student; their first write
 * records the relation). Finishing and assigning write the growth record in the same transaction.
 */
import type { Playback } from '../../../src/contract/live.ts';
import { dictCodes } from '../../../src/contract/dictionaries.ts';
import { STUDENT_MATERIAL_TYPES, TASK_KIND_LABEL } from '../../../src/contract/journey.ts';
import {
  assignProblems,
  beijingDate,
  TASK_LIMITS,
  TASK_TEXT,
  type ConsoleAssignBody,
  type TaskPageBody,
} from '../../../src/contract/journey-task.ts';
import type { Notice } from '../../../src/contract/chat.ts';
import { NOTICE_TYPE } from '../../../src/contract/code-tables.ts';
import type { Database } from '../../lib/database.ts';
import { createAdvisingAccess } from '../access/journey-access.ts';
import { createNotPartyError } from '../../lib/errors.ts';
import { toNotice } from '../notice/notice.mappers.ts';
import { createNoticeRepository } from '../notice/notice.repository.ts';
import { recordGrowth } from '../growth/growth.record.ts';
import { createLiveRepository } from '../live/live.repository.ts';
import type { UserRow } from '../user/user.table.ts';
import {
  createAssignInvalidError,
  createMaterialInvalidError,
  createNotVideoTaskError,
  createPaperworkNotFoundError,
  createPlaybackNotFoundError,
  createTaskNotFoundError,
  createTextRequiredError,
  createUploadRequiredError,
  createVideoMissingError,
  createVideoNotWatchedError,
  createWithdrawFinishedError,
} from './task.errors.ts';
import { toTask, toTaskDetail } from './task.mappers.ts';
import { createTaskRepository, type TaskRecord } from './task.repository.ts';

export type TaskUsecases = ReturnType<typeof createTaskUsecases>;

const watchedToEnd = (seconds: number, playback: Playback) =>
  seconds >= playback.durationSeconds - TASK_LIMITS.VIDEO_END_TOLERANCE_SECONDS;

export function createTaskUsecases({ db, now }: { db: Database; now: () => Date }) {
  const repo = createTaskRepository({ db });
  const live = createLiveRepository({ db });
  const access = createAdvisingAccess({ db });

  async function own(user: UserRow, id: string): Promise<TaskRecord> {
    access.requireStudent(user);
    const record = await repo.findOwn(user.id, id);
    if (!record) throw createTaskNotFoundError();
    return record;
  }

  async function reload(user: UserRow, id: string): Promise<TaskRecord> {
    const record = await repo.findOwn(user.id, id);
    if (!record) throw createTaskNotFoundError();
    return record;
  }

  /** Finishes in one transaction with its growth record; a task finished meanwhile is left as it is. */
  async function finishWith(
    user: UserRow,
    record: TaskRecord,
    answer: Parameters<typeof repo.finish>[2],
  ): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      const done = await repo.finish(tx, record.task.id, answer, at);
      if (!done) return;
      await recordGrowth(tx, {
        studentId: user.id,
        kind: 'TASK_FINISHED',
        title: record.task.title,
        detail: TASK_KIND_LABEL[record.task.kind],
        refId: record.task.id,
        actorId: user.id,
        occurredAt: at,
      });
    });
  }

  async function playbackOf(record: TaskRecord): Promise<Playback> {
    if (record.task.kind !== 'VIDEO') throw createNotVideoTaskError();
    const playback = record.task.playbackId ? await live.findPlayback(record.task.playbackId) : undefined;
    if (!playback) throw createVideoMissingError();
    return playback;
  }

  return {
    async page(user: UserRow, body: TaskPageBody & { pageIndex: number; pageSize: number }) {
      access.requireStudent(user);
      const at = now();
      const page = await repo.page(user.id, { ...body, now: at });
      return {
        ...page,
        list: page.list.map((record) => toTask(record, at)),
        counts: await repo.counts(user.id, at),
      };
    },

    async detail(user: UserRow, id: string) {
      const record = await own(user, id);
      if (!record.task.isRead) {
        await repo.markRead(record.task.id);
        record.task.isRead = true;
      }
      return toTaskDetail(record, now());
    },

    async unreadCount(user: UserRow): Promise<number> {
      if (user.staffRole !== null) return 0;
      return repo.unreadCount(user.id);
    },

    async finish(
      user: UserRow,
      body: {
        id: string;
        paperworkId?: string | undefined;
        text?: string | undefined;
        note?: string | undefined;
      },
    ) {
      const record = await own(user, body.id);
      if (record.task.finishedAt !== null) return toTaskDetail(record, now());
      switch (record.task.kind) {
        case 'UPLOAD': {
          if (!body.paperworkId) throw createUploadRequiredError();
          if (!(await repo.paperworkOf(user.id, body.paperworkId))) throw createPaperworkNotFoundError();
          await finishWith(user, record, { answerPaperworkId: body.paperworkId });
          break;
        }
        case 'TEXT': {
          const text = body.text?.trim() ?? '';
          if (text.length === 0) throw createTextRequiredError();
          await finishWith(user, record, { answerText: text });
          break;
        }
        case 'VIDEO': {
          const playback = await playbackOf(record);
          if (!watchedToEnd(record.task.watchedSeconds, playback)) throw createVideoNotWatchedError();
          await finishWith(user, record, {});
          break;
        }
        case 'GENERAL': {
          const note = body.note?.trim() ?? '';
          await finishWith(user, record, { answerText: note.length > 0 ? note : null });
          break;
        }
      }
      return toTaskDetail(await reload(user, record.task.id), now());
    },

    async finishedByTime(user: UserRow, from: string | undefined, to: string | undefined) {
      access.requireStudent(user);
      const at = now();
      const records = await repo.finishedBetween(
        user.id,
        from ? new Date(from) : undefined,
        to ? new Date(to) : undefined,
      );
      return records.map((record) => toTask(record, at));
    },

    async video(user: UserRow, taskId: string) {
      const record = await own(user, taskId);
      const playback = await playbackOf(record);
      return { task: toTask(record, now()), playback, watchedSeconds: record.task.watchedSeconds };
    },

    async videoPage(user: UserRow, paging: { pageIndex: number; pageSize: number }) {
      access.requireStudent(user);
      const at = now();
      const page = await repo.videoPage(user.id, paging);
      const list = [];
      for (const record of page.list) {
        const playback = record.task.playbackId ? await live.findPlayback(record.task.playbackId) : undefined;
        if (playback) {
          list.push({ task: toTask(record, at), playback, watchedSeconds: record.task.watchedSeconds });
        }
      }
      return { ...page, list };
    },

    async recommend(user: UserRow, taskId: string) {
      const record = await own(user, taskId);
      const playback = await playbackOf(record);
      return live.relatedPlaybacks(playback, TASK_LIMITS.RECOMMEND_MAX);
    },

    async progress(user: UserRow, body: { taskId: string; seconds: number; ended: boolean }) {
      const record = await own(user, body.taskId);
      const playback = await playbackOf(record);
      const seconds = Math.min(body.seconds, playback.durationSeconds);
      if (seconds > record.task.watchedSeconds) await repo.growWatched(record.task.id, seconds);
      if (record.task.finishedAt === null && body.ended && watchedToEnd(seconds, playback)) {
        await finishWith(user, record, {});
      }
      const after = await reload(user, record.task.id);
      return { watchedSeconds: after.task.watchedSeconds, task: toTask(after, now()) };
    },

    // --- console ---------------------------------------------------------------------------------------

    async ofStudent(staff: UserRow, studentId: string) {
      await access.requireMyStudent(staff, studentId);
      const at = now();
      return (await repo.ofStudent(studentId)).map((record) => toTaskDetail(record, at));
    },

    async assign(staff: UserRow, body: ConsoleAssignBody & { content: string }) {
      await access.requireMyStudent(staff, body.studentId, { write: true });
      const problem = Object.values(assignProblems(body))[0];
      if (problem) throw createAssignInvalidError(problem);
      // the form offers Beijing days from today; a due time already past is refused here too
      if (body.dueAt && Date.parse(body.dueAt) < now().getTime()) {
        throw createAssignInvalidError(TASK_TEXT.DUE_PAST);
      }
      const upload = body.kind === 'UPLOAD';
      const video = body.kind === 'VIDEO';
      if (upload) {
        const codes =
          body.materialKind === 'PAPERWORK'
            ? dictCodes('PAPERWORK_TYPE')
            : STUDENT_MATERIAL_TYPES.map(([code]) => code as string);
        if (!body.materialTypeCode || !codes.includes(body.materialTypeCode))
          throw createMaterialInvalidError();
      }
      if (video && !(body.playbackId && (await live.playbackExists(body.playbackId)))) {
        throw createPlaybackNotFoundError();
      }
      const at = now();
      const task = await db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          userId: body.studentId,
          kind: body.kind,
          title: body.title.trim(),
          content: body.content,
          assignedBy: staff.id,
          dueAt: body.dueAt ? new Date(body.dueAt) : null,
          materialKind: upload ? (body.materialKind ?? null) : null,
          materialTypeCode: upload ? (body.materialTypeCode ?? null) : null,
          playbackId: video ? (body.playbackId ?? null) : null,
          createdAt: at,
        });
        await recordGrowth(tx, {
          studentId: body.studentId,
          kind: 'TASK_ASSIGNED',
          title: row.title,
          detail: TASK_KIND_LABEL[row.kind],
          refId: row.id,
          actorId: staff.id,
          occurredAt: at,
        });
        const senderName = staff.nickname ?? staff.nameCn ?? '顾问';
        const due = row.dueAt ? `，截止 ${beijingDate(row.dueAt)}` : '';
        const notice = await createNoticeRepository({ db: tx }).insertNotice({
          userId: body.studentId,
          type: NOTICE_TYPE.SYSTEM,
          title: TASK_TEXT.ASSIGNED_NOTICE_TITLE,
          content: `${senderName}为你布置了任务“${row.title}”${due}。`,
          link: `/personal?component=mytask&task=${row.id}`,
          senderId: staff.id,
          senderName,
          now: at,
        });
        return { row, notice: toNotice(notice) };
      });
      const record = await repo.findAny(task.row.id);
      if (!record) throw createTaskNotFoundError();
      return { task: toTaskDetail(record, at), notice: task.notice satisfies Notice };
    },

    /** Withdraws an unfinished task; answers its student (for the socket event). */
    async withdraw(staff: UserRow, id: string): Promise<{ id: string; studentId: string }> {
      if (staff.staffRole === null) throw createNotPartyError();
      const record = await repo.findAny(id);
      if (!record) throw createTaskNotFoundError();
      await access.requireMyStudent(staff, record.task.userId, { write: true });
      if (record.task.finishedAt !== null) throw createWithdrawFinishedError();
      if (!(await repo.withdraw(record.task.id, now()))) throw createWithdrawFinishedError();
      return { id: record.task.id, studentId: record.task.userId };
    },
  };
}
