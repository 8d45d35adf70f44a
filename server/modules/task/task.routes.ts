import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import { taskUnreadCountSchema } from '../../../src/contract/chat.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  consoleAssignBodySchema,
  consoleTaskIdSchema,
  consoleTaskListSchema,
  consoleTaskQuerySchema,
  consoleTaskSchema,
  taskDetailSchema,
  taskFinishBodySchema,
  taskFinishedQuerySchema,
  taskIdParamsSchema,
  taskListSchema,
  taskPageBodySchema,
  taskPageSchema,
  taskTaskIdParamsSchema,
  trainVideoPageBodySchema,
  trainVideoPageSchema,
  trainVideoProgressBodySchema,
  trainVideoProgressSchema,
  trainVideoRecommendBodySchema,
  trainVideoRecommendSchema,
  trainVideoSchema,
} from '../../../src/contract/journey-task.ts';
import { userRoom, type TaskEvent } from '../../../src/contract/socket.ts';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { createTaskUsecases } from './task.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['task'];

/**
 * Tasks and training videos of the personal space (SPEC section 7; the model: src/contract/journey-task.ts),
 * the task badge's unread count, and the console's task calls. A student's calls name their own tasks only
 * (another student's id: 404, nothing changed); the console serves a counselor their own students only (423).
 */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tasks = createTaskUsecases({ db: app.db, now: app.clock });
  const emitTask = (event: TaskEvent) => app.io.to(userRoom(event.userId)).emit('task', event);

  app.get(
    API.task.unreadCount,
    {
      schema: {
        tags,
        summary: 'Number of the caller’s unread tasks (not opened, not finished, not withdrawn)',
        response: { 200: envelope(taskUnreadCountSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await tasks.unreadCount(requireUser(request))),
  );

  app.post(
    API.task.mine,
    {
      schema: {
        tags,
        summary:
          'The caller’s tasks by state: unfinished by due date, finished newest first; counts per state',
        body: taskPageBodySchema,
        response: { 200: envelope(taskPageSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await tasks.page(requireUser(request), request.body)),
  );

  app.get(
    `${API.task.detail}/:id`,
    {
      schema: {
        tags,
        summary: 'One of the caller’s tasks; opening it marks it read (others: 404)',
        params: taskIdParamsSchema,
        response: { 200: envelope(taskDetailSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await tasks.detail(requireUser(request), request.params.id)),
  );

  app.post(
    API.task.finish,
    {
      schema: {
        tags,
        summary:
          'Finish one of the caller’s tasks: UPLOAD a paperwork id, TEXT a text, VIDEO watched to the end',
        body: taskFinishBodySchema,
        response: { 200: envelope(taskDetailSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await tasks.finish(requireUser(request), request.body)),
  );

  app.get(
    API.task.finishedByTime,
    {
      schema: {
        tags,
        summary: 'The caller’s tasks finished between from and to (ISO 8601), newest first',
        querystring: taskFinishedQuerySchema,
        response: { 200: envelope(taskListSchema) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(await tasks.finishedByTime(requireUser(request), request.query.from, request.query.to)),
  );

  app.get(
    `${API.task.videoByTask}/:taskId`,
    {
      schema: {
        tags,
        summary: 'The training video of one of the caller’s VIDEO tasks with the watched seconds',
        params: taskTaskIdParamsSchema,
        response: { 200: envelope(trainVideoSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await tasks.video(requireUser(request), request.params.taskId)),
  );

  app.post(
    API.task.trainVideos,
    {
      schema: {
        tags,
        summary: 'The caller’s training-video tasks with their videos and progress',
        body: trainVideoPageBodySchema,
        response: { 200: envelope(trainVideoPageSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await tasks.videoPage(requireUser(request), request.body)),
  );

  app.post(
    API.task.trainVideoRecommend,
    {
      schema: {
        tags,
        summary: 'Videos related to a training video (same organization or a shared tag)',
        body: trainVideoRecommendBodySchema,
        response: { 200: envelope(trainVideoRecommendSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await tasks.recommend(requireUser(request), request.body.taskId)),
  );

  app.put(
    API.task.trainVideoProgress,
    {
      schema: {
        tags,
        summary:
          'Save the watched seconds of a training video (only grow); ended at the end finishes the task',
        body: trainVideoProgressBodySchema,
        response: { 200: envelope(trainVideoProgressSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await tasks.progress(requireUser(request), request.body)),
  );

  // --- console (staff) ------------------------------------------------------------------------------------

  app.get(
    API.console.tasks,
    {
      schema: {
        tags: ['console'],
        summary: 'A student’s tasks with state and answers (the counselor’s own students; others: 423)',
        querystring: consoleTaskQuerySchema,
        response: { 200: envelope(consoleTaskListSchema) },
      },
      config: { access: { staff: 'student', id: 'query.studentId' } },
    },
    async (request) => ok(await tasks.ofStudent(requireUser(request), request.query.studentId)),
  );

  app.post(
    API.console.tasks,
    {
      schema: {
        tags: ['console'],
        summary: 'Assign a task to one of the counselor’s students (growth record, a notice, socket `task`)',
        body: consoleAssignBodySchema,
        response: { 200: envelope(consoleTaskSchema) },
      },
      config: { access: { staff: 'student', id: 'body.studentId' } },
    },
    async (request) => {
      const { task, notice } = await tasks.assign(requireUser(request), request.body);
      emitTask({ taskId: task.id, userId: request.body.studentId, action: 'ASSIGNED' });
      pushNotices(app.io, [notice]);
      return ok(task);
    },
  );

  app.delete(
    `${API.console.tasks}/:id`,
    {
      schema: {
        tags: ['console'],
        summary: 'Withdraw an unfinished task of one of the counselor’s students (socket `task`)',
        params: taskIdParamsSchema,
        response: { 200: envelope(consoleTaskIdSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const { id, studentId } = await tasks.withdraw(requireUser(request), request.params.id);
      emitTask({ taskId: id, userId: studentId, action: 'WITHDRAWN' });
      return ok({ id });
    },
  );
};
