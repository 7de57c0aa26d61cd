import { act } from '@testing-library/react';

/**
 * A stand-in XMLHttpRequest the test answers by hand: upload progress, a dropped line, an abort, or
 * the server's answer. Install it with `vi.stubGlobal('XMLHttpRequest', FakeXhr)` after `FakeXhr.reset()`.
 */
export class FakeXhr {
  /** Every request sent since the last reset, oldest first. */
  static all: FakeXhr[] = [];
  static reset() {
    FakeXhr.all = [];
  }
  static get last(): FakeXhr | null {
    return FakeXhr.all.at(-1) ?? null;
  }
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.all.push(this);
  }
  abort() {
    this.aborted = true;
    act(() => this.onabort?.());
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  drop() {
    act(() => this.onerror?.());
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}
