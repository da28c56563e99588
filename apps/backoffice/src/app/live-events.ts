import { useQueryClient } from '@tanstack/react-query';
import { controllerOf } from '@wms/ui';
import { useEffect } from 'react';
import { session } from '../shell/session/session.ts';

export interface LiveMessage {
  type: string;
  data: unknown;
}
type Listener = (message: LiveMessage) => void;

const EVENTS_PATH = '/api/v1/events';
const listeners = new Set<Listener>();
let controller: AbortController | undefined;

/** Splits a server-sent event stream into `event:` / `data:` messages. */
async function read(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const type = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (type && data) for (const listener of listeners) listener({ type, data: JSON.parse(data) });
    }
  }
}

/**
 * One stream per tab, opened while someone listens. It is read with fetch so the bearer token travels
 * in the header (EventSource cannot send one); it reconnects after a drop and stops on logout (401).
 */
async function connect(signal: AbortSignal) {
  let delay = 1000;
  while (!signal.aborted) {
    const token = session.token();
    if (!token) return;
    try {
      const response = await fetch(EVENTS_PATH, { headers: { Authorization: `Bearer ${token}` }, signal });
      if (response.status === 401) return;
      if (response.body) {
        delay = 1000;
        await read(response.body);
      }
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 30_000);
  }
}

export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  if (!controller) {
    controller = new AbortController();
    void connect(controller.signal);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      controller?.abort();
      controller = undefined;
    }
  };
}

/** Refetches the queries under `paths` when an event of `type` arrives (at most every 300 ms). */
export function useLiveRefresh(type: string, paths: readonly string[]) {
  const queryClient = useQueryClient();
  const key = paths.join('|');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const prefixes = key.split('|').map(controllerOf);
    const refresh = () => {
      timer = undefined;
      void queryClient.invalidateQueries({
        predicate: (query) => prefixes.some((prefix) => String(query.queryKey[0]).startsWith(prefix)),
      });
    };
    const unsubscribe = subscribeLive((message) => {
      if (message.type === type && !timer) timer = setTimeout(refresh, 300);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient, type, key]);
}
