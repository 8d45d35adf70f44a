import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ERROR_BOUNDARY_TEXT } from '@/contract/ui-text';

/** 页面出错了 with 重试, in the place of what failed to render. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack role="alert" align="center" textAlign="center" py="10" px="6" gap="3" data-testid="error-boundary">
      <Heading as="h2" size="lg">
        {ERROR_BOUNDARY_TEXT.title}
      </Heading>
      <Text color="fg.muted">{ERROR_BOUNDARY_TEXT.text}</Text>
      <Button colorPalette="brand" onClick={onRetry}>
        {ERROR_BOUNDARY_TEXT.retry}
      </Button>
    </Stack>
  );
}

/** A render error of one route (the router's error component): 重试 loads the route again and renders it. */
export function RouteErrorFallback({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorFallback
      onRetry={() => {
        // a loader's error stays on the match until the route loads again; a render error needs the reset only
        void router.invalidate();
        reset();
      }}
    />
  );
}

/** Logs what a boundary caught: the screen says only that this place failed. */
export function reportRenderError(error: unknown, info?: ErrorInfo): void {
  console.error('render error', error, info?.componentStack ?? '');
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * The boundary of one panel inside a page (a tab of 个人空间, the chat dialog, the AI drawer): a render error
 * there shows 页面出错了 with 重试 in its place, and the rest of the page keeps working.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRenderError(error, info);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? <ErrorFallback onRetry={this.retry} /> : this.props.children;
  }
}
