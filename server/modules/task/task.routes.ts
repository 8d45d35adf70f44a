import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import { taskUnreadCountSchema } from '../../../src/contract/chat.ts';
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
import { requireUser } from '../../lib/request-guards.ts';
import { routes, type ZodApp } from '../../lib/route.ts';
import { createTaskUsecases } from './task.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['task'];
/** What the route groups of taskRoutes share. */
function taskRoutesContext(app: ZodApp) {
  const route = routes(app, tags);
  const tasks = createTaskUsecases({ db: app.db, now: app.clock });
  const emitTask = (event: TaskEvent) => app.io.to(userRoom(event.userId)).emit('task', event);
  return { app, route, tasks, emitTask };
}

type TaskRoutesContext = ReturnType<typeof taskRoutesContext>;

function taskOwnRoutes({ route, tasks }: TaskRoutesContext) {
  route.get(
    API.task.unreadCount,
    {
      summary: 'Number of the caller’s unread tasks (not opened, not finished, not withdrawn)',
      access: 'user',
      response: taskUnreadCountSchema,
    },
    (request) => tasks.unreadCount(requireUser(request)),
  );

  route.post(
    API.task.mine,
    {
      summary: 'The caller’s tasks by state: unfinished by due date, finished newest first; counts per state',
      access: 'user',
      body: taskPageBodySchema,
      response: taskPageSchema,
    },
    (request) => tasks.page(requireUser(request), request.body),
  );

  route.get(
    `${API.task.detail}/:id`,
    {
      summary: 'One of the caller’s tasks; opening it marks it read (others: 404)',
      access: 'user',
      params: taskIdParamsSchema,
      response: taskDetailSchema,
    },
    (request) => tasks.detail(requireUser(request), request.params.id),
  );

  route.post(
    API.task.finish,
    {
      summary:
        'Finish one of the caller’s tasks: UPLOAD a paperwork id, TEXT a text, VIDEO watched to the end',
      access: 'user',
      body: taskFinishBodySchema,
      response: taskDetailSchema,
    },
    (request) => tasks.finish(requireUser(request), request.body),
  );

  route.get(
    API.task.finishedByTime,
    {
      summary: 'The caller’s tasks finished between from and to (ISO 8601), newest first',
      access: 'user',
      querystring: taskFinishedQuerySchema,
      response: taskListSchema,
    },
    (request) => tasks.finishedByTime(requireUser(request), request.query.from, request.query.to),
  );

  route.get(
    `${API.task.videoByTask}/:taskId`,
    {
      summary: 'The training video of one of the caller’s VIDEO tasks with the watched seconds',
      access: 'user',
      params: taskTaskIdParamsSchema,
      response: trainVideoSchema,
    },
    (request) => tasks.video(requireUser(request), request.params.taskId),
  );
}

function taskVideoRoutes({ route, tasks }: TaskRoutesContext) {
  route.post(
    API.task.trainVideos,
    {
      summary: 'The caller’s training-video tasks with their videos and progress',
      access: 'user',
      body: trainVideoPageBodySchema,
      response: trainVideoPageSchema,
    },
    (request) => tasks.videoPage(requireUser(request), request.body),
  );

  route.post(
    API.task.trainVideoRecommend,
    {
      summary: 'Videos related to a training video (same organization or a shared tag)',
      access: 'user',
      body: trainVideoRecommendBodySchema,
      response: trainVideoRecommendSchema,
    },
    (request) => tasks.recommend(requireUser(request), request.body.taskId),
  );

  route.put(
    API.task.trainVideoProgress,
    {
      summary: 'Save the watched seconds of a training video (only grow); ended at the end finishes the task',
      access: 'user',
      body: trainVideoProgressBodySchema,
      response: trainVideoProgressSchema,
    },
    (request) => tasks.progress(requireUser(request), request.body),
  );
}

function taskConsoleRoutes({ app, tasks, emitTask }: TaskRoutesContext) {
  // --- console (staff) ------------------------------------------------------------------------------------
  const staff = routes(app, ['console']);

  staff.get(
    API.console.tasks,
    {
      summary: 'A student’s tasks with state and answers (the counselor’s own students; others: 423)',
      access: { staff: 'student', id: 'query.studentId' },
      querystring: consoleTaskQuerySchema,
      response: consoleTaskListSchema,
    },
    (request) => tasks.ofStudent(requireUser(request), request.query.studentId),
  );

  staff.post(
    API.console.tasks,
    {
      summary: 'Assign a task to one of the counselor’s students (growth record, a notice, socket `task`)',
      access: { staff: 'student', id: 'body.studentId' },
      body: consoleAssignBodySchema,
      response: consoleTaskSchema,
    },
    async (request) => {
      const { task, notice } = await tasks.assign(requireUser(request), request.body);
      emitTask({ taskId: task.id, userId: request.body.studentId, action: 'ASSIGNED' });
      pushNotices(app.io, [notice]);
      return task;
    },
  );

  staff.delete(
    `${API.console.tasks}/:id`,
    {
      summary: 'Withdraw an unfinished task of one of the counselor’s students (socket `task`)',
      access: 'staff',
      params: taskIdParamsSchema,
      response: consoleTaskIdSchema,
    },
    async (request) => {
      const { id, studentId } = await tasks.withdraw(requireUser(request), request.params.id);
      emitTask({ taskId: id, userId: studentId, action: 'WITHDRAWN' });
      return { id };
    },
  );
}

/**
 * Tasks and training videos of the personal space (SPEC section 7; the model: src/contract/journey-task.ts),
 * the task badge's unread count, and the console's task calls. A student's calls name their own tasks only
 * (another student's id: 404, nothing changed); the console serves a counselor their own students only (423).
 */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = taskRoutesContext(app);
  taskOwnRoutes(ctx);
  taskVideoRoutes(ctx);
  taskConsoleRoutes(ctx);
};
