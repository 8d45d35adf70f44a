/** The shared chat rendering: bubbles (order, delivery state), the composer's rules, older messages on top. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { ChatItem } from '@/components/chat/chat-item';
import { Composer } from '@/components/chat/composer';
import { MessageBubble } from '@/components/chat/message-bubble';
import { MessageList } from '@/components/chat/message-list';
import { Provider } from '@/components/ui/provider';
import { CHAT_EMOJIS, CHAT_TEXT } from '@/contract/chat';
import { LIMITS } from '@/contract/limits';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { MESSAGES } from '@/contract/validation';

function ui(node: ReactNode) {
  return render(<Provider>{node}</Provider>);
}

function item(over: Partial<ChatItem> = {}): ChatItem {
  return {
    key: 'm-1',
    fromUserId: 'u-1001',
    msgType: 'text',
    message: '你好',
    sendTime: null,
    delivery: 'sent',
    acknowledged: false,
    error: null,
    localImage: null,
    avatarUrl: null,
    ...over,
  };
}

const order = (payStatus: string) =>
  JSON.stringify({ id: 'o-1', orderNo: 'NO20250101', fee: 12800, payStatus, orderStatus: '1' });

describe('message bubble', () => {
  it("reads '您有一个待支付订单' for an unpaid order and '订单已支付' for a paid one", () => {
    ui(
      <>
        <MessageBubble
          item={item({ key: 'a', msgType: 'order', message: order('0') })}
          own={false}
          name="客服"
        />
        <MessageBubble
          item={item({ key: 'b', msgType: 'order', message: order('1') })}
          own={false}
          name="客服"
        />
      </>,
    );
    const orders = screen.getAllByTestId('chat-order');
    expect(orders[0]?.textContent).toContain(CHAT_TEXT.ORDER_UNPAID);
    expect(orders[1]?.textContent).toContain(CHAT_TEXT.ORDER_PAID);
    // the fee is fen on the wire (src/contract/order.ts): 12800 fen is 128.00 元
    expect(orders[0]?.textContent).toContain('128.00');
  });

  it('shows 发送中 under an own pending message and 发送失败 with 重试 under a failed one', () => {
    const onRetry = vi.fn();
    ui(
      <>
        <MessageBubble item={item({ key: 'p', delivery: 'sending' })} own name="我" onRetry={onRetry} />
        <MessageBubble
          item={item({ key: 'f', delivery: 'failed', error: '非法参数' })}
          own
          name="我"
          onRetry={onRetry}
        />
      </>,
    );
    const states = screen.getAllByTestId('chat-delivery');
    expect(states[0]?.textContent).toBe(CHAT_TEXT.SENDING);
    expect(states[1]?.textContent).toContain(CHAT_TEXT.FAILED);
    fireEvent.click(screen.getByRole('button', { name: CHAT_TEXT.RETRY }));
    expect(onRetry).toHaveBeenCalledWith('f');
  });

  it('offers 删除 beside 重试 under a failed message only', () => {
    const onDiscard = vi.fn();
    ui(
      <>
        <MessageBubble item={item({ key: 'p', delivery: 'pending' })} own name="我" onDiscard={onDiscard} />
        <MessageBubble item={item({ key: 'f', delivery: 'failed' })} own name="我" onDiscard={onDiscard} />
      </>,
    );
    const buttons = screen.getAllByRole('button', { name: CHAT_TEXT.DISCARD });
    expect(buttons).toHaveLength(1);
    expect(CHAT_TEXT.DISCARD).toBe('删除');
    fireEvent.click(buttons[0] as HTMLElement);
    expect(onDiscard).toHaveBeenCalledWith('f');
  });

  it('shows 已发送 under an own message acknowledged in this session, nothing under history ones', () => {
    ui(
      <>
        <MessageBubble item={item({ key: 'a', acknowledged: true })} own name="我" />
        <MessageBubble item={item({ key: 'h' })} own name="我" />
        <MessageBubble item={item({ key: 'o', acknowledged: true })} own={false} name="客服" />
      </>,
    );
    const states = screen.getAllByTestId('chat-delivery');
    expect(states.map((s) => s.textContent)).toEqual([CHAT_TEXT.SENT]);
    expect(CHAT_TEXT.SENT).toBe('已发送');
  });

  it('puts own messages on the right', () => {
    ui(<MessageBubble item={item()} own name="我" />);
    expect(screen.getByTestId('chat-message').dataset.own).toBe('true');
  });
});

describe('composer', () => {
  const sendButton = () => screen.getByRole('button', { name: CHAT_TEXT.SEND });
  const box = () => screen.getByRole('textbox', { name: CHAT_TEXT.PLACEHOLDER });

  it('disables send without a peer and for an empty or blank text', () => {
    const { unmount } = ui(<Composer enabled={false} onSendText={vi.fn()} onSendImage={vi.fn()} />);
    fireEvent.change(box(), { target: { value: '你好' } });
    expect(sendButton()).toHaveProperty('disabled', true);
    unmount();
    ui(<Composer enabled onSendText={vi.fn()} onSendImage={vi.fn()} />);
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.change(box(), { target: { value: '   \n ' } });
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.change(box(), { target: { value: '你好' } });
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('sends with Enter, not with Shift+Enter, and clears the box', async () => {
    const onSendText = vi.fn(() => Promise.resolve());
    ui(<Composer enabled onSendText={onSendText} onSendImage={vi.fn()} />);
    fireEvent.change(box(), { target: { value: '第一行' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(onSendText).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' });
    });
    expect(onSendText).toHaveBeenCalledWith('第一行');
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it('offers the 56 emoji and inserts the picked one', async () => {
    ui(<Composer enabled onSendText={vi.fn()} onSendImage={vi.fn()} />);
    fireEvent.change(box(), { target: { value: '好' } });
    fireEvent.click(screen.getByRole('button', { name: CHAT_UI_TEXT.emoji }));
    const picker = await screen.findByTestId('emoji-picker');
    expect(picker.querySelectorAll('button')).toHaveLength(CHAT_EMOJIS.length);
    expect(CHAT_EMOJIS).toHaveLength(56);
    fireEvent.click(screen.getByRole('button', { name: '👍' }));
    expect((box() as HTMLTextAreaElement).value).toContain('👍');
  });

  it('keeps what is picked while the previous message is being queued, and gives a failed text back', async () => {
    let queued: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const onSendText = vi.fn(() => new Promise<void>((resolve, reject) => (queued = { resolve, reject })));
    ui(<Composer enabled onSendText={onSendText} onSendImage={vi.fn()} />);
    fireEvent.change(box(), { target: { value: '你好' } });
    await act(async () => void fireEvent.click(sendButton()));
    expect(onSendText).toHaveBeenCalledWith('你好');
    // still being queued: the box is already free, and an emoji picked now stays after the queue answers
    expect((box() as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: CHAT_UI_TEXT.emoji }));
    await screen.findByTestId('emoji-picker');
    fireEvent.click(screen.getByRole('button', { name: '😀' }));
    await act(async () => queued?.resolve());
    expect((box() as HTMLTextAreaElement).value).toBe('😀');
    expect(sendButton()).toHaveProperty('disabled', false);

    // a text that could not be queued comes back before what was typed since, with the reason
    await act(async () => void fireEvent.click(sendButton()));
    fireEvent.change(box(), { target: { value: '再见' } });
    await act(async () => queued?.reject(new Error('本地存储已满')));
    expect((box() as HTMLTextAreaElement).value).toBe('😀再见');
    expect(screen.getByRole('alert').textContent).toBe('本地存储已满');
  });

  it('refuses an image that is not jpg/jpeg/png, or larger than 1 MB, with the SPEC texts', async () => {
    const onSendImage = vi.fn(() => Promise.resolve());
    ui(<Composer enabled onSendText={vi.fn()} onSendImage={onSendImage} />);
    const input = screen.getByTestId('chat-image-input');
    const pick = (file: File) => act(async () => void fireEvent.change(input, { target: { files: [file] } }));
    await pick(new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.chatImageType);
    expect(MESSAGES.chatImageType).toBe('请选择jpg/jpeg/png图片!');
    await pick(new File([new Uint8Array(LIMITS.CHAT_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('单个文件不能超过1MB大小!');
    expect(onSendImage).not.toHaveBeenCalled();
    await pick(new File(['png'], 'ok.PNG', { type: 'image/png' }));
    expect(onSendImage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

describe('message list', () => {
  it('loads older messages 2 s after being scrolled within 100 px of the top, keeping the position', async () => {
    vi.useFakeTimers();
    const onLoadOlder = vi.fn(() => Promise.resolve());
    const items = [item({ key: 'm-5' }), item({ key: 'm-6' })];
    const view = ui(
      <MessageList
        items={items}
        selfId="u-1001"
        selfName="我"
        peerName="客服"
        hasOlder
        onLoadOlder={onLoadOlder}
      />,
    );
    const list = screen.getByTestId('chat-list');
    let height = 1000;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => 400 });
    list.scrollTop = 300;
    fireEvent.scroll(list);
    act(() => void vi.advanceTimersByTime(LIMITS.CHAT_LOAD_OLDER_DELAY_MS));
    expect(onLoadOlder).not.toHaveBeenCalled();
    list.scrollTop = LIMITS.CHAT_LOAD_OLDER_THRESHOLD_PX;
    fireEvent.scroll(list);
    expect(screen.getByTestId('chat-loading-older')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(LIMITS.CHAT_LOAD_OLDER_DELAY_MS - 1));
    expect(onLoadOlder).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
    // the older page arrives: 600 px more above, the reader still sees the same messages
    height = 1600;
    view.rerender(
      <Provider>
        <MessageList
          items={[item({ key: 'm-4' }), ...items]}
          selfId="u-1001"
          selfName="我"
          peerName="客服"
          hasOlder
          onLoadOlder={onLoadOlder}
        />
      </Provider>,
    );
    expect(list.scrollTop).toBe(LIMITS.CHAT_LOAD_OLDER_THRESHOLD_PX + 600);
  });
});
