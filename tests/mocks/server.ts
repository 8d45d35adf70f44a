/**
 * The msw server of the unit and client tests. It starts with no handlers: every test declares
 * the answers it needs with server.use(...), and any request nobody answers fails the test.
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Answers GET `path` with `reply` and keeps the URL of its latest request, for assertions on its query. */
export function answerGet(path: string, reply: () => Response): { readonly url: URL | undefined } {
  const asked: { url: URL | undefined } = { url: undefined };
  server.use(
    http.get(path, ({ request }) => {
      asked.url = new URL(request.url);
      return reply();
    }),
  );
  return asked;
}
