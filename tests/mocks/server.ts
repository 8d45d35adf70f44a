/**
 * The msw server of the unit and client tests. It starts with no handlers: every test declares
 * the answers it needs with server.use(...), and any request nobody answers fails the test.
 */
import { setupServer } from 'msw/node';

export const server = setupServer();
